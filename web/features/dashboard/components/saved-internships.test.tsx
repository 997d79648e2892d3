// @vitest-environment jsdom
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSavedInternship } from '#shared/schemas/saved.js';
import { buildJob, errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { FULL_PROFILE_USER, renderDashboard, stubApi } from '../test/dashboard-test-kit.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const DAY = 24 * 60 * 60 * 1000;
/** Noon in India, `days` India days from now. */
function indiaNoonIn(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00+05:30`) + days * DAY).toISOString();
}
const saved = (id: string, title: string, overrides: Partial<TSavedInternship> = {}): TSavedInternship => ({
  ...buildJob({ _id: id, title, company: 'Kaveri Systems', location: 'Mysuru' }),
  savedAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
});

const section = () => screen.findByRole('region', { name: 'Saved internships' });

describe('Saved internships on the dashboard (issue 21)', () => {
  it('lists each saved internship with a link and when it closes, in India days; a closed one is marked', async () => {
    stubApi({
      user: FULL_PROFILE_USER,
      routes: {
        'GET /api/saved': () =>
          jsonResponse({
            saved: [
              saved('a', 'Today Intern', { expiryDate: indiaNoonIn(0) }),
              saved('b', 'Tomorrow Intern', { expiryDate: indiaNoonIn(1) }),
              saved('c', 'Later Intern', { expiryDate: indiaNoonIn(3) }),
              saved('d', 'Open-ended Intern', { expiryDate: null }),
              saved('e', 'Closed Intern', { expiryDate: indiaNoonIn(-2), isClosed: true }),
            ],
          }),
      },
    });
    renderDashboard(FULL_PROFILE_USER);
    const region = await section();
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0].textContent).toContain('Closes today');
    expect(items[1].textContent).toContain('Closes tomorrow');
    expect(items[2].textContent).toContain('Closes in 3 days');
    expect(items[3].textContent).not.toContain('Closes');
    expect(items[4].textContent).toContain('Closed');
    expect(items[4].textContent).not.toContain('Closes');
    expect(within(items[1]).getByRole('link', { name: 'Tomorrow Intern' }).getAttribute('href')).toBe('/internships/b');
    // Each Unsave names its internship for a screen reader; a closed one can be removed too.
    const unsave = within(items[4]).getByRole('button', { name: 'Unsave' });
    expect(document.getElementById(unsave.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Closed Intern');
  });

  it('unsaves at once and asks the server again', async () => {
    let list = [saved('a', 'Keep Intern'), saved('b', 'Drop Intern')];
    const fetchMock = stubApi({
      user: FULL_PROFILE_USER,
      routes: {
        'GET /api/saved': () => jsonResponse({ saved: list }),
        'DELETE /api/saved/b': () => {
          list = list.filter((item) => item._id !== 'b');
          return new Response(null, { status: 204 });
        },
      },
    });
    renderDashboard(FULL_PROFILE_USER);
    const region = await section();
    const items = await within(region).findAllByRole('listitem');
    await userEvent.click(within(items[1]).getByRole('button', { name: 'Unsave' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    expect(within(region).getByRole('link', { name: 'Keep Intern' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url, init]) => String(url) === '/api/saved/b' && init?.method === 'DELETE'),
    ).toBe(true);
  });

  it('shows an empty state that leads to the internships', async () => {
    stubApi({ user: FULL_PROFILE_USER });
    renderDashboard(FULL_PROFILE_USER);
    const region = await section();
    expect(await within(region).findByText('No saved internships yet')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Browse Internships' }).getAttribute('href')).toBe('/internships');
  });

  it('shows a skeleton while loading, then an error with Try again that loads the list', async () => {
    let fail = true;
    let answer: (response: Response) => void = () => {};
    stubApi({
      user: FULL_PROFILE_USER,
      routes: {
        'GET /api/saved': () =>
          fail
            ? new Promise<Response>((resolve) => {
                answer = resolve;
              })
            : jsonResponse({ saved: [saved('a', 'Back Intern')] }),
      },
    });
    renderDashboard(FULL_PROFILE_USER);
    const region = await section();
    expect(within(region).getByRole('status', { name: 'Loading saved internships' })).toBeTruthy();
    answer(errorResponse(500, { message: 'Something went wrong', code: 'SERVER_ERROR' }));
    const alert = await within(region).findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('link', { name: 'Back Intern' })).toBeTruthy();
  });
});
