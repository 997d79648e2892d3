// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminApplication } from '#shared/schemas/admin.js';
import { jsonResponse, renderAdmin, stubAdminApi } from '#web/components/admin/admin-test-kit.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { AdminApplicationsPage } from './admin-applications-page.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function buildApplication(overrides: Partial<TAdminApplication> = {}): TAdminApplication {
  return {
    _id: 'a1',
    userId: {
      _id: 'u1',
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '98765',
      skills: ['Python'],
      resume: true,
    },
    jobId: { _id: 'j1', title: 'Frontend Intern', company: 'Acme Labs', location: 'Bengaluru', salary: 15000 },
    jobSnapshot: { title: 'Frontend Intern', company: 'Acme Labs' },
    appliedAt: '2025-03-01T10:00:00.000Z',
    status: 'Pending',
    mailStatus: 'pending',
    coverLetter: 'I would love to join.',
    closedReason: null,
    ...overrides,
  };
}

const LIST = [
  buildApplication(),
  buildApplication({ _id: 'a2', mailStatus: 'sent', userId: null }),
  buildApplication({
    _id: 'a3',
    mailStatus: 'undelivered',
    jobId: null,
    jobSnapshot: { title: 'Old Role', company: 'Gone Ltd' },
  }),
  buildApplication({ _id: 'a4', mailStatus: 'Mail not found' }),
];

