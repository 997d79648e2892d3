// @vitest-environment jsdom
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TUnsubscribeAnswer } from '#shared/schemas/saved-searches.js';
import { writeUserSession } from '#web/lib/session-storage.js';
import { type ApiCall, stubApi } from '#web/test/api-stub.js';
import { buildUser, errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { markerRoutes, renderRoutes } from '#web/test/render-routes.js';
import { cleanup, screen, waitFor } from '#web/test/testing-library.js';
import { UnsubscribePage } from './unsubscribe-page.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const TOKEN = 's1.1900000000.c2lnbmF0dXJl';
const API_PATH = `/api/alerts/unsubscribe/${TOKEN}`;

function renderPage() {
  return renderRoutes(
    [{ path: '/alerts/unsubscribe/:token', element: <UnsubscribePage /> }, ...markerRoutes(['/dashboard'])],
    `/alerts/unsubscribe/${TOKEN}`,
  );
}

function stubUnsubscribe(view: TUnsubscribeAnswer | Response, post?: () => Response) {
  return stubApi({
    [`GET ${API_PATH}`]: () => (view instanceof Response ? view : jsonResponse(view)),
    [`POST ${API_PATH}`]: post ?? (() => jsonResponse({ name: 'web developer in Bengaluru', frequency: 'off' })),
  }).calls;
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

describe('UnsubscribePage (issue 21, item 2)', () => {
  it('asks first, and stops the mails only on the button (a mail scanner’s GET changes nothing)', async () => {
    const calls = stubUnsubscribe({ name: 'web developer in Bengaluru', frequency: 'daily' });
    // A student signed in on this phone: the link's calls still carry no session.
    writeUserSession('tok', buildUser());
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Loading your alert');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stop alert mails for “web developer in Bengaluru”?' }),
    ).toBeTruthy();
    // Never indexed.
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(posts(calls)).toEqual([]);
    // No session travels with the link's token.
    expect(linkCallHeaders().map((headers) => headers.has('Authorization'))).toEqual([false]);

    await userEvent.click(screen.getByRole('button', { name: 'Stop alert mails' }));
    const done = await screen.findByRole('heading', {
      level: 1,
      name: 'You will get no more alert mails for “web developer in Bengaluru”.',
    });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(posts(calls).map((call) => [call.path, call.body])).toEqual([[API_PATH, {}]]);
    expect(linkCallHeaders().map((headers) => headers.has('Authorization'))).toEqual([false, false]);
    const manage = screen.getByRole('link', { name: 'Manage your alerts' });
    expect(manage.getAttribute('href')).toBe('/dashboard#saved-searches');
    await userEvent.click(manage);
    expect(await screen.findByText('Page /dashboard')).toBeTruthy();
  });

  it('says so when the mails are already off, and offers the dashboard', async () => {
    const calls = stubUnsubscribe({ name: 'Design', frequency: 'off' });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alert mails for “Design” are already off.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop alert mails' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage your alerts' }).getAttribute('href')).toBe(
      '/dashboard#saved-searches',
    );
    expect(posts(calls)).toEqual([]);
  });

  it('says clearly when the link is not valid', async () => {
    stubUnsubscribe(errorResponse(404, { message: 'This link is not valid.', code: 'ALERT_LINK_INVALID' }));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeTruthy();
    expect(screen.getByText(/The saved search may have been deleted/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop alert mails' })).toBeNull();
  });

  it('shows a failed load with Try again, and a refused Stop with the server’s message', async () => {
    let isDown = true;
    stubApi({
      [`GET ${API_PATH}`]: () =>
        isDown ? new Response('', { status: 503 }) : jsonResponse({ name: 'Design', frequency: 'weekly' }),
      [`POST ${API_PATH}`]: () =>
        errorResponse(503, { message: 'The platform is busy. Please try again in a moment.', code: 'OVERLOADED' }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Could not load your alert' })).toBeTruthy();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Stop alert mails for “Design”?' });
    await userEvent.click(screen.getByRole('button', { name: 'Stop alert mails' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The platform is busy. Please try again in a moment.');
  });
});

/** The headers the app sent with its calls to the link's address. */
function linkCallHeaders(): Headers[] {
  return vi
    .mocked(fetch)
    .mock.calls.filter(([url]) => String(url) === API_PATH)
    .map(([, init]) => new Headers((init as RequestInit | undefined)?.headers));
}
