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
