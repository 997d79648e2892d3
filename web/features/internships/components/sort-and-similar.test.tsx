// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { buildJob, renderInternships, stubApi } from '../test/internships-test-kit.js';
// Loaded up front: the page fetches the sheet on demand, and transforming it on first use can outlast findBy.
import './filter-panel-sheet.js';

// docs/decisions/0045: Sort by on the list (its choice in the URL, back to page 1, kept by the pager and the
// detail links) and Similar internships below a detail (loading, the cards, none).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const jobs = Array.from({ length: 12 }, (_, index) =>
  buildJob({ _id: `job-${index + 1}`, title: `Intern ${index + 1}` }),
);

function stubList() {
  return stubApi({
    'GET /api/jobs': (url) =>
      jsonResponse({ jobs, pagination: { current: Number(url.searchParams.get('page')), pages: 3, total: 30 } }),
  });
}

function lastJobsQuery(fetchMock: ReturnType<typeof stubList>) {
  const calls = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/jobs?'));
  return Object.fromEntries(new URL(String(calls[calls.length - 1][0]), 'http://x').searchParams);
}

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Sort by on the list', () => {
  it('offers Newest and Highest stipend without keywords, Newest chosen; a choice goes to the URL and page 1', async () => {
    const fetchMock = stubList();
    const { router } = renderInternships('/internships?domain=Design&page=3');
    await screen.findByRole('heading', { name: 'Intern 1' });
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(options(select)).toEqual(['Newest', 'Highest stipend']);
    expect(select.value).toBe('newest');
    expect(select.className).toContain('h-11');

    await userEvent.selectOptions(select, 'stipend');
    expect(router.state.location.search).toBe('?domain=Design&sort=stipend');
    await waitFor(() =>
      expect(lastJobsQuery(fetchMock)).toEqual({ domain: 'Design', sort: 'stipend', page: '1', limit: '12' }),
    );

    // The pager and the cards' links keep the order.
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?domain=Design&sort=stipend&page=2');
    const card = await screen.findByRole('article', { name: 'Intern 1' });
    expect(within(card).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/internships/job-1?domain=Design&sort=stipend&page=2',
    );
  });

  it('offers Relevance with keywords, chosen until another order is, and keeps the order when filters change', async () => {
    const fetchMock = stubList();
    const { router } = renderInternships('/internships?search=react');
    await screen.findByRole('heading', { name: 'Intern 1' });
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(options(select)).toEqual(['Relevance', 'Newest', 'Highest stipend']);
    expect(select.value).toBe('relevance');
    expect(lastJobsQuery(fetchMock)).toEqual({ search: 'react', page: '1', limit: '12' });

    await userEvent.selectOptions(select, 'newest');
    expect(router.state.location.search).toBe('?search=react&sort=newest');
    // A new filter starts again at page 1 in the same order.
    await userEvent.type(screen.getByLabelText('Search internships by keywords'), ' native');
    await waitFor(() => expect(router.state.location.search).toBe('?search=react+native&sort=newest'));
  });

  it('reads an order from a shared link, and ignores one it does not know', async () => {
    const fetchMock = stubList();
    renderInternships('/internships?sort=stipend');
    await screen.findByRole('heading', { name: 'Intern 1' });
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('stipend');
    cleanup();
    renderInternships('/internships?sort=cheapest');
    await screen.findByRole('heading', { name: 'Intern 1' });
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('newest');
    expect(lastJobsQuery(fetchMock)).toEqual({ page: '1', limit: '12' });
  });
});

describe('Sort by on a phone', () => {
  it('sits in the filter sheet, not beside the results line, and applies at once', async () => {
    // The page's one media query (the md breakpoint) matches: a phone.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    stubList();
    const { router } = renderInternships('/internships?page=2');
    await screen.findByRole('heading', { name: 'Intern 1' });
    // Beside the results line it is hidden below the md breakpoint by the stylesheet (the server renders one
    // page for every screen: docs/decisions/0048), so a phone meets only the sheet's.
    const besideResults = screen.getByRole('combobox', { name: 'Sort by' });
    expect(besideResults.id).toBe('internships-sort');
    expect(besideResults.closest('.max-md\\:hidden')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.selectOptions(within(sheet).getByRole('combobox', { name: 'Sort by' }), 'stipend');
    expect(router.state.location.search).toBe('?sort=stipend');
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
  });
});

describe('Similar internships on the detail page', () => {
  const detail = buildJob({ _id: 'job-1', title: 'Frontend Intern' });

  it('shows placeholders while loading, then compact cards that keep the list query on their links', async () => {
    let answer: (value: Response) => void = () => {};
    stubApi({
      'GET /api/jobs/job-1': () => jsonResponse(detail),
      'GET /api/jobs/job-1/similar': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderInternships('/internships/job-1?search=react&sort=stipend');
    const section = await screen.findByRole('region', { name: 'Similar internships' });
    expect(section.getAttribute('aria-busy')).toBe('true');
    answer(
      jsonResponse({
        jobs: [buildJob({ _id: 'job-2', title: 'React Intern' }), buildJob({ _id: 'job-3', title: 'UI Intern' })],
      }),
    );
    const card = await within(section).findByRole('article', { name: 'React Intern' });
    expect(section.getAttribute('aria-busy')).toBeNull();
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(card).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/internships/job-2?search=react&sort=stipend',
    );
    expect(within(card).getByText(/^Posted/)).toBeTruthy();
  });

  it('says so quietly when there are none, and leaves the section out when they cannot be loaded', async () => {
    stubApi({
      'GET /api/jobs/job-1': () => jsonResponse(detail),
      'GET /api/jobs/job-1/similar': () => jsonResponse({ jobs: [] }),
    });
    renderInternships('/internships/job-1');
    expect(await screen.findByText('No similar internships are open right now.')).toBeTruthy();
    cleanup();
    stubApi({
      'GET /api/jobs/job-1': () => jsonResponse(detail),
      'GET /api/jobs/job-1/similar': () => errorResponse(500, { message: 'Server error', code: 'SERVER_ERROR' }),
    });
    renderInternships('/internships/job-1');
    await screen.findByRole('heading', { level: 1, name: 'Frontend Intern' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Similar internships' })).toBeNull());
  });
});
