// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAdmin, stubAdminApi } from '#web/components/admin/admin-test-kit.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { AdminAnalyticsPage } from './admin-analytics-page.js';

// Recharts' ResponsiveContainer watches its size with a ResizeObserver, which jsdom lacks (and jsdom lays
// nothing out): this one reports a phone-sized box at once, so the charts really draw.
class ResizeObserverStub {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    this.callback(
      [{ contentRect: { width: 358, height: 240 } } as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', ResizeObserverStub);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ANALYTICS = {
  totalJobs: 72,
  activeJobs: 65,
  totalUsers: 4,
  totalApplications: 7,
  applicationsByStatus: [
    { _id: 'Pending', count: 3 },
    { _id: 'Accepted', count: 2 },
  ],
  jobsByDomain: [
    { _id: 'Design', count: 5 },
    { _id: 'Technology', count: 9 },
  ],
  monthlyRegistrations: [
    { _id: { month: 6, year: 2025 }, count: 0 },
    { _id: { month: 7, year: 2025 }, count: 1 },
    { _id: { month: 8, year: 2025 }, count: 0 },
    { _id: { month: 9, year: 2025 }, count: 2 },
    { _id: { month: 10, year: 2025 }, count: 0 },
    { _id: { month: 11, year: 2025 }, count: 4 },
  ],
  acceptanceRate: 29,
  answerRate: 43,
  medianDaysToAnswer: 2.5,
  noResponse: 3,
};

/** GET /api/admin/companies/responsiveness: the least answering first, one under 5 applications. */
const COMPANIES = [
  { company: 'Quiet Labs', domain: 'quietlabs.in', applications: 12, answered: 1, medianDays: 6 },
  { company: 'Nimbus Softlabs', domain: 'nimbus.example', applications: 10, answered: 8, medianDays: 1.5 },
  { company: 'Tiny Co', domain: '', applications: 3, answered: 0, medianDays: null },
];

const stubAnalytics = (overrides: Record<string, () => Response | Promise<Response>> = {}) =>
  stubAdminApi({
    'GET /api/admin/analytics': () => jsonResponse(ANALYTICS),
    'GET /api/admin/companies/responsiveness': () => jsonResponse(COMPANIES),
    ...overrides,
  });

/** A phone: the lists show as cards below the md breakpoint. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** The stat tile whose label is `label`: its value. */
function tileValue(region: HTMLElement, label: string) {
  const tile = within(region).getByText(label).parentElement as HTMLElement;
  return tile.querySelector('p.text-2xl')?.textContent;
}

describe('AdminAnalyticsPage', () => {
  it('shows the counters, acceptance rate, status, domain and monthly figures', async () => {
    stubAnalytics();
    renderAdmin(<AdminAnalyticsPage />, '/admin/analytics');
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(await within(totals).findByText('72')).toBeTruthy();
    expect(within(totals).getByText('29%')).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Applications by status: Pending 3, Reviewed 0, Accepted 2, Rejected 0' }),
    ).toBeTruthy();
    const domains = screen.getByRole('table', { name: 'Internships per domain' });
    expect(within(domains).getByRole('rowheader', { name: 'Technology' })).toBeTruthy();
    expect(within(domains).getByRole('row', { name: 'Technology 9' })).toBeTruthy();
    expect(within(domains).getByRole('row', { name: 'Design 5' })).toBeTruthy();
    const months = screen.getByRole('table', { name: 'New students per month, last 6 months' });
    expect(within(months).getByRole('rowheader', { name: 'Nov 2025' })).toBeTruthy();
    expect(within(months).getByRole('row', { name: 'Nov 2025 4' })).toBeTruthy();
    expect(within(months).getAllByRole('row')).toHaveLength(7);
    // The Recharts pictures are drawn but kept from screen readers (the tables above carry the figures).
    await waitFor(() => expect(document.querySelectorAll('.recharts-wrapper')).toHaveLength(3));
    for (const wrapper of document.querySelectorAll('.recharts-wrapper')) {
      expect(wrapper.closest('[aria-hidden="true"], [role="img"]')).toBeTruthy();
    }
  });

  it('shows the answer rate, the median days to a first answer and the No response count', async () => {
    stubAnalytics();
    renderAdmin(<AdminAnalyticsPage />, '/admin/analytics');
    const tiles = await screen.findByRole('region', { name: 'Hearing back' });
    expect(await within(tiles).findByText('43%')).toBeTruthy();
    expect(tileValue(tiles, 'Answer Rate')).toBe('43%');
    expect(tileValue(tiles, 'Median Days to a First Answer')).toBe('2.5');
    expect(tileValue(tiles, 'Closed as No Response')).toBe('3');
    expect(within(tiles).getAllByText('Last 180 days')).toHaveLength(2);
  });

  it('shows a dash for the median when nothing was answered', async () => {
    stubAnalytics({
      'GET /api/admin/analytics': () =>
        jsonResponse({ ...ANALYTICS, answerRate: 0, medianDaysToAnswer: null, noResponse: 0 }),
    });
    renderAdmin(<AdminAnalyticsPage />, '/admin/analytics');
    const tiles = await screen.findByRole('region', { name: 'Hearing back' });
    expect(await within(tiles).findByText('0%')).toBeTruthy();
    expect(tileValue(tiles, 'Median Days to a First Answer')).toBe('—');
    expect(tileValue(tiles, 'Closed as No Response')).toBe('0');
  });

  it('lists the companies by responsiveness in a table, in the order the server sends', async () => {
    const calls = stubAnalytics();
    renderAdmin(<AdminAnalyticsPage />, '/admin/analytics');
    const table = await screen.findByRole('table', { name: 'Companies by responsiveness' });
    expect(calls.some((call) => call.path === '/api/admin/companies/responsiveness')).toBe(true);
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['Company', 'Mail domain', 'Applications', 'Answered', 'Median days']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['Quiet Labs', 'quietlabs.in', '12', '1 (8%)', '6'],
      ['Nimbus Softlabs', 'nimbus.example', '10', '8 (80%)', '1.5'],
      ['Tiny Co', '—', '3Not shown to students (under 5)', '0 (0%)', '—'],
    ]);
  });

