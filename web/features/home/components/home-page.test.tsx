// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJob } from '#web/test/fixtures.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { cleanup, screen, within } from '#web/test/testing-library.js';
import { stubHomeApi } from '../test/home-test-kit.js';
import { HomePage } from './home-page.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('HomePage', () => {
  it("shows the hero with the explore button and the spec's figures", async () => {
    stubHomeApi({ jobs: [buildJob()] });
    renderWithProviders(<HomePage />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Find Your Dream Internship For Free');
    expect(screen.getByRole('link', { name: 'Explore Internships' }).getAttribute('href')).toBe('/internships');
    for (const figure of ['20,000+', '2,000+', '200+']) expect(screen.getByText(figure)).toBeTruthy();
    expect(screen.getByText('15,000+ students')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Frontend Developer Intern' })).toBeTruthy();
  });

  it('offers the four feature tiles and the three journey steps', () => {
    stubHomeApi();
    renderWithProviders(<HomePage />);
    const features = screen.getByRole('region', { name: /Everything you need/ });
    for (const title of ['AI-Powered Matching', 'Global Internships', 'Flexible Schedules', 'One-Click Apply']) {
      expect(within(features).getByRole('heading', { name: title })).toBeTruthy();
    }
    const journey = screen.getByRole('region', { name: 'Your journey in three steps' });
    expect(
      within(journey)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Build Profile', 'Discover Internships', 'Get Started']);
  });

  it('lists the six popular domains in order with their counts, each opening the filtered list', () => {
    stubHomeApi();
    renderWithProviders(<HomePage />);
    const domains = screen.getByRole('region', { name: 'Explore internships by domain' });
    const links = within(domains).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Technology150+ internships',
      'Design80+ internships',
      'Marketing120+ internships',
      'Finance90+ internships',
      'Healthcare60+ internships',
      'Engineering100+ internships',
    ]);
    expect(links[0].getAttribute('href')).toBe('/internships?domain=Technology');
    expect(links[5].getAttribute('href')).toBe('/internships?domain=Engineering');
  });

  it('opens the exam, course and scholarship links in a new tab', () => {
    stubHomeApi();
    renderWithProviders(<HomePage />);
    const quickLinks = screen.getByRole('region', { name: 'More ways to grow your career' });
    const links = within(quickLinks).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });
});

describe('HomePage recommendations slot', () => {
  it('places what the route passes right after the hero', () => {
    stubHomeApi();
    renderWithProviders(<HomePage recommendations={<section aria-label="Slot">Recommended here</section>} />);
    const hero = screen.getByRole('heading', { level: 1 }).closest('section');
    expect(hero?.nextElementSibling).toBe(screen.getByRole('region', { name: 'Slot' }));
  });
});
