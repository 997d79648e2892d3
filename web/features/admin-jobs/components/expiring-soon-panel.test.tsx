// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TExpiringJob } from '#shared/schemas/admin-jobs.js';
import { jsonResponse, renderAdmin, stubAdminApi } from '#web/components/admin/admin-test-kit.js';
import { formatDate, toIndiaIsoDate } from '#web/lib/india-dates.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { AdminJobsPage } from './admin-jobs-page.js';
import { ExpiringSoonPanel } from './expiring-soon-panel.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Noon in India `days` calendar days from today. */
const inDays = (days: number) => `${toIndiaIsoDate(new Date(Date.now() + days * 86_400_000))}T12:00:00+05:30`;

function buildExpiring(overrides: Partial<TExpiringJob> = {}): TExpiringJob {
  return {
    _id: 'j1',
    title: 'Frontend Intern',
    company: 'Acme Labs',
    location: 'Bengaluru',
    expiryDate: inDays(3),
    applicationCount: 4,
    ...overrides,
  };
}

/** The answer's job: the whole internship, as the back office sees it. */
const extendedJob = {
  ...buildExpiring({ expiryDate: inDays(48) }),
  email: '',
  domain: 'Technology',
  position: 'Intern',
  salary: 15000,
  type: 'Full-time',
  duration: '3 months',
  description: 'Build things',
  requirements: [],
  isActive: true,
  featured: false,
  viewCount: 10,
  createdAt: '2025-01-01T00:00:00.000Z',
  riskFlags: [],
  held: false,
};

const TWO = [
  buildExpiring({ _id: 'j2', title: 'Data Intern', expiryDate: inDays(1), applicationCount: 1 }),
  buildExpiring(),
];
const expiring =
  (jobs: TExpiringJob[], total = jobs.length) =>
  () =>
    jsonResponse({ jobs, total });
const panel = () => screen.getByRole('region', { name: 'Expiring soon' });

describe('ExpiringSoonPanel', () => {
  it('lists what closes in the next 7 days, soonest first, with the day and the date', async () => {
    const calls = stubAdminApi({ 'GET /api/admin/jobs/expiring': expiring(TWO) });
    renderAdmin(<ExpiringSoonPanel />, '/admin/jobs');
    const list = await screen.findByRole('list', { name: 'Internships closing in the next 7 days' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['Data Intern', 'Frontend Intern']);
    expect(rows[0].textContent).toContain('Closes tomorrow');
    expect(rows[1].textContent).toContain(`Closes in 3 days · ${formatDate(inDays(3))}`);
    expect(rows[1].textContent).toContain('Acme Labs · Bengaluru · 4 applications');
    expect(within(panel()).getByText('2 active internships close in the next 7 days.')).toBeTruthy();
    expect(calls.find((call) => call.url.pathname === '/api/admin/jobs/expiring')?.url.searchParams.get('days')).toBe(
      '7',
    );
  });

  it('extends one internship by the days chosen, then reads the list again', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/jobs/expiring': expiring(TWO),
      'POST /api/admin/jobs/j1/extend': () => jsonResponse({ message: 'Extended by 45 days', job: extendedJob }),
    });
    renderAdmin(<ExpiringSoonPanel />, '/admin/jobs');
    const select = await screen.findByLabelText('Extend Frontend Intern by');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      '+15 days',
      '+30 days',
      '+45 days',
    ]);
    expect((select as HTMLSelectElement).value).toBe('30');
    await userEvent.selectOptions(select, '45');
    await userEvent.click(screen.getByRole('button', { name: 'Extend Frontend Intern' }));
    expect(await screen.findByText('Extended by 45 days')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ days: 45 });
    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname === '/api/admin/jobs/expiring').length).toBe(2),
    );
  });

  it('extends every listed internship by 30 days at once', async () => {
    const calls = stubAdminApi({
      'GET /api/admin/jobs/expiring': expiring(TWO),
      'POST /api/admin/jobs/extend': () =>
        jsonResponse({ message: 'Extended 2 internships by 30 days', extendedCount: 2 }),
    });
    renderAdmin(<ExpiringSoonPanel />, '/admin/jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Extend all by 30 days' }));
    expect(await screen.findByText('Extended 2 internships by 30 days')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ jobIds: ['j2', 'j1'], days: 30 });
  });

  it('says when only the first ones are shown, and what extending them covers', async () => {
    stubAdminApi({ 'GET /api/admin/jobs/expiring': expiring(TWO, 620) });
    renderAdmin(<ExpiringSoonPanel />, '/admin/jobs');
    expect(
      await screen.findByText('620 active internships close in the next 7 days; the first 2 are shown.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Extend these 2 by 30 days' })).toBeTruthy();
  });

  it('shows the empty state, with no extend-all button', async () => {
    stubAdminApi({ 'GET /api/admin/jobs/expiring': expiring([]) });
    renderAdmin(<ExpiringSoonPanel />, '/admin/jobs');
    expect(await screen.findByText('Nothing expires in the next 7 days')).toBeTruthy();
    expect(within(panel()).queryByRole('button')).toBeNull();
  });

  it('shows loading, then a failed load with a retry', async () => {
    let answer: () => Response | Promise<Response> = () => new Promise<Response>(() => {});
    stubAdminApi({ 'GET /api/admin/jobs/expiring': () => answer() });
    renderAdmin(<ExpiringSoonPanel />, '/admin/jobs');
    expect(await screen.findByText('Loading internships expiring soon')).toBeTruthy();
    cleanup();

    answer = () => new Response('', { status: 500 });
    renderAdmin(<ExpiringSoonPanel />, '/admin/jobs');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch expiring internships');
    answer = expiring([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing expires in the next 7 days')).toBeTruthy();
  });

  it('shows the fallback when an extension fails', async () => {
    stubAdminApi({
      'GET /api/admin/jobs/expiring': expiring(TWO),
      'POST /api/admin/jobs/j2/extend': () => new Response('', { status: 500 }),
    });
    renderAdmin(<ExpiringSoonPanel />, '/admin/jobs');
    await userEvent.click(await screen.findByRole('button', { name: 'Extend Data Intern' }));
    expect(await screen.findByText('Failed to extend internship')).toBeTruthy();
  });

  it('sits above the internships table on /admin/jobs', async () => {
    stubAdminApi({
      'GET /api/admin/jobs/expiring': expiring(TWO),
      'GET /api/admin/jobs': () =>
        jsonResponse({ jobs: [], pagination: { current: 1, pages: 1, total: 0 }, heldCount: 0 }),
      'GET /api/admin/jobs/locations': () => jsonResponse([]),
    });
    renderAdmin(<AdminJobsPage />, '/admin/jobs');
    expect(await within(panel()).findByText('Data Intern')).toBeTruthy();
    expect(await screen.findByText('No jobs found. Create your first job posting!')).toBeTruthy();
  });
});
