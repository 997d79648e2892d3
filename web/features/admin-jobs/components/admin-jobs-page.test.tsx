// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAdminJob } from '#shared/schemas/admin-jobs.js';
import { jsonResponse, renderAdmin, stubAdminApi } from '#web/components/admin/admin-test-kit.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { AdminJobsPage } from './admin-jobs-page.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function buildJob(overrides: Partial<TAdminJob> = {}): TAdminJob {
  return {
    _id: 'j1',
    title: 'Frontend Intern',
    company: 'Acme Labs',
    location: 'Bengaluru',
    email: '',
    domain: 'Technology',
    position: 'Intern',
    salary: 15000,
    type: 'Full-time',
    duration: '3 months',
    description: 'Build things',
    requirements: ['React'],
    isActive: true,
    featured: true,
    expiryDate: null,
    applicationCount: 4,
    viewCount: 10,
    createdAt: '2025-01-01T00:00:00.000Z',
    riskFlags: [],
    held: false,
    ...overrides,
  };
}

const page = (jobs: TAdminJob[], total = jobs.length) =>
  jsonResponse({ jobs, pagination: { current: 1, pages: Math.max(1, Math.ceil(total / 20)), total }, heldCount: 0 });

describe('AdminJobsPage', () => {
  it('shows each field: rupee salary, type, featured badge, N/A email and the status button', async () => {
    stubAdminApi({
      'GET /api/admin/jobs': () => page([buildJob()]),
      'GET /api/admin/jobs/locations': () => jsonResponse(['Bengaluru', 'Mumbai']),
    });
    renderAdmin(<AdminJobsPage />, '/admin/jobs');
    const row = (await screen.findByText('Frontend Intern')).closest('tr') as HTMLElement;
    for (const text of ['Acme Labs', 'Bengaluru', 'Technology', 'Intern', '₹15,000', 'Full-time', 'Featured', 'N/A']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(within(row).getByRole('button', { name: 'Active: deactivate Frontend Intern' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('sorts on the server from the column headers, ascending first, then descending', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/jobs': () => page([buildJob()]),
      'GET /api/admin/jobs/locations': () => jsonResponse([]),
    });
    renderAdmin(<AdminJobsPage />, '/admin/jobs');
    await screen.findByText('Frontend Intern');
    const lastQuery = () => calls.filter((call) => call.url.pathname === '/api/admin/jobs').at(-1)?.url.searchParams;
    expect(lastQuery()?.get('sort')).toBe('createdAt');
    await userEvent.click(screen.getByRole('button', { name: 'Salary' }));
    await waitFor(() => expect(lastQuery()?.get('sort')).toBe('salary'));
    expect(lastQuery()?.get('order')).toBe('asc');
    expect(screen.getByRole('columnheader', { name: 'Salary' }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Salary' }));
    await waitFor(() => expect(lastQuery()?.get('order')).toBe('desc'));
  });

  it('shows the empty state', async () => {
    stubAdminApi({ 'GET /api/admin/jobs': () => page([]), 'GET /api/admin/jobs/locations': () => jsonResponse([]) });
    renderAdmin(<AdminJobsPage />, '/admin/jobs');
    expect(await screen.findByText('No jobs found. Create your first job posting!')).toBeTruthy();
  });

  it('asks for a selection and a location before deleting', async () => {
    stubAdminApi({
      'GET /api/admin/jobs': () => page([buildJob()]),
      'GET /api/admin/jobs/locations': () => jsonResponse(['Bengaluru']),
    });
    renderAdmin(<AdminJobsPage />, '/admin/jobs');
    await screen.findByText('Frontend Intern');
    await userEvent.click(screen.getByRole('button', { name: /Delete Selected/ }));
    expect(await screen.findByText('Please select jobs to delete')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /Delete by Location/ }));
    expect(await screen.findByText('Select a location.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('deletes by location after a confirmation that says it cannot be undone', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/jobs': () => page([buildJob()]),
      'GET /api/admin/jobs/locations': () => jsonResponse(['New Delhi']),
      'DELETE /api/admin/jobs/deletebylocation/New%20Delhi': () =>
        jsonResponse({ message: 'Successfully deleted 3 jobs', deletedCount: 3 }),
    });
    renderAdmin(<AdminJobsPage />, '/admin/jobs');
    await screen.findByText('Frontend Intern');
    await userEvent.selectOptions(await screen.findByLabelText('Location'), 'New Delhi');
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('location') === 'New Delhi')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: /Delete by Location/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/This action cannot be undone\./)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete All' }));
    expect(await screen.findByText('Successfully deleted 3 jobs')).toBeTruthy();
  });

  it('bulk deletes the selected internships', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/jobs': () => page([buildJob(), buildJob({ _id: 'j2', title: 'Data Intern' })]),
      'GET /api/admin/jobs/locations': () => jsonResponse([]),
      'POST /api/admin/jobs/bulk-delete': () =>
        jsonResponse({ message: 'Successfully deleted 2 jobs', deletedCount: 2 }),
    });
    renderAdmin(<AdminJobsPage />, '/admin/jobs');
    await screen.findByText('Data Intern');
    await userEvent.click(screen.getByLabelText('Select all internships on this page'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Selected (2)' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Selected' }),
    );
    expect(await screen.findByText('Successfully deleted 2 jobs')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ jobIds: ['j1', 'j2'] });
  });

  it('toggles the status with only {isActive} and shows the fallback when it fails', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/jobs': () => page([buildJob()]),
      'GET /api/admin/jobs/locations': () => jsonResponse([]),
      'PUT /api/admin/jobs/j1': () => new Response('', { status: 500 }),
    });
    renderAdmin(<AdminJobsPage />, '/admin/jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Active: deactivate Frontend Intern' }));
    expect(await screen.findByText('Failed to update job status')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ isActive: false });
  });

  it('creates an internship with requirements one per line and the defaults', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/jobs': () => page([]),
      'GET /api/admin/jobs/locations': () => jsonResponse([]),
      'POST /api/admin/jobs': () => jsonResponse({ message: 'Job created successfully!', job: buildJob() }, 201),
    });
    renderAdmin(<AdminJobsPage />, '/admin/jobs');
    await screen.findByText('No jobs found. Create your first job posting!');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add Internship' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Add New Internship' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Internship' }));
    expect(await within(dialog).findByText('Title is required')).toBeTruthy();

    const fill = async (label: string, value: string) => userEvent.type(within(dialog).getByLabelText(label), value);
    await fill('Title', 'Frontend Intern');
    await fill('Company', 'Acme Labs');
    await fill('Location', 'Bengaluru');
    await fill('Domain', 'Technology');
    await fill('Position', 'Intern');
    await fill('Duration', '3 months');
    await fill('Salary (₹ per month)', '15000');
    await fill('Description', 'Build things');
    await fill('Requirements (one per line)', 'React{enter}{enter}TypeScript');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Internship' }));

    expect(await screen.findByText('Job created successfully!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Frontend Intern',
      salary: 15000,
      type: 'Full-time',
      isActive: true,
      featured: false,
      expiryDate: null,
      email: '',
      requirements: ['React', 'TypeScript'],
    });
  });
});
