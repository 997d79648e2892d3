// @vitest-environment jsdom
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSavedSearch } from '#shared/schemas/saved-searches.js';
import { focusRightAfterClicking } from '#web/test/click-as-a-browser.js';
import { errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { FULL_PROFILE_USER, renderDashboard, stubApi } from '../test/dashboard-test-kit.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

function savedSearch(id: string, name: string, overrides: Partial<TSavedSearch> = {}): TSavedSearch {
  return {
    _id: id,
    name,
    filters: {},
    frequency: 'daily',
    createdAt: '2026-11-24T10:00:00.000Z',
    lastAlertAt: null,
    nextAlertAt: '2026-11-25T02:30:00.000Z',
    ...overrides,
  };
}

const webInBengaluru = savedSearch('s1', 'web developer in Bengaluru', {
  filters: { search: 'web developer', location: 'Bengaluru', minSalary: 10000, maxSalary: 20000 },
  frequency: 'weekly',
});
const design = savedSearch('s2', 'Design', { filters: { domain: 'Design', position: 'Intern' } });

const section = () => screen.findByRole('region', { name: 'Saved searches' });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

describe('Saved searches on the dashboard (issue 21, item 2)', () => {
  it('lists each search with its filters in words, its mails and a link to its internships', async () => {
    stubApi({
      user: FULL_PROFILE_USER,
      routes: { 'GET /api/saved-searches': () => jsonResponse({ savedSearches: [webInBengaluru, design] }) },
    });
    renderDashboard(FULL_PROFILE_USER);
    const region = await section();
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('heading', { name: 'web developer in Bengaluru' })).toBeTruthy();
    expect(items[0].textContent).toContain(
      'Keywords: web developer · City: Bengaluru · Stipend ₹10,000–₹20,000 a month',
    );
    expect(items[1].textContent).toContain('Domain: Design · Position: Intern');
    expect(within(items[0]).getByRole<HTMLSelectElement>('combobox', { name: 'Alert mails' }).value).toBe('weekly');
    expect(within(items[1]).getByRole<HTMLSelectElement>('combobox', { name: 'Alert mails' }).value).toBe('daily');
    const show = within(items[0]).getByRole('link', { name: 'Show internships' });
    expect(show.getAttribute('href')).toBe(
      '/internships?search=web+developer&location=Bengaluru&minSalary=10000&maxSalary=20000',
    );
    // Each control names its search for a screen reader.
    expect(document.getElementById(show.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'web developer in Bengaluru',
    );
  });

  it('changes the mails at once with a PATCH, and goes back with the server’s message on a refusal', async () => {
    let refuse = false;
    let current = webInBengaluru;
    const patches: unknown[] = [];
    stubApi({
      user: FULL_PROFILE_USER,
      routes: {
        'GET /api/saved-searches': () => jsonResponse({ savedSearches: [current] }),
        'PATCH /api/saved-searches/s1': (init) => {
          patches.push(bodyOf(init));
          if (refuse)
            return errorResponse(404, { message: 'This saved search was not found.', code: 'SAVED_SEARCH_NOT_FOUND' });
          current = { ...current, ...bodyOf(init) };
          return jsonResponse({ savedSearch: current });
        },
      },
    });
    renderDashboard(FULL_PROFILE_USER);
    const region = await section();
    const select = await within(region).findByRole<HTMLSelectElement>('combobox', { name: 'Alert mails' });
    await userEvent.selectOptions(select, 'off');
    await waitFor(() => expect(select.value).toBe('off'));
    await waitFor(() => expect(patches).toEqual([{ frequency: 'off' }]));

    refuse = true;
    await userEvent.selectOptions(select, 'daily');
    expect(await screen.findByText('This saved search was not found.')).toBeTruthy();
    await waitFor(() => expect(select.value).toBe('off'));
    expect(patches).toEqual([{ frequency: 'off' }, { frequency: 'daily' }]);
  });

  it('deletes only after a second tap, and Keep it keeps the search', async () => {
    let list = [webInBengaluru, design];
    const deletes: string[] = [];
    stubApi({
      user: FULL_PROFILE_USER,
      routes: {
        'GET /api/saved-searches': () => jsonResponse({ savedSearches: list }),
        'DELETE /api/saved-searches/s2': () => {
          deletes.push('s2');
          list = list.filter((search) => search._id !== 's2');
          return new Response(null, { status: 204 });
        },
      },
    });
    renderDashboard(FULL_PROFILE_USER);
    const region = await section();
    const items = await within(region).findAllByRole('listitem');
    await userEvent.click(within(items[1]).getByRole('button', { name: 'Delete' }));
    expect(items[1].textContent).toContain('Delete “Design”? Its alert mails stop too.');
    // Focus on the answer, which is described by the question.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Yes, delete'));
    await userEvent.click(within(items[1]).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Delete'));
    expect(deletes).toEqual([]);

    await userEvent.click(within(items[1]).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(items[1]).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    expect(deletes).toEqual(['s2']);
    expect(await screen.findByText('Search “Design” deleted')).toBeTruthy();
  });

  it('moves the focus to the answer, and back to Delete, in the render that changes them', async () => {
    stubApi({
      user: FULL_PROFILE_USER,
      routes: { 'GET /api/saved-searches': () => jsonResponse({ savedSearches: [design] }) },
    });
    renderDashboard(FULL_PROFILE_USER);
    const [item] = await within(await section()).findAllByRole('listitem');
    // An Enter pressed at once answers the question it now sees, not Delete again.
    const answer = await focusRightAfterClicking(within(item).getByRole('button', { name: 'Delete' }));
    expect(answer?.textContent).toBe('Yes, delete');
    const back = await focusRightAfterClicking(within(item).getByRole('button', { name: 'Keep it' }));
    expect(back?.textContent).toBe('Delete');
  });

  it('says how to save a search when there is none', async () => {
    stubApi({ user: FULL_PROFILE_USER });
    renderDashboard(FULL_PROFILE_USER);
    const region = await section();
    expect(await within(region).findByText('No saved searches yet')).toBeTruthy();
    expect(region.textContent).toContain('tap Save this search above the results');
    expect(within(region).getByRole('link', { name: 'Browse Internships' }).getAttribute('href')).toBe('/internships');
  });

  it('shows a failure with Try again', async () => {
    let fail = true;
    stubApi({
      user: FULL_PROFILE_USER,
      routes: {
        'GET /api/saved-searches': () =>
          fail ? new Response('', { status: 503 }) : jsonResponse({ savedSearches: [design] }),
      },
    });
    renderDashboard(FULL_PROFILE_USER);
    const region = await section();
    expect((await within(region).findByRole('alert')).textContent).toContain('Could not load your saved searches.');
    fail = false;
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('heading', { name: 'Design' })).toBeTruthy();
  });

  it('scrolls to itself once loaded when the page opens at #saved-searches (the alert mail’s link)', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    stubApi({
      user: FULL_PROFILE_USER,
      routes: { 'GET /api/saved-searches': () => jsonResponse({ savedSearches: [design] }) },
    });
    renderDashboard(FULL_PROFILE_USER, { at: '/dashboard#saved-searches' });
    const region = await section();
    await waitFor(() => expect(scrolled).toEqual([region]));
    expect(region.id).toBe('saved-searches');
  });
});
