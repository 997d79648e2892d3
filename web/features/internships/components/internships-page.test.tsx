// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { act, cleanup, fireEvent, screen, waitFor, within } from '#web/test/testing-library.js';
import { buildJob, renderInternships, stubApi } from '../test/internships-test-kit.js';
// Loaded up front: the page fetches the panel on demand, and transforming it on first use can outlast findBy.
import './filter-panel.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const jobs = Array.from({ length: 12 }, (_, index) =>
  buildJob({ _id: `job-${index + 1}`, title: `Intern ${index + 1}`, featured: index === 0 }),
);

function stubList(total = 65) {
  return stubApi({
    'GET /api/jobs': (url) => {
      const page = Number(url.searchParams.get('page'));
      const pages = Math.max(1, Math.ceil(total / 12));
      return jsonResponse({ jobs: total === 0 ? [] : jobs, pagination: { current: page, pages, total } });
    },
  });
}

function lastJobsQuery(fetchMock: ReturnType<typeof stubList>) {
  const calls = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/jobs'));
  return new URL(String(calls[calls.length - 1][0]), 'http://x').searchParams;
}

describe('InternshipsPage', () => {
  it('asks the API with the URL filters and shows the cards and the pager', async () => {
    const fetchMock = stubList();
    renderInternships('/internships?search=dev&domain=Design&minSalary=5000&page=2');

    expect(await screen.findByRole('heading', { name: 'Intern 1' })).toBeTruthy();
    expect(Object.fromEntries(lastJobsQuery(fetchMock))).toEqual({
      search: 'dev',
      domain: 'Design',
      minSalary: '5000',
      page: '2',
      limit: '12',
    });
    expect(screen.getByText('Showing 13–24 of 65 internships')).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Intern 1' });
    expect(within(card).getByText('Featured')).toBeTruthy();
    expect(within(card).getByText('₹25,000')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/internships/job-1?search=dev&domain=Design&minSalary=5000&page=2',
    );
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pager).getAllByRole('button', { name: /^Page / })).toHaveLength(6);
    expect((screen.getByLabelText('Search internships by keywords') as HTMLInputElement).value).toBe('dev');
    // The panel opens by itself when one of its filters is set.
    expect(screen.getByRole('button', { name: /^Filters/ }).getAttribute('aria-expanded')).toBe('true');
  });

  it('debounces typing by 500 ms before it reaches the URL and goes back to page 1', async () => {
    stubList();
    const { router } = renderInternships('/internships?page=3');
    await screen.findByRole('heading', { name: 'Intern 1' });
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Search internships by keywords'), { target: { value: 'data' } });
    act(() => {
      vi.advanceTimersByTime(450);
    });
    expect(router.state.location.search).toBe('?page=3');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(router.state.location.search).toBe('?search=data');
  });

  it('applies the panel filters and clears them all', async () => {
    stubList();
    const { router } = renderInternships('/internships?page=4&search=web');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Intern 1' });
    await user.click(screen.getByRole('button', { name: /^Filters/ }));
    // The panel's code is fetched when it first opens.
    const panel = await screen.findByRole('form', { name: 'Filters' });
    await user.selectOptions(within(panel).getByLabelText('Domain'), 'Finance');
    await user.type(within(panel).getByLabelText('Position'), 'Trainee');
    await user.type(within(panel).getByLabelText(/Min salary/), '30000');
    await user.type(within(panel).getByLabelText(/Max salary/), '20000');
    await user.click(within(panel).getByRole('button', { name: 'Apply Filters' }));
    expect(await within(panel).findByText('Minimum salary cannot be more than the maximum salary')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=4&search=web');

    await user.clear(within(panel).getByLabelText(/Max salary/));
    await user.type(within(panel).getByLabelText(/Max salary/), '40000');
    await user.click(within(panel).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?search=web&domain=Finance&position=Trainee&minSalary=30000&maxSalary=40000',
      ),
    );

    await user.click(within(screen.getByRole('form', { name: 'Filters' })).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((screen.getByLabelText('Search internships by keywords') as HTMLInputElement).value).toBe('');
  });

  it('moves between pages with the pager', async () => {
    stubList();
    const { router } = renderInternships('/internships?domain=Design');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Intern 1' });
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect((within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?domain=Design&page=2');
    await user.click(within(pager).getByRole('button', { name: 'Page 6' }));
    expect(router.state.location.search).toBe('?domain=Design&page=6');
  });

  it('shows the empty state', async () => {
    stubList(0);
    renderInternships('/internships?search=zzz');
    expect(await screen.findByRole('heading', { name: 'No internships found' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('toasts the server message when the list fails', async () => {
    stubApi({
      'GET /api/jobs': () => errorResponse(400, { message: 'Search text is too long', code: 'VALIDATION_FAILED' }),
    });
    renderInternships('/internships');
    expect(await screen.findByText('Search text is too long')).toBeTruthy();
  });

  it('toasts the fallback when the list fails without a message', async () => {
    stubApi({ 'GET /api/jobs': () => new Response('', { status: 503 }) });
    renderInternships('/internships');
    expect(await screen.findByText('Failed to fetch internships')).toBeTruthy();
  });
});
