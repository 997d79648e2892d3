// @vitest-environment jsdom
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSavedInternship } from '#shared/schemas/saved.js';
import { writeUserSession } from '#web/lib/session-storage.js';
import { stubApi } from '#web/test/api-stub.js';
import { buildJob, buildUser, errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { InternshipCard } from './internship-card.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const job = buildJob();
const student = buildUser();
const savedOf = (saved: TSavedInternship[]) => () => jsonResponse({ saved });

function renderCard({ signedIn = true } = {}) {
  if (signedIn) writeUserSession('tok', student);
  renderWithProviders(<InternshipCard job={job} detailHref="/internships/job-1" />, {
    path: '/internships',
    otherPaths: ['/login', '/internships/:id'],
  });
  return screen.findByRole('article', { name: job.title });
}

/** The card's Save button once the saved list is known and no toggle is on its way. */
function saveButton(card: HTMLElement, name: 'Save' | 'Saved') {
  return within(card).findByRole<HTMLButtonElement>('button', { name });
}

describe('InternshipCard: Save (issue 21)', () => {
  it('saves with one tap as a toggle button beside the link, and unsaves with another', async () => {
    let saved: TSavedInternship[] = [];
    const { calls } = stubApi({
      'GET /api/profile': () => jsonResponse({ user: student }),
      'GET /api/saved': () => jsonResponse({ saved }),
      'PUT /api/saved/job-1': () => {
        saved = [{ ...job, savedAt: '2026-11-24T10:00:00.000Z' }];
        return jsonResponse({ jobId: 'job-1', savedAt: '2026-11-24T10:00:00.000Z' });
      },
      'DELETE /api/saved/job-1': () => {
        saved = [];
        return new Response(null, { status: 204 });
      },
    });
    const card = await renderCard();
    const button = await saveButton(card, 'Save');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    // Not inside the card's link, and named with the internship for a screen reader.
    expect(button.closest('a')).toBeNull();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(job.title);
    expect(button.className).toContain('min-h-11');

    await userEvent.click(button);
    const pressed = await saveButton(card, 'Saved');
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual(['/api/saved/job-1']);

    // By keyboard too.
    pressed.focus();
    await userEvent.keyboard('{Enter}');
    await saveButton(card, 'Save');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/saved/job-1']);
    // Still on the list: the tap did not follow the card's link.
    expect(screen.queryByText('Page /internships/:id')).toBeNull();
  });

  it('shows a saved internship as Saved, and goes back with the server’s message when a save is refused', async () => {
    stubApi({
      'GET /api/profile': () => jsonResponse({ user: student }),
      'GET /api/saved': savedOf([]),
      'PUT /api/saved/job-1': () =>
        errorResponse(409, {
          message: 'You can save at most 200 internships. Remove one you no longer need to save another.',
          code: 'SAVED_LIMIT_REACHED',
        }),
    });
    const card = await renderCard();
    await userEvent.click(await saveButton(card, 'Save'));
    expect(await screen.findByText(/You can save at most 200 internships/)).toBeTruthy();
    const button = await saveButton(card, 'Save');
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('saves when tapped before the saved list has arrived, and keeps the student’s other saves', async () => {
    const other = {
      ...buildJob({ _id: 'job-2', title: 'Other Saved Internship' }),
      savedAt: '2026-11-20T10:00:00.000Z',
    };
    let answerList: () => void = () => {};
    let saved: TSavedInternship[] = [other];
    const { calls } = stubApi({
      'GET /api/profile': () => jsonResponse({ user: student }),
      // The first list is slow (a phone's network); later ones answer at once.
      'GET /api/saved': () =>
        calls.filter((call) => call.path === '/api/saved').length === 1
          ? new Promise<Response>((resolve) => {
              answerList = () => resolve(jsonResponse({ saved }));
            })
          : jsonResponse({ saved }),
      'PUT /api/saved/job-1': () => {
        saved = [{ ...job, savedAt: '2026-11-24T10:00:00.000Z' }, other];
        return jsonResponse({ jobId: 'job-1', savedAt: '2026-11-24T10:00:00.000Z' });
      },
    });
    const card = await renderCard();
    await userEvent.click(await saveButton(card, 'Save'));
    // Pressed at once, though the list is still on its way.
    expect((await saveButton(card, 'Saved')).getAttribute('aria-pressed')).toBe('true');
    answerList();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/saved').length).toBeGreaterThan(1));
    expect((await saveButton(card, 'Saved')).getAttribute('aria-pressed')).toBe('true');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual(['/api/saved/job-1']);
  });

  it('sends a quick Save then Unsave in the order tapped', async () => {
    let saved: TSavedInternship[] = [];
    const order: string[] = [];
    const { calls } = stubApi({
      'GET /api/profile': () => jsonResponse({ user: student }),
      'GET /api/saved': () => jsonResponse({ saved }),
      // The save is slow; the unsave tapped after it must still reach the server second.
      'PUT /api/saved/job-1': async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        order.push('PUT');
        saved = [{ ...job, savedAt: '2026-11-24T10:00:00.000Z' }];
        return jsonResponse({ jobId: 'job-1', savedAt: '2026-11-24T10:00:00.000Z' });
      },
      'DELETE /api/saved/job-1': () => {
        order.push('DELETE');
        saved = [];
        return new Response(null, { status: 204 });
      },
    });
    const card = await renderCard();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/saved')).toBe(true));
    await userEvent.click(await saveButton(card, 'Save'));
    await userEvent.click(await saveButton(card, 'Saved'));
    await waitFor(() => expect(order).toEqual(['PUT', 'DELETE']));
    expect((await saveButton(card, 'Save')).getAttribute('aria-pressed')).toBe('false');
  });

  it('starts as Saved when the student saved it before', async () => {
    stubApi({
      'GET /api/profile': () => jsonResponse({ user: student }),
      'GET /api/saved': savedOf([{ ...job, savedAt: '2026-11-20T10:00:00.000Z' }]),
    });
    const card = await renderCard();
    expect((await saveButton(card, 'Saved')).getAttribute('aria-pressed')).toBe('true');
  });

  it('sends a visitor to log in, remembering the way back', async () => {
    const { calls } = stubApi();
    const card = await renderCard({ signedIn: false });
    await userEvent.click(await saveButton(card, 'Save'));
    expect(await screen.findByText('Please log in to save internships')).toBeTruthy();
    expect(await screen.findByText('Page /login')).toBeTruthy();
    expect(calls.some((call) => call.url.pathname.startsWith('/api/saved'))).toBe(false);
  });
});
