// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminJob } from '#shared/schemas/admin-jobs.js';
import { jsonResponse, renderAdmin, stubAdminApi } from '#web/components/admin/admin-test-kit.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { stubXhr } from '#web/test/xhr-stub.js';
import { AdminJobsPage } from './admin-jobs-page.js';
import { BulkUploadDialog } from './bulk-upload-dialog.js';

// Risk flags and the held-for-review list in the back office (docs/decisions/0038).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const money = { rule: 'asks_for_money', reason: 'mentions "registration fee"' } as const;

function buildJob(overrides: Partial<TAdminJob> = {}): TAdminJob {
  return {
    _id: 'j1',
    title: 'Data Entry Intern',
    company: 'Quick Jobs',
    location: 'Hubballi',
    email: '',
    domain: 'Operations',
    position: 'Intern',
    salary: 8000,
    type: 'Remote',
    duration: '1 month',
    description: 'A registration fee of ₹500 is taken at joining.',
    requirements: [],
    isActive: false,
    featured: false,
    expiryDate: null,
    applicationCount: 0,
    viewCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    riskFlags: [money],
    held: true,
    ...overrides,
  };
}

const plain = buildJob({ _id: 'j2', title: 'Design Intern', riskFlags: [], held: false, isActive: true });
const page = (jobs: TAdminJob[], heldCount: number) =>
  jsonResponse({ jobs, pagination: { current: 1, pages: 1, total: jobs.length }, heldCount });

const narrowScreen = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));

describe('risk flags on the internships list', () => {
  it('shows Held for review and Risk with the reasons on table rows and on phone cards', async () => {
    stubAdminApi({
      'GET /api/admin/jobs': () => page([buildJob(), plain], 1),
      'GET /api/admin/jobs/locations': () => jsonResponse([]),
    });
    const { unmount } = renderAdmin(<AdminJobsPage />, '/admin/jobs');
    const row = (await screen.findByText('Data Entry Intern')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Held for review')).toBeTruthy();
    expect(within(row).getByText('Risk')).toBeTruthy();
    const flags = within(row).getByRole('list', { name: 'Risk flags of Data Entry Intern' });
    expect(flags.textContent).toBe('Asks for money: mentions "registration fee"');
    // Held: Publish in place of the status toggle.
    expect(within(row).getByRole('button', { name: 'Publish Data Entry Intern' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /activate Data Entry Intern/ })).toBeNull();
    const plainRow = screen.getByText('Design Intern').closest('tr') as HTMLElement;
    expect(within(plainRow).queryByText('Risk')).toBeNull();
    expect(within(plainRow).queryByText('Held for review')).toBeNull();
    unmount();

    narrowScreen();
    renderAdmin(<AdminJobsPage />, '/admin/jobs');
    const cards = await screen.findByRole('list', { name: 'Internships' });
    const card = within(cards).getByText('Data Entry Intern').closest('li') as HTMLElement;
    expect(within(card).getByText('Held for review')).toBeTruthy();
    expect(within(card).getByText(/mentions "registration fee"/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Publish Data Entry Intern' })).toBeTruthy();
  });

  it('lists only the held ones with the "Held for review (N)" toggle, and publishes one after a confirmation', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/jobs': (url) =>
        url.searchParams.get('held') === 'true' ? page([buildJob()], 1) : page([buildJob(), plain], 1),
      'GET /api/admin/jobs/locations': () => jsonResponse([]),
      'POST /api/admin/jobs/j1/publish': () =>
        jsonResponse({
          message: 'Internship published: students can see it now.',
          job: buildJob({ held: false, isActive: true }),
        }),
    });
    renderAdmin(<AdminJobsPage />, '/admin/jobs');
    const toggle = await screen.findByRole('button', { name: 'Held for review (1)' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('held')).toBe('true'));
    await waitFor(() => expect(screen.queryByText('Design Intern')).toBeNull());
    expect(screen.getByRole('button', { name: 'Held for review (1)' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Publish Data Entry Intern' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish this internship?' });
    expect(dialog.textContent).toContain('Asks for money (mentions "registration fee")');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Internship published: students can see it now.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual([
      '/api/admin/jobs/j1/publish',
    ]);
  });

  it('hides the toggle while nothing is held', async () => {
    stubAdminApi({
      'GET /api/admin/jobs': () => page([plain], 0),
      'GET /api/admin/jobs/locations': () => jsonResponse([]),
    });
    renderAdmin(<AdminJobsPage />, '/admin/jobs');
    await screen.findByText('Design Intern');
    expect(screen.queryByRole('button', { name: /Held for review/ })).toBeNull();
  });

  it('names the flags in a warning after saving a listing that raised them, and keeps a held one without Active', async () => {
    stubAdminApi({
      'GET /api/admin/jobs': () => page([buildJob()], 1),
      'GET /api/admin/jobs/locations': () => jsonResponse([]),
      'PUT /api/admin/jobs/j1': () =>
        jsonResponse({
          message: 'Job updated successfully!',
          job: buildJob({ riskFlags: [money, { rule: 'personal_mail', reason: 'company e-mail at gmail.com' }] }),
        }),
    });
    renderAdmin(<AdminJobsPage />, '/admin/jobs');
    const row = (await screen.findByText('Data Entry Intern')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Internship' });
    expect(within(dialog).queryByLabelText('Active (visible to students)')).toBeNull();
    expect(within(dialog).getByText(/Held for review: saving keeps it hidden/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Internship' }));
    expect(await screen.findByText('Job updated successfully!')).toBeTruthy();
    expect(
      await screen.findByText(
        'Saved with risk flags: Asks for money (mentions "registration fee"); Personal mail address (company e-mail at gmail.com)',
      ),
    ).toBeTruthy();
  });
});

describe('risk flags in an import', () => {
  it('shows how many rows are held for review, with each row and its reasons, and stays open', async () => {
    stubAdminApi({});
    stubXhr({
      status: 200,
      body: {
        message: 'Imported 3 jobs; 1 held for review',
        jobsCreated: 3,
        heldCount: 1,
        heldRows: [{ row: 3, title: 'Sheet Intern Two', riskFlags: [money] }],
      },
    });
    const onOpenChange = vi.fn();
    renderAdmin(<BulkUploadDialog open onOpenChange={onOpenChange} />, '/admin/jobs');
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Upload Internships' });
    const file = new File(['xlsx'], 'jobs.xlsx', { type: 'application/vnd.ms-excel' });
    await userEvent.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Imported 3 jobs; 1 held for review')).toBeTruthy();
    const held = within(dialog).getByRole('status');
    expect(held.textContent).toContain('1 held for review.');
    expect(held.textContent).toContain('Row 3 · Sheet Intern Two: Asks for money (mentions "registration fee")');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});
