// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/test/fixtures.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { buildJob, renderInternships, stubApi } from '../test/internships-test-kit.js';
// Loaded up front: the page fetches the sheet on demand, and transforming it on first use can outlast findBy.
import './filter-panel-sheet.js';

// A phone: the page's one media query (the md breakpoint) matches, so the filters open as a bottom sheet.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const jobs = Array.from({ length: 12 }, (_, index) =>
  buildJob({ _id: `job-${index + 1}`, title: `Intern ${index + 1}` }),
);
// How many internships the stub has per domain; 65 in all.
const TOTALS: Record<string, number> = { Design: 7, Finance: 1, '': 65 };

/** GET /api/jobs: `limit=1` is the sheet counting; the total follows the domain asked for. */
function stubList() {
  return stubApi({
    'GET /api/jobs': (url) => {
      const total = TOTALS[url.searchParams.get('domain') ?? ''] ?? 0;
      const limit = Number(url.searchParams.get('limit'));
      const pages = Math.max(1, Math.ceil(total / limit));
      return jsonResponse({ jobs: jobs.slice(0, Math.min(limit, total)), pagination: { current: 1, pages, total } });
    },
  });
}

function countQueries(fetchMock: ReturnType<typeof stubList>): string[] {
  return fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === '/api/jobs' && url.searchParams.get('limit') === '1')
    .map((url) => url.searchParams.toString());
}

async function openSheet(url = '/internships') {
  const fetchMock = stubList();
  const rendered = renderInternships(url);
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Intern 1' });
  const opener = screen.getByRole('button', { name: /^Filters/ });
  expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
  await user.click(opener);
  const sheet = await screen.findByRole('dialog', { name: 'Filters' });
  return { ...rendered, fetchMock, user, opener, sheet };
}

describe('the filter panel as a bottom sheet on a phone', () => {
  it('counts what the chosen filters give, then applies them, closes and focuses the results', async () => {
    const { fetchMock, router, user, opener, sheet } = await openSheet('/internships?search=web');
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    // A modal with a title, a close button and focus inside; the page behind is hidden from screen readers.
    expect(screen.queryByRole('heading', { name: 'Intern 1' })).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Close filters' })).toBeTruthy();
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect(await within(sheet).findByRole('button', { name: 'Show 65 internships' })).toBeTruthy();

    await user.selectOptions(within(sheet).getByLabelText('Domain'), 'Design');
    // Counting: the button still works, without a number.
    expect(within(sheet).getByRole('button', { name: 'Show internships' })).toBeTruthy();
    expect(await within(sheet).findByRole('button', { name: 'Show 7 internships' })).toBeTruthy();
    expect(within(sheet).getByText('7 internships match these filters')).toBeTruthy();
    // The search bar's text counts too; one page of one card is all it asks for.
    expect(countQueries(fetchMock)).toContain('search=web&domain=Design&page=1&limit=1');
    expect(router.state.location.search).toBe('?search=web');

    await user.selectOptions(within(sheet).getByLabelText('Domain'), 'Finance');
    expect(await within(sheet).findByRole('button', { name: 'Show 1 internship' })).toBeTruthy();

    await user.click(within(sheet).getByRole('button', { name: 'Show 1 internship' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=web&domain=Finance'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    // Focus on the results line, which then tells the new results; the list changed.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Showing 1–1 of 1 internship'));
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('gives no count while a salary is not valid, and shows its error on Show', async () => {
    const { fetchMock, router, user, sheet } = await openSheet();
    await within(sheet).findByRole('button', { name: 'Show 65 internships' });
    await user.type(within(sheet).getByLabelText(/Min salary/), '30000');
    await user.type(within(sheet).getByLabelText(/Max salary/), '2000');
    await user.click(within(sheet).getByRole('button', { name: 'Show internships' }));
    expect(await within(sheet).findByText('Minimum salary cannot be more than the maximum salary')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBe(sheet);
    expect(router.state.location.search).toBe('');
    expect(countQueries(fetchMock).some((query) => query.includes('maxSalary=2000'))).toBe(false);
  });

  it('closes on Escape and on its X, giving focus back to the Filters button, and drops what was chosen', async () => {
    const { router, user, opener, sheet } = await openSheet('/internships?domain=Design');
    expect((within(sheet).getByLabelText('Domain') as HTMLSelectElement).value).toBe('Design');
    await user.selectOptions(within(sheet).getByLabelText('Domain'), 'Finance');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(router.state.location.search).toBe('?domain=Design');

    await user.click(opener);
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    expect((within(again).getByLabelText('Domain') as HTMLSelectElement).value).toBe('Design');
    await user.click(within(again).getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('keeps Tab inside the sheet', async () => {
    const { user, sheet } = await openSheet();
    const show = await within(sheet).findByRole('button', { name: 'Show 65 internships' });
    show.focus();
    await user.tab();
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(within(sheet).getByRole('button', { name: 'Close filters' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(show);
  });
});
