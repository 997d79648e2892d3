// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeUserSession } from '#web/lib/session-storage.js';
import { buildUser, errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { cleanup, screen, within } from '#web/test/testing-library.js';
import { GLOBAL_JOBS } from '../test/global-jobs-fixtures.js';
import { GlobalJobsPage } from './global-jobs-page.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const user = buildUser();
const JOBS = GLOBAL_JOBS;

function stub(globalJobs: () => Response) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/globaljobs') return globalJobs();
    if (url === '/api/profile') return jsonResponse({ user });
    if (url === '/api/settings/public') {
      return jsonResponse({
        platformName: 'Test',
        supportEmail: '',
        registrationEnabled: true,
        maintenanceMode: false,
      });
    }
    return errorResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
}

function renderPage() {
  writeUserSession('tok', user);
  return renderWithProviders(<GlobalJobsPage />, { path: '/global-jobs', otherPaths: ['/login'] });
}

describe('GlobalJobsPage', () => {
  it('tells students never to pay, and each entry can be reported (docs/decisions/0035)', async () => {
    stub(() => jsonResponse(JOBS));
    renderPage();
    expect(await screen.findByText('Never pay to apply')).toBeTruthy();
    const germany = await screen.findByRole('region', { name: /Germany/ });
    const item = within(germany).getByRole('article', { name: 'Make it in Germany' });
    await userEvent.click(within(item).getByRole('button', { name: 'Report Make it in Germany' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    expect(within(dialog).getByText('Make it in Germany')).toBeTruthy();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(6);
  });

  it('groups the jobs by country with links that open in a new tab', async () => {
    stub(() => jsonResponse(JOBS));
    renderPage();
    const germany = await screen.findByRole('region', { name: /Germany/ });
    expect(screen.getByRole('region', { name: /Canada/ })).toBeTruthy();
    const item = within(germany).getByRole('article', { name: 'Make it in Germany' });
    expect(within(item).getByText('Europe')).toBeTruthy();
    const apply = within(item).getByRole('link', { name: /Apply Now/ });
    expect(apply.getAttribute('href')).toBe('https://www.make-it-in-germany.com/en/');
    expect(apply.getAttribute('target')).toBe('_blank');
    expect(apply.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      within(item)
        .getByRole('link', { name: /www\.make-it-in-germany\.com\/en/ })
        .getAttribute('target'),
    ).toBe('_blank');
    // A link that is not http(s) is never clickable.
    const unsafe = within(germany).getByRole('article', { name: 'Interamt' });
    expect(within(unsafe).queryByRole('link')).toBeNull();
    expect(within(unsafe).getByText('Link unavailable')).toBeTruthy();
  });

  it('says in words beside a link that may be broken, and nothing beside a fine one', async () => {
    stub(() => jsonResponse(JOBS));
    renderPage();
    const broken = await screen.findByRole('article', { name: 'Job Bank' });
    const warning = within(broken).getByText('This link may be broken');
    // Read out with the link too, not shown by colour alone.
    expect(
      within(broken)
        .getByRole('link', { name: /Apply Now/ })
        .getAttribute('aria-describedby'),
    ).toContain(warning.id);
    expect(
      within(broken)
        .getByRole('link', { name: /www\.jobbank\.gc\.ca/ })
        .getAttribute('aria-describedby'),
    ).toBe(warning.id);
    const fine = screen.getByRole('article', { name: 'Make it in Germany' });
    expect(within(fine).queryByText('This link may be broken')).toBeNull();
    expect(
      within(fine)
        .getByRole('link', { name: /Apply Now/ })
        .getAttribute('aria-describedby'),
    ).toBe('global-job-g2');
  });

  it('filters by country with the dropdown', async () => {
    stub(() => jsonResponse(JOBS));
    const { router } = renderPage();
    const select = (await screen.findByLabelText('Country')) as HTMLSelectElement;
    await screen.findByRole('region', { name: /Canada/ });
    expect(select.value).toBe('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Countries', 'Canada', 'Germany']);
    await userEvent.selectOptions(select, 'Canada');
    expect(screen.queryByRole('region', { name: /Germany/ })).toBeNull();
    expect(screen.getByRole('region', { name: /Canada/ })).toBeTruthy();
    expect(router.state.location.search).toBe('?country=Canada');
  });

  it('says when there are no jobs', async () => {
    stub(() => jsonResponse([]));
    renderPage();
    expect(await screen.findByText('No jobs found.')).toBeTruthy();
  });

  it('says when the jobs cannot be loaded', async () => {
    stub(() => errorResponse(500, { message: 'Boom', code: 'SERVER_ERROR' }));
    renderPage();
    expect(await screen.findByText('Could not load jobs. Please try again later.')).toBeTruthy();
  });

  it.each([401, 403])('goes to /login on %i', async (status) => {
    stub(() => errorResponse(status, { message: 'No', code: status === 401 ? 'LOGIN_REQUIRED' : 'FORBIDDEN' }));
    const { router } = renderPage();
    expect(await screen.findByText('Page /login')).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/global-jobs' });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
