// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAdmin, stubAdminApi } from '#web/components/admin/admin-test-kit.js';
import { cleanup, screen, within } from '#web/test/testing-library.js';
import { AdminDashboardPage } from './admin-dashboard-page.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AdminDashboardPage', () => {
  it('shows the five counters, the reports, the quick actions and the static panels', async () => {
    stubAdminApi({
      'GET /api/admin/stats': () =>
        jsonResponse({
          totalJobs: 72,
          activeJobs: 65,
          totalApplications: 1234,
          pendingApplications: 9,
          totalUsers: 40,
          openReports: 3,
          overdueReports: 1,
          expiringSoon: 4,
        }),
    });
    renderAdmin(<AdminDashboardPage />, '/admin');
    const counters = screen.getByRole('region', { name: 'Platform counters' });
    for (const text of ['72', '65', '1,234', '9', '40']) expect(await within(counters).findByText(text)).toBeTruthy();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/admin/reports', '/admin/jobs', '/admin/jobs', '/admin/applications', '/admin/analytics']);
    // The complaint queue's counts, the overdue ones called out (docs/decisions/0035).
    const reports = screen.getByRole('link', { name: /open reports/ });
    expect(reports.textContent).toMatch(/3 open reports · 1 overdue \(past 7 working days\)/);
    // What closes within a week, with the way to extend it (docs/decisions/0039).
    const expiring = screen.getByRole('link', { name: /expiring in the next 7 days/ });
    expect(expiring.textContent).toMatch(/4 internships expiring in the next 7 days/);
    expect(expiring.getAttribute('href')).toBe('/admin/jobs');
    for (const text of ['Online', 'Active', 'Available', '95%', '2.3s', '99.9%']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it('shows Failed to fetch dashboard stats', async () => {
    stubAdminApi({ 'GET /api/admin/stats': () => new Response('', { status: 500 }) });
    renderAdmin(<AdminDashboardPage />, '/admin');
    expect((await screen.findAllByText('Failed to fetch dashboard stats')).length).toBeGreaterThan(0);
  });
});
