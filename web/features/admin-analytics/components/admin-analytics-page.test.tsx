// @vitest-environment jsdom

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
};

describe('AdminAnalyticsPage', () => {
  it('shows the counters, acceptance rate, status, domain and monthly figures', async () => {
    stubAdminApi({ 'GET /api/admin/analytics': () => jsonResponse(ANALYTICS) });
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

  it('says Failed to load analytics data when the call fails', async () => {
    stubAdminApi({ 'GET /api/admin/analytics': () => new Response('', { status: 500 }) });
    renderAdmin(<AdminAnalyticsPage />, '/admin/analytics');
    expect(await screen.findByText('Failed to load analytics data')).toBeTruthy();
    expect(await screen.findByText('Failed to fetch analytics')).toBeTruthy();
  });
});
