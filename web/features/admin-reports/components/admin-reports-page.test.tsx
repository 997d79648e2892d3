// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TQueuedReport, TReportedListing, TReportQueue } from '#shared/schemas/reports.js';
import { jsonResponse, renderAdmin, stubAdminApi } from '#web/components/admin/admin-test-kit.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { AdminReportsPage } from './admin-reports-page.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const report = (overrides: Partial<TQueuedReport> = {}): TQueuedReport => ({
  _id: 'r1',
  reference: 'R-AAAA-0000',
  reason: 'asks_for_money',
  details: 'They asked for ₹2,000.',
  contact: '98765 43210',
  fromStudent: true,
  createdAt: '2026-11-23T04:30:00.000Z',
  dueDate: '2026-12-01',
  overdue: true,
  outcome: null,
  outcomeNote: '',
  closedAt: null,
  closedBy: null,
  ...overrides,
});

const listing = (overrides: Partial<TReportedListing> = {}): TReportedListing => ({
  listingKind: 'internship',
  listingId: 'job-1',
  title: 'Data Entry Intern',
  company: 'Quick Cash Jobs',
  isActive: true,
  exists: true,
  dueDate: '2026-12-01',
  overdue: true,
  reports: [report()],
  ...overrides,
});

const QUEUE: TReportQueue = {
  listings: [
    listing(),
    listing({
      listingKind: 'global_job',
      listingId: 'g1',
      title: 'Rhein Labs (Germany)',
      company: 'Rhein Labs',
      isActive: null,
      overdue: false,
      dueDate: '2026-12-05',
      reports: [report({ _id: 'r2', reference: 'R-BBBB-1111', reason: 'expired_or_filled', overdue: false })],
    }),
  ],
  openCount: 2,
  overdueCount: 1,
};

function stubQueue(decide = vi.fn(() => jsonResponse({ message: '1 report dismissed.', closed: 1 }))) {
  const calls = stubAdminApi({
    'GET /api/admin/reports': () => jsonResponse(QUEUE),
    'GET /api/admin/reports/holidays': () => jsonResponse({ holidays: [{ date: '2026-11-26', name: 'Holiday' }] }),
    'POST /api/admin/reports/decision': decide,
    'PUT /api/admin/reports/holidays': () => jsonResponse({ message: 'Holidays saved.', holidays: [] }),
  });
  return calls;
}

describe('AdminReportsPage', () => {
  it('shows each reported listing with its reports, its deadline and the overdue one marked', async () => {
    stubQueue();
    renderAdmin(<AdminReportsPage />, '/admin/reports');
    const overdue = await screen.findByRole('article', { name: 'Data Entry Intern' });
    expect(within(overdue).getByText(/Overdue: was due 1 Dec 2026/)).toBeTruthy();
    expect(within(overdue).getByText('Asks for money')).toBeTruthy();
    expect(within(overdue).getByText('R-AAAA-0000')).toBeTruthy();
    expect(within(overdue).getByText('Contact: 98765 43210')).toBeTruthy();
    expect(within(overdue).getByRole('button', { name: /Deactivate/ })).toBeTruthy();
    const global = screen.getByRole('article', { name: 'Rhein Labs (Germany)' });
    expect(within(global).getByText(/Due by 5 Dec 2026/)).toBeTruthy();
    // A global job has no active flag: dismiss, edit or delete.
    expect(within(global).queryByRole('button', { name: /Deactivate/ })).toBeNull();
    expect(screen.getByText(/overdue/, { selector: 'p' }).textContent).toMatch(/2 open · 1 overdue/);
  });

  it('asks for the reason before dismissing, and sends it', async () => {
    const decide = vi.fn(() => jsonResponse({ message: '1 report dismissed.', closed: 1 }));
    const calls = stubQueue(decide);
    renderAdmin(<AdminReportsPage />, '/admin/reports');
    const card = await screen.findByRole('article', { name: 'Data Entry Intern' });
    await userEvent.click(within(card).getByRole('button', { name: /Dismiss/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss the reports' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    expect(within(dialog).getByText('Please give the reason for dismissing')).toBeTruthy();
    expect(decide).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'The company confirmed no fee is asked.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    await waitFor(() => expect(decide).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      listingKind: 'internship',
      listingId: 'job-1',
      decision: 'dismiss',
      reason: 'The company confirmed no fee is asked.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('deletes after a confirmation', async () => {
    const decide = vi.fn(() => jsonResponse({ message: 'Listing deleted; 1 report closed.', closed: 1 }));
    const calls = stubQueue(decide);
    renderAdmin(<AdminReportsPage />, '/admin/reports');
    const card = await screen.findByRole('article', { name: 'Rhein Labs (Germany)' });
    await userEvent.click(within(card).getByRole('button', { name: /Delete/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the listing?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(decide).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      listingKind: 'global_job',
      listingId: 'g1',
      decision: 'delete',
    });
  });

  it('adds a holiday to the list and saves the whole list', async () => {
    const calls = stubQueue();
    renderAdmin(<AdminReportsPage />, '/admin/reports');
    const panel = await screen.findByRole('region', { name: 'Holidays' });
    await within(panel).findByText('Holiday');
    const save = within(panel).getByRole('button', { name: 'Save holidays' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.click(within(panel).getByRole('button', { name: /Add/ }));
    expect(within(panel).getByText('Choose a date')).toBeTruthy();
    await userEvent.type(within(panel).getByLabelText('Date'), '2026-12-25');
    await userEvent.type(within(panel).getByLabelText('Name'), 'Christmas');
    await userEvent.click(within(panel).getByRole('button', { name: /Add/ }));
    await userEvent.click(save);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      holidays: [
        { date: '2026-11-26', name: 'Holiday' },
        { date: '2026-12-25', name: 'Christmas' },
      ],
    });
  });
});
