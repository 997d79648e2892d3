// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAdmin, stubAdminApi } from '#web/components/admin/admin-test-kit.js';
import { cleanup, fireEvent, screen, waitFor } from '#web/test/testing-library.js';
import type { TAuditEntry } from '../api/get-audit-log.js';
import { AdminAuditPage } from './admin-audit-page.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const buildEntry = (overrides: Partial<TAuditEntry> = {}): TAuditEntry => ({
  _id: 'e1',
  adminId: 'a1',
  adminName: 'Priya Admin',
  action: 'Edit internship',
  target: 'job-42',
  details: { changes: { title: { before: 'Intern', after: 'Data intern' } } },
  ip: '203.0.113.7',
  createdAt: '2025-03-05T08:00:00.000Z',
  ...overrides,
});

const auditCalls = (calls: ReturnType<typeof stubAdminApi>) =>
  calls.filter((call) => call.url.pathname === '/api/admin/audit');

describe('AdminAuditPage', () => {
  it("lists the entries with an edit's before → after and other details as key: value", async () => {
    stubAdminApi({
      'GET /api/admin/audit': () =>
        jsonResponse({
          entries: [
            buildEntry(),
            buildEntry({
              _id: 'e2',
              action: 'Change application status',
              target: 'app-7',
              details: { status: 'Accepted' },
            }),
          ],
          nextCursor: null,
        }),
    });
    renderAdmin(<AdminAuditPage />, '/admin/audit');

    expect(await screen.findByText('title: Intern → Data intern')).toBeTruthy();
    expect(screen.getByText('status: Accepted')).toBeTruthy();
    expect(screen.getAllByText('Priya Admin')).toHaveLength(2);
    expect(screen.getByText('job-42')).toBeTruthy();
    expect(screen.getAllByText('203.0.113.7')).toHaveLength(2);
    // 08:00 UTC is 1:30 pm in India.
    expect(screen.getAllByText(/5 Mar 2025, 01:30 pm/i)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('refetches with action= when an action is chosen', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/audit': (url) =>
        jsonResponse({
          entries: url.searchParams.get('action')
            ? [buildEntry({ _id: 'e9', action: 'Sign out', details: {} })]
            : [buildEntry()],
          nextCursor: null,
        }),
    });
    renderAdmin(<AdminAuditPage />, '/admin/audit');
    await screen.findByText('title: Intern → Data intern');
    expect(auditCalls(calls)[0]?.url.searchParams.has('action')).toBe(false);

    await userEvent.selectOptions(screen.getByLabelText('Filter by action'), 'Sign out');
    await waitFor(() =>
      expect(auditCalls(calls).some((call) => call.url.searchParams.get('action') === 'Sign out')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText('title: Intern → Data intern')).toBeNull());
  });

  it('refetches with adminId= when an administrator is chosen (several administrators, docs/decisions/0037)', async () => {
    const admin = (id: string, username: string) => ({
      _id: id,
      username,
      email: `${username}@example.com`,
      createdAt: '2025-01-01T00:00:00.000Z',
      isYou: id === 'a1',
    });
    const calls = stubAdminApi({
      'GET /api/admin/admins': () =>
        jsonResponse({ admins: [admin('a1', 'Priya Admin'), admin('a2', 'Ravi Admin')], invitations: [] }),
      'GET /api/admin/audit': (url) =>
        jsonResponse({
          entries:
            url.searchParams.get('adminId') === 'a2'
              ? [buildEntry({ _id: 'e5', adminId: 'a2', adminName: 'Ravi Admin', target: 'job-77' })]
              : [buildEntry()],
          nextCursor: null,
        }),
    });
    renderAdmin(<AdminAuditPage />, '/admin/audit');
    await screen.findByText('job-42');
    const select = screen.getByLabelText('Filter by administrator');
    await screen.findByRole('option', { name: 'Ravi Admin' });
    await userEvent.selectOptions(select, 'Ravi Admin');
    expect(await screen.findByText('job-77')).toBeTruthy();
    expect(auditCalls(calls).at(-1)?.url.searchParams.get('adminId')).toBe('a2');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('job-42')).toBeTruthy();
  });

  it('appends the next page with cursor= on Load more', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/audit': (url) =>
        jsonResponse(
          url.searchParams.get('cursor') === 'next-1'
            ? { entries: [buildEntry({ _id: 'e2', target: 'job-older' })], nextCursor: null }
            : { entries: [buildEntry()], nextCursor: 'next-1' },
        ),
    });
    renderAdmin(<AdminAuditPage />, '/admin/audit');
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('job-older')).toBeTruthy();
    expect(screen.getByText('job-42')).toBeTruthy();
    expect(auditCalls(calls).at(-1)?.url.searchParams.get('cursor')).toBe('next-1');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('downloads the .xlsx with the filters in force', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/audit': () => jsonResponse({ entries: [buildEntry()], nextCursor: null }),
      'GET /api/admin/audit/export': () => new Response(new Blob(['xlsx']), { status: 200 }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const files: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push(this.download);
    });
    renderAdmin(<AdminAuditPage />, '/admin/audit');
    await screen.findByText('title: Intern → Data intern');

    await userEvent.selectOptions(screen.getByLabelText('Filter by action'), 'Edit internship');
    fireEvent.input(screen.getByLabelText('From'), { target: { value: '2025-03-01' } });
    fireEvent.input(screen.getByLabelText('To'), { target: { value: '2025-03-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Download .xlsx' }));

    expect(await screen.findByText('Activity log downloaded successfully!')).toBeTruthy();
    const exported = calls.find((call) => call.url.pathname === '/api/admin/audit/export');
    expect(Object.fromEntries(exported?.url.searchParams ?? [])).toEqual({
      action: 'Edit internship',
      from: '2025-03-01',
      to: '2025-03-31',
    });
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^activity_log_from_2025-03-01_to_2025-03-31_\d{4}-\d{2}-\d{2}\.xlsx$/);
    // The list follows the same filters.
    const listed = auditCalls(calls).at(-1)?.url.searchParams;
    expect([listed?.get('action'), listed?.get('from'), listed?.get('to')]).toEqual([
      'Edit internship',
      '2025-03-01',
      '2025-03-31',
    ]);
  });

  it('says No actions recorded for these filters when there are none', async () => {
    stubAdminApi({ 'GET /api/admin/audit': () => jsonResponse({ entries: [], nextCursor: null }) });
    renderAdmin(<AdminAuditPage />, '/admin/audit');
    expect(await screen.findByText('No actions recorded for these filters')).toBeTruthy();
  });

  it('shows the error with Try again when the log cannot load', async () => {
    stubAdminApi({ 'GET /api/admin/audit': () => new Response('oops', { status: 500 }) });
    renderAdmin(<AdminAuditPage />, '/admin/audit');
    expect((await screen.findAllByText('Failed to fetch the activity log')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