describe('AdminApplicationsPage', () => {
  it('labels mail states, shows Deleted User / Deleted Job and counts each state', async () => {
    stubAdminApi({ 'GET /api/admin/applications': () => jsonResponse(LIST) });
    renderAdmin(<AdminApplicationsPage />, '/admin/applications');
    expect((await screen.findAllByText('Deleted User')).length).toBe(1);
    expect(screen.getByText('Deleted Job')).toBeTruthy();
    expect(screen.getByText('Old Role at Gone Ltd')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Applications' });
    for (const label of ['Pending', 'Email Sent', 'Email Failed', 'No Company Email']) {
      expect(within(table).getAllByText(label).length).toBeGreaterThan(0);
    }
    const counts = screen.getByRole('region', { name: 'Application counts' });
    expect(within(counts).getByText('4')).toBeTruthy();
  });

  it('asks the server for the chosen filter and shows the empty state', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/applications': (url) =>
        jsonResponse(url.searchParams.get('filter') === 'mail not found' ? [] : LIST),
    });
    renderAdmin(<AdminApplicationsPage />, '/admin/applications');
    await screen.findByText('Deleted Job');
    const select = screen.getByLabelText('Filter by email status');
    expect([...(select as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      'all',
      'sent',
      'undelivered',
      'mail not found',
      'pending',
    ]);
    await userEvent.selectOptions(select, 'mail not found');
    expect(await screen.findByText('No applications found for the selected filter.')).toBeTruthy();
    expect(calls.some((call) => call.url.searchParams.get('filter') === 'mail not found')).toBe(true);
  });

  it('changes the status from the detail modal and forwards a held application', async () => {
    let status = 'Pending';
    const calls = stubAdminApi({
      'GET /api/admin/applications': () => jsonResponse([buildApplication({ status: status as 'Pending' })]),
      'PUT /api/admin/applications/a1/status': (_url, init) => {
        status = JSON.parse(String(init?.body)).status;
        return jsonResponse({ message: `Application marked ${status}` });
      },
      'POST /api/admin/applications/a1/forward': () =>
        jsonResponse({ message: 'Application forwarded to the company' }),
    });
    renderAdmin(<AdminApplicationsPage />, '/admin/applications');
    await userEvent.click(await screen.findByRole('button', { name: "View Asha Rao's application" }));
    const dialog = await screen.findByRole('dialog', { name: 'Application Details' });
    for (const text of [
      'asha@example.com',
      '98765',
      'Python',
      'Acme Labs',
      'Bengaluru',
      '₹15,000',
      'I would love to join.',
    ]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'Accepted');
    expect(await screen.findByText('Application marked Accepted')).toBeTruthy();
    await waitFor(() => expect((within(dialog).getByLabelText('Status') as HTMLSelectElement).value).toBe('Accepted'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Forward to Company' }));
    expect(await screen.findByText('Application forwarded to the company')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url.pathname.endsWith('/a1/forward'))).toBe(true);
  });

  it('tags a closed application No response beside Pending in the table and on a phone', async () => {
    const list = [
      buildApplication({ closedReason: 'No response' }),
      buildApplication({ _id: 'a2', mailStatus: 'sent' }),
    ];
    stubAdminApi({ 'GET /api/admin/applications': () => jsonResponse(list) });
    const { unmount } = renderAdmin(<AdminApplicationsPage />, '/admin/applications');
    const table = await screen.findByRole('table', { name: 'Applications' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('No response')).toBeTruthy();
    expect((within(rows[0]).getByRole('combobox') as HTMLSelectElement).value).toBe('Pending');
    expect(within(rows[1]).queryByText('No response')).toBeNull();
    unmount();

    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderAdmin(<AdminApplicationsPage />, '/admin/applications');
    const cards = await screen.findByRole('list', { name: 'Applications' });
    expect(within(cards).getAllByText('No response')).toHaveLength(1);
  });

  it("shows the history in the detail modal: each step, the company's note and the interview time", async () => {
    stubAdminApi({
      'GET /api/admin/applications': () => jsonResponse([buildApplication({ status: 'Reviewed', mailStatus: 'sent' })]),
      'GET /api/admin/applications/a1/timeline': () =>
        jsonResponse({
          closedReason: null,
          timeline: [
            { kind: 'applied', by: 'student', at: '2025-03-01T10:00:00.000Z' },
            { kind: 'sent', by: 'system', at: '2025-03-01T10:01:00.000Z' },
            { kind: 'opened', by: 'company', at: '2025-03-02T05:00:00.000Z' },
            {
              kind: 'answered',
              by: 'company',
              at: '2025-03-03T05:00:00.000Z',
              answer: 'interview',
              status: 'Reviewed',
              note: 'Bring your portfolio.',
              interviewAt: '2025-03-12T05:00:00.000Z',
            },
            { kind: 'status_set', by: 'admin', at: '2025-03-04T05:00:00.000Z', status: 'Reviewed' },
          ],
        }),
    });
    renderAdmin(<AdminApplicationsPage />, '/admin/applications');
    await userEvent.click(await screen.findByRole('button', { name: "View Asha Rao's application" }));
    const dialog = await screen.findByRole('dialog', { name: 'Application Details' });
    const history = await within(dialog).findByRole('list', { name: 'History' });
    const steps = within(history).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Applied by the student',
      'Delivered to the company',
      'Opened by the company',
      'Company answered Interview (status Reviewed)',
      'Status set to Reviewed by an admin',
    ]);
    expect(within(steps[0]).getByText(/^1 Mar 2025, 0?3:30\s?pm$/i)).toBeTruthy();
    expect(steps[3].textContent).toMatch(/Interview: 12 Mar 2025, 10:30\s?am \(India time\)/i);
    expect(within(steps[3]).getByText('Bring your portfolio.').tagName).toBe('BLOCKQUOTE');
    expect(within(dialog).queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it('reopens an application closed as No response, then shows the list and the history afresh', async () => {
    let closed = true;
    const calls = stubAdminApi({
      'GET /api/admin/applications': () =>
        jsonResponse([buildApplication({ mailStatus: 'sent', closedReason: closed ? 'No response' : null })]),
      'GET /api/admin/applications/a1/timeline': () =>
        jsonResponse({
          closedReason: closed ? 'No response' : null,
          timeline: [
            { kind: 'applied', by: 'student', at: '2025-03-01T10:00:00.000Z' },
            { kind: 'closed', by: 'system', at: '2025-03-16T10:00:00.000Z' },
            ...(closed ? [] : [{ kind: 'reopened', by: 'admin', at: '2025-03-17T10:00:00.000Z' }]),
          ],
        }),
      'POST /api/admin/applications/a1/reopen': () => {
        closed = false;
        return jsonResponse({ message: 'Application reopened' });
      },
    });
    renderAdmin(<AdminApplicationsPage />, '/admin/applications');
    await userEvent.click(await screen.findByRole('button', { name: "View Asha Rao's application" }));
    const dialog = await screen.findByRole('dialog', { name: 'Application Details' });
    expect(await within(dialog).findByText('Closed as No response')).toBeTruthy();
    expect(within(dialog).getAllByText('No response').length).toBeGreaterThan(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('Application reopened')).toBeTruthy();
    expect(await within(dialog).findByText('Reopened by an admin')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Reopen' })).toBeNull();
    // The list (behind the modal, hidden from the accessibility tree while it is open) and the modal's
    // status row, which follows it, have lost their tag too.
    await waitFor(() => expect(within(dialog).queryByText('No response')).toBeNull());
    expect(
      within(screen.getByRole('table', { name: 'Applications', hidden: true })).queryByText('No response'),
    ).toBeNull();
    // The list was asked once, then again after the reopening.
    expect(calls.filter((call) => call.url.pathname === '/api/admin/applications')).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual([
      '/api/admin/applications/a1/reopen',
    ]);
  });

  it("toasts the server's refusal when the application is no longer closed", async () => {
    stubAdminApi({
      'GET /api/admin/applications': () => jsonResponse([buildApplication({ closedReason: 'No response' })]),
      'GET /api/admin/applications/a1/timeline': () => jsonResponse({ closedReason: 'No response', timeline: [] }),
      'POST /api/admin/applications/a1/reopen': () =>
        jsonResponse({ message: 'This application is not closed', code: 'APPLICATION_NOT_CLOSED' }, 409),
    });
    renderAdmin(<AdminApplicationsPage />, '/admin/applications');
    await userEvent.click(await screen.findByRole('button', { name: "View Asha Rao's application" }));
    const dialog = await screen.findByRole('dialog', { name: 'Application Details' });
    expect(await within(dialog).findByText('No history yet.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('This application is not closed')).toBeTruthy();
  });

  it('forwards every held application at once after confirming', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/applications': () => jsonResponse(LIST),
      'POST /api/admin/applications/forward': () =>
        jsonResponse({ message: 'Forwarded 1 application', forwarded: 1, failures: [] }),
    });
    renderAdmin(<AdminApplicationsPage />, '/admin/applications');
    await userEvent.click(await screen.findByRole('button', { name: 'Forward Held (1)' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Forward All' }));
    expect(await screen.findByText('Forwarded 1 application')).toBeTruthy();
    expect(calls.find((call) => call.url.pathname === '/api/admin/applications/forward')?.body).toEqual({
      applicationIds: ['a1'],
    });
  });

  it('downloads the resume as {name}_Resume.pdf with the toast', async () => {
    stubAdminApi({
      'GET /api/admin/applications': () => jsonResponse([buildApplication()]),
      'GET /api/resume/u1': () => new Response(new Blob(['%PDF-1.4']), { status: 200 }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderAdmin(<AdminApplicationsPage />, '/admin/applications');
    await userEvent.click(await screen.findByRole('button', { name: "View Asha Rao's application" }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Resume downloaded successfully!')).toBeTruthy();
    expect(clicks).toEqual(['Asha Rao_Resume.pdf']);
  });

  it('shows Failed to fetch applications', async () => {
    stubAdminApi({ 'GET /api/admin/applications': () => new Response('', { status: 500 }) });
    renderAdmin(<AdminApplicationsPage />, '/admin/applications');
    expect((await screen.findAllByText('Failed to fetch applications')).length).toBeGreaterThan(0);
  });
});
