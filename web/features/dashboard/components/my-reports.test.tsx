// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMyReport } from '#shared/schemas/reports.js';
import { jsonResponse } from '#web/test/fixtures.js';
import { cleanup, screen, within } from '#web/test/testing-library.js';
import { FULL_PROFILE_USER, renderDashboard, stubApi } from '../test/dashboard-test-kit.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const report = (overrides: Partial<TMyReport>): TMyReport => ({
  reference: 'R-AAAA-0000',
  listingKind: 'internship',
  listingId: 'job-1',
  listingTitle: 'Data Entry Intern',
  reason: 'asks_for_money',
  createdAt: '2026-11-23T04:30:00.000Z',
  outcome: null,
  outcomeNote: '',
  closedAt: null,
  ...overrides,
});

describe('My reports on the dashboard (docs/decisions/0035)', () => {
  it('lists each report with its reference, reason and outcome', async () => {
    stubApi({
      user: FULL_PROFILE_USER,
      routes: {
        'GET /api/reports/mine': () =>
          jsonResponse({
            reports: [
              report({}),
              report({
                reference: 'R-BBBB-1111',
                listingTitle: 'Marketing Intern',
                reason: 'wrong_details',
                outcome: 'dismissed',
                outcomeNote: 'We called the company: the stipend is as listed.',
                closedAt: '2026-11-25T06:00:00.000Z',
              }),
              report({
                reference: 'R-CCCC-2222',
                listingKind: 'global_job',
                listingTitle: 'Rhein Labs (Germany)',
                outcome: 'deleted',
                closedAt: '2026-11-24T06:00:00.000Z',
              }),
            ],
          }),
      },
    });
    renderDashboard(FULL_PROFILE_USER);
    const section = await screen.findByRole('region', { name: 'My reports' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0].textContent).toContain('R-AAAA-0000');
    expect(items[0].textContent).toContain('Being checked');
    expect(items[0].textContent).toContain('It asks for money');
    expect(within(items[0]).getByRole('link', { name: 'Data Entry Intern' }).getAttribute('href')).toBe(
      '/internships/job-1',
    );
    expect(items[1].textContent).toContain('Checked: no change needed');
    expect(items[1].textContent).toContain('We called the company: the stipend is as listed.');
    expect(items[2].textContent).toContain('The listing was removed');
    expect(within(items[2]).queryByRole('link')).toBeNull();
  });

  it('shows nothing when the student reported nothing', async () => {
    stubApi({ user: FULL_PROFILE_USER, routes: { 'GET /api/reports/mine': () => jsonResponse({ reports: [] }) } });
    renderDashboard(FULL_PROFILE_USER);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'My reports' })).toBeNull();
  });
});
