// @vitest-environment jsdom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '#web/test/testing-library.js';
import { TestimonialCarousel } from './testimonial-carousel.js';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The visible slide: the others are aria-hidden, so only the current one has the group role. */
function currentSlide() {
  return screen.getByRole('group').getAttribute('aria-label');
}

/** One timer step at a time: React schedules the next slide's timeout after rendering the current one. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('TestimonialCarousel', () => {
  it('holds 15 testimonials in 5 slides of 3, in a labelled carousel region', () => {
    render(<TestimonialCarousel />);
    const region = screen.getByRole('region', { name: 'What our students say' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(region).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(5);
    for (const slide of slides) {
      expect(slide.getAttribute('aria-roledescription')).toBe('slide');
      expect(within(slide).getAllByRole('listitem', { hidden: true })).toHaveLength(3);
    }
    expect(currentSlide()).toBe('1 of 5');
    expect(screen.getAllByRole('img', { name: /Rated [1-5] out of 5/ })).toHaveLength(3);
  });

  it('advances every 4 s and wraps around', () => {
    render(<TestimonialCarousel />);
    advance(3999);
    expect(currentSlide()).toBe('1 of 5');
    advance(1);
    expect(currentSlide()).toBe('2 of 5');
    advance(4000);
    advance(4000);
    advance(4000);
    expect(currentSlide()).toBe('5 of 5');
    advance(4000);
    expect(currentSlide()).toBe('1 of 5');
  });

  it('pauses on manual previous/next and resumes 10 s later', () => {
    render(<TestimonialCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('2 of 5');
    advance(9999);
    expect(currentSlide()).toBe('2 of 5');
    advance(1); // resumed: the next move is 4 s later
    advance(3999);
    expect(currentSlide()).toBe('2 of 5');
    advance(1);
    expect(currentSlide()).toBe('3 of 5');

    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe('2 of 5');
  });

  it('pauses on a dot click; another manual move restarts the 10 s', () => {
    render(<TestimonialCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 4' }));
    expect(currentSlide()).toBe('4 of 5');
    expect(screen.getByRole('button', { name: 'Show slide 4' }).getAttribute('aria-current')).toBe('true');
    advance(6000);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe('3 of 5');
    advance(9000);
    expect(currentSlide()).toBe('3 of 5');
    advance(1000);
    advance(4000);
    expect(currentSlide()).toBe('4 of 5');
  });

  it('announces slides politely only while not rotating on its own', () => {
    render(<TestimonialCarousel />);
    const live = screen.getByRole('group').parentElement;
    expect(live?.getAttribute('aria-live')).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(live?.getAttribute('aria-live')).toBe('polite');
  });

  it('can be stopped and started by the visitor', () => {
    render(<TestimonialCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    advance(30_000);
    expect(currentSlide()).toBe('1 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    advance(4000);
    expect(currentSlide()).toBe('2 of 5');
  });

  it('holds still while hovered', () => {
    render(<TestimonialCarousel />);
    const region = screen.getByRole('region', { name: 'What our students say' });
    fireEvent.mouseEnter(region);
    advance(20_000);
    expect(currentSlide()).toBe('1 of 5');
    fireEvent.mouseLeave(region);
    advance(4000);
    expect(currentSlide()).toBe('2 of 5');
  });

  it('never advances on its own under prefers-reduced-motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('reduce'),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    render(<TestimonialCarousel />);
    advance(60_000);
    expect(currentSlide()).toBe('1 of 5');
    expect(screen.queryByRole('button', { name: /automatic slide show/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    advance(60_000);
    expect(currentSlide()).toBe('2 of 5');
  });
});
