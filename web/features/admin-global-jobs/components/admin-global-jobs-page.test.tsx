// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAdmin, stubAdminApi } from '#web/components/admin/admin-test-kit.js';
import { cleanup, screen, within } from '#web/test/testing-library.js';
import { AdminGlobalJobsPage } from './admin-global-jobs-page.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const JOB = {
  _id: 'g1',
  country_name: 'Germany',
  company_name: 'Siemens',
  link: 'https://siemens.com/careers',
  continents: 'Europe',
  linkBroken: false,
  linkFailures: 0,
  linkCheckedAt: '2030-03-01T04:00:00.000Z',
  linkError: null,
};

/** Three daily checks in a row failed (docs/decisions/0036). */
const BROKEN = {
  _id: 'g2',
  country_name: 'Canada',
  company_name: 'Job Bank',
  link: 'https://www.jobbank.gc.ca/old',
  continents: 'North America',
  linkBroken: true,
  linkFailures: 3,
  linkCheckedAt: '2030-03-02T04:00:00.000Z',
  linkError: 'HTTP 404',
};

describe('AdminGlobalJobsPage', () => {
  it('shows the empty state', async () => {
    stubAdminApi({ 'GET /api/admin/globals': () => jsonResponse([]) });
    renderAdmin(<AdminGlobalJobsPage />, '/admin/global');
    expect(await screen.findByText('No global jobs found. Create your first global job!')).toBeTruthy();
  });

  it('counts the links that may be broken, marks each with its last error and check, and shows them alone', async () => {
    stubAdminApi({ 'GET /api/admin/globals': () => jsonResponse([JOB, BROKEN]) });
    renderAdmin(<AdminGlobalJobsPage />, '/admin/global');
    const broken = (await screen.findByText('Job Bank')).closest('tr') as HTMLElement;
    expect(screen.getByText(/1 link may be broken: the daily check failed three times in a row/)).toBeTruthy();
    expect(within(broken).getByText('Link may be broken')).toBeTruthy();
    expect(within(broken).getByText(/^HTTP 404 · 3 failed checks in a row · last checked 2 Mar 2030/)).toBeTruthy();
    const fine = screen.getByText('Siemens').closest('tr') as HTMLElement;
    expect(within(fine).queryByText('Link may be broken')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show only these' }));
    expect(screen.queryByText('Siemens')).toBeNull();
    expect(screen.getByText('Showing 1 of 2 global jobs')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show all global jobs' }));
    expect(screen.getByText('Siemens')).toBeTruthy();
  });

  it('shows no notice and no badge when every link answers', async () => {
    stubAdminApi({ 'GET /api/admin/globals': () => jsonResponse([JOB]) });
    renderAdmin(<AdminGlobalJobsPage />, '/admin/global');
    await screen.findByText('Siemens');
    expect(screen.queryByText(/may be broken/i)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show only these' })).toBeNull();
  });

  it('asks for a selection, then bulk deletes with the server message', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/globals': () => jsonResponse([JOB]),
      'POST /api/admin/globals/bulk-delete': () => jsonResponse({ message: 'Deleted 1 global jobs', deletedCount: 1 }),
    });
    renderAdmin(<AdminGlobalJobsPage />, '/admin/global');
    await screen.findByText('Siemens');
    await userEvent.click(screen.getByRole('button', { name: /Delete Selected/ }));
    expect(await screen.findByText('Please select jobs to delete')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Select Siemens'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Selected (1)' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Selected' }),
    );
    expect(await screen.findByText('Deleted 1 global jobs')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ jobIds: ['g1'] });
  });

  it('validates the form (link must be a URL) and creates', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/globals': () => jsonResponse([]),
      'POST /api/admin/globals': () => jsonResponse({ message: 'Global job created successfully!', job: JOB }, 201),
    });
    renderAdmin(<AdminGlobalJobsPage />, '/admin/global');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Global Job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Global Job' });
    await userEvent.type(within(dialog).getByLabelText('Careers link (URL)'), 'not a url');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Job' }));
    expect(await within(dialog).findByText('Link must be a valid URL')).toBeTruthy();
    expect(within(dialog).getByText('Country name is required')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText('Country name'), 'Germany');
    await userEvent.type(within(dialog).getByLabelText('Company name'), 'Siemens');
    await userEvent.clear(within(dialog).getByLabelText('Careers link (URL)'));
    await userEvent.type(within(dialog).getByLabelText('Careers link (URL)'), 'https://siemens.com/careers');
    await userEvent.type(within(dialog).getByLabelText('Continent'), 'Europe');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText('Global job created successfully!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      country_name: 'Germany',
      company_name: 'Siemens',
      link: 'https://siemens.com/careers',
      continents: 'Europe',
    });
  });
});
