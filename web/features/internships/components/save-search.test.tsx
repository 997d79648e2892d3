// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSavedSearch } from '#shared/schemas/saved-searches.js';
import { writeAdminSession } from '#web/lib/session-storage.js';
import { stubResizeObserver } from '#web/test/api-stub.js';
import { buildAdmin, buildUser, errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { cleanup, fireEvent, screen, waitFor, within } from '#web/test/testing-library.js';
import { buildJob, renderInternships, stubApi } from '../test/internships-test-kit.js';
// Loaded up front: the page fetches the dialog on demand, and transforming it on first use can outlast findBy.
import './save-search-dialog.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const student = buildUser();
// The list's order is not part of what a search saves.
const LIST_URL = '/internships?search=web+developer&location=Bengaluru&minSalary=10000&sort=newest';

function stubList(routes: Parameters<typeof stubApi>[0] = {}, user = student) {
  return stubApi(
    {
      'GET /api/jobs': () => jsonResponse({ jobs: [buildJob()], pagination: { current: 1, pages: 1, total: 1 } }),
      'GET /api/saved': () => jsonResponse({ saved: [] }),
      ...routes,
    },
    user,
  );
}

function savedSearch(overrides: Partial<TSavedSearch> = {}): TSavedSearch {
  return {
    _id: 'search-1',
    name: 'web developer in Bengaluru',
    filters: { search: 'web developer', location: 'Bengaluru', minSalary: 10000 },
    frequency: 'weekly',
    createdAt: '2026-11-24T10:00:00.000Z',
    lastAlertAt: null,
    nextAlertAt: '2026-12-01T02:30:00.000Z',
    ...overrides,
  };
}

const posts = (fetchMock: ReturnType<typeof stubList>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/saved-searches' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
  return screen.findByRole('dialog', { name: 'Save this search' });
}

describe('Save this search (issue 21, item 2)', () => {
  it('names the search from the URL’s keywords and filters, and posts them with the chosen mails', async () => {
    stubResizeObserver();
    const fetchMock = stubList({
      'POST /api/saved-searches': () => jsonResponse({ savedSearch: savedSearch() }, 201),
    });
    renderInternships(LIST_URL, student);
    const dialog = await openDialog();
    // The dialog takes focus, not the name (a phone's keyboard would cover the form).
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe(
      'web developer in Bengaluru',
    );
    // What is saved, in words.
    expect(dialog.textContent).toContain('Keywords: web developer · City: Bengaluru · Stipend from ₹10,000 a month');
    // Daily unless chosen otherwise.
    expect(within(dialog).getByRole('radio', { name: /Daily/ }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(within(dialog).getByRole('radio', { name: /Weekly/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Search saved')).toBeTruthy();
    expect(screen.getByText(/under Saved searches on your dashboard/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(fetchMock)).toEqual([
      {
        name: 'web developer in Bengaluru',
        filters: { search: 'web developer', location: 'Bengaluru', minSalary: 10000 },
        frequency: 'weekly',
      },
    ]);
    // The toast's way to the list of saved searches.
    fireEvent.click(screen.getByRole('button', { name: 'Open dashboard' }));
    expect(await screen.findByText('Page dashboard')).toBeTruthy();
  });

  it('keeps a name the student typed, and refuses an empty one before asking the server', async () => {
    stubResizeObserver();
    const fetchMock = stubList({
      'POST /api/saved-searches': () => jsonResponse({ savedSearch: savedSearch({ name: 'Jobs near home' }) }, 201),
    });
    renderInternships('/internships', student);
    const dialog = await openDialog();
    const name = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(name.value).toBe('All internships');
    expect(dialog.textContent).toContain('All internships, no filters');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please give the search a name')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(posts(fetchMock)).toEqual([]);

    await userEvent.type(name, '  Jobs near home ');
    await userEvent.click(within(dialog).getByRole('radio', { name: /No mails/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(posts(fetchMock)[0]).toEqual({ name: 'Jobs near home', filters: {}, frequency: 'off' });
  });

  it('shows the server’s message when the limit is reached, and stays open', async () => {
    stubResizeObserver();
    stubList({
      'POST /api/saved-searches': () =>
        errorResponse(409, {
          message: 'You can save at most 20 searches. Delete one you no longer need to save another.',
          code: 'SAVED_SEARCH_LIMIT_REACHED',
        }),
    });
    renderInternships(LIST_URL, student);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You can save at most 20 searches. Delete one you no longer need to save another.',
    );
    expect(screen.getByRole('dialog', { name: 'Save this search' })).toBe(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends a visitor to log in, and back to this list with its filters after', async () => {
    const fetchMock = stubList({}, null as never);
    renderInternships(LIST_URL);
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    expect(await screen.findByText('Page login')).toBeTruthy();
    expect(screen.getByTestId('location-state').textContent).toBe(JSON.stringify({ from: LIST_URL }));
    expect(await screen.findByText('Please log in to save searches')).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('shows an administrator no button', async () => {
    stubApi({
      'GET /api/jobs': () => jsonResponse({ jobs: [buildJob()], pagination: { current: 1, pages: 1, total: 1 } }),
      'GET /api/admin/profile': () => jsonResponse({ admin: buildAdmin() }),
    });
    writeAdminSession('admin-token', buildAdmin());
    renderInternships(LIST_URL);
    await screen.findByText('Showing 1–1 of 1 internship');
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull();
  });
});
