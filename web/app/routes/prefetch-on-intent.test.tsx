// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '#web/test/testing-library.js';
import { lazyPage } from './lazy-page.js';
import { matchedLazyPages } from './matched-pages.js';
import { prefetchOnIntent } from './prefetch-on-intent.js';

describe('prefetchOnIntent', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    cleanup();
    vi.restoreAllMocks();
  });

  /** The detail page's lazy parts (the layout above it and the page), with their prefetch watched. */
  const watchDetailPage = () =>
    matchedLazyPages('/internships/abc123').map((page) => vi.spyOn(page, 'prefetch').mockResolvedValue(true));

  it("fetches the page of a link the pointer reaches, once for the page's path", () => {
    const prefetches = watchDetailPage();
    expect(prefetches.length).toBeGreaterThan(0);
    render(<a href="/internships/abc123">View Details</a>);
    stop = prefetchOnIntent();
    const link = screen.getByRole('link', { name: 'View Details' });

    link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    for (const prefetch of prefetches) expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it("fetches the page of a link the keyboard's focus reaches", () => {
    const prefetches = watchDetailPage();
    render(<a href="/internships/abc123">View Details</a>);
    stop = prefetchOnIntent();
    screen.getByRole('link', { name: 'View Details' }).focus();
    for (const prefetch of prefetches) expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('asks again for a page whose fetch failed, at the next sign of intent', async () => {
    const prefetches = watchDetailPage();
    prefetches[0].mockResolvedValueOnce(false);
    render(<a href="/internships/abc123">View Details</a>);
    stop = prefetchOnIntent();
    const link = screen.getByRole('link', { name: 'View Details' });

    link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await vi.waitFor(() => expect(prefetches[0]).toHaveBeenCalledTimes(1));
    // The failure is known once its promise settles; then the next hover asks again, and no more after that.
    await new Promise((resolve) => setTimeout(resolve, 0));
    link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    for (const prefetch of prefetches) expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('leaves links to other sites, and stops when asked', () => {
    const prefetches = watchDetailPage();
    render(
      <>
        <a href="https://example.com/internships/abc123">Elsewhere</a>
        <a href="/internships/abc123">View Details</a>
      </>,
    );
    stop = prefetchOnIntent();
    screen.getByRole('link', { name: 'Elsewhere' }).dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    stop();
    screen.getByRole('link', { name: 'View Details' }).dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    for (const prefetch of prefetches) expect(prefetch).not.toHaveBeenCalled();
  });
});

describe('a lazy page prefetched while the network was down', () => {
  it('renders once the network is back, instead of showing the failure', async () => {
    let attempts = 0;
    const Page = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('network down');
      return () => <p>The page</p>;
    });
    expect(await Page.prefetch()).toBe(false);
    expect(attempts).toBe(1);
    // Let the failure settle before the page is shown.
    await new Promise((resolve) => setTimeout(resolve, 0));
    render(<Page />);
    expect(await screen.findByText('The page')).toBeTruthy();
    expect(attempts).toBe(2);
    expect(await Page.prefetch()).toBe(true);
    expect(attempts).toBe(2);
    cleanup();
  });
});