  it('lists the companies as cards on a phone', async () => {
    onAPhone();
    stubAnalytics();
    renderAdmin(<AdminAnalyticsPage />, '/admin/analytics');
    const list = await screen.findByRole('list', { name: 'Companies by responsiveness' });
    expect(screen.queryByRole('table', { name: 'Companies by responsiveness' })).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByText('Quiet Labs')).toBeTruthy();
    expect(within(cards[0]).getByText('quietlabs.in')).toBeTruthy();
    expect(within(cards[0]).getByText('1 (8%)')).toBeTruthy();
    expect(within(cards[1]).getByText('8 (80%)')).toBeTruthy();
    expect(within(cards[1]).getByText('1.5')).toBeTruthy();
    expect(within(cards[2]).getByText('No mail domain')).toBeTruthy();
    expect(within(cards[2]).getByText('Not shown to students (under 5)')).toBeTruthy();
    expect(within(cards[2]).getByText('—')).toBeTruthy();
  });

  it('says so when no company has received applications', async () => {
    stubAnalytics({ 'GET /api/admin/companies/responsiveness': () => jsonResponse([]) });
    renderAdmin(<AdminAnalyticsPage />, '/admin/analytics');
    const panel = await screen.findByRole('region', { name: 'Companies by responsiveness' });
    expect(await within(panel).findByText('No company has received applications in the last 180 days')).toBeTruthy();
    expect(within(panel).queryByRole('table')).toBeNull();
  });

  it('shows a loading state, then an error with Try again when the companies cannot be fetched', async () => {
    let answer: () => Response = () => new Response('', { status: 404 });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubAnalytics({
      'GET /api/admin/companies/responsiveness': async () => {
        await held;
        return answer();
      },
    });
    renderAdmin(<AdminAnalyticsPage />, '/admin/analytics');
    const panel = await screen.findByRole('region', { name: 'Companies by responsiveness' });
    expect(within(panel).getByRole('status').textContent).toContain('Loading companies');
    release();
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('Failed to load companies');
    answer = () => jsonResponse(COMPANIES);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('table', { name: 'Companies by responsiveness' })).toBeTruthy();
  });

  it('says Failed to load analytics data when the call fails', async () => {
    stubAdminApi({ 'GET /api/admin/analytics': () => new Response('', { status: 500 }) });
    renderAdmin(<AdminAnalyticsPage />, '/admin/analytics');
    expect(await screen.findByText('Failed to load analytics data')).toBeTruthy();
    expect(await screen.findByText('Failed to fetch analytics')).toBeTruthy();
  });
});
