// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi as stubCalls } from '#web/test/api-stub.js';
import { buildUser, errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { buildJob, renderInternships } from '../test/internships-test-kit.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const JOB = buildJob({ _id: 'job-9', title: 'Data Entry Intern' });

describe('reporting an internship (docs/decisions/0035)', () => {
  it('tells students never to pay, and takes a report from a visitor with a reference number', async () => {
    const { calls } = stubCalls({
      'GET /api/jobs/job-9': () => jsonResponse(JOB),
      'POST /api/reports': () => jsonResponse({ message: 'Thank you.', reference: 'R-7K3M-9PQX' }, 201),
    });
    renderInternships('/internships/job-9');
    expect(await screen.findByText('Never pay to apply')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    expect(within(dialog).getByText('Data Entry Intern')).toBeTruthy();

    // No reason chosen: said, and nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose a reason.');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('radio', { name: /asks for money/i }));
    await userEvent.type(within(dialog).getByLabelText(/what happened/i), 'They want ₹1,500 on WhatsApp.');
    await userEvent.type(within(dialog).getByLabelText(/phone or email/i), '98765 43210');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    const heading = await within(dialog).findByRole('heading', { name: /your report has been received/i });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(dialog).getByText('R-7K3M-9PQX')).toBeTruthy();
    expect(within(dialog).getByText(/quote it if you write to us/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      listingKind: 'internship',
      listingId: 'job-9',
      reason: 'asks_for_money',
      details: 'They want ₹1,500 on WhatsApp.',
      contact: '98765 43210',
    });
  });

  it('sends a signed-in student’s session with the report and points to the dashboard', async () => {
    const user = buildUser();
    const { calls } = stubCalls({
      'GET /api/profile': () => jsonResponse({ user }),
      'GET /api/jobs/job-9': () => jsonResponse(JOB),
      'GET /api/jobs/job-9/application-status': () => jsonResponse({ hasApplied: false }),
      'POST /api/reports': () => jsonResponse({ message: 'Thank you.', reference: 'R-0000-AAAA' }, 201),
    });
    renderInternships('/internships/job-9', user);
    await userEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: /fake/i }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('link', { name: 'dashboard' })).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ listingKind: 'internship', listingId: 'job-9', reason: 'fake' });
  });

  it('keeps what was typed when the report is refused, and says why', async () => {
    stubCalls({
      'GET /api/jobs/job-9': () => jsonResponse(JOB),
      'POST /api/reports': () =>
        errorResponse(404, { message: 'This listing no longer exists.', code: 'LISTING_NOT_FOUND' }),
    });
    renderInternships('/internships/job-9');
    await userEvent.click(await screen.findByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: /details are wrong/i }));
    await userEvent.type(within(dialog).getByLabelText(/what happened/i), 'The stipend is not ₹20,000.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This listing no longer exists.');
    expect((within(dialog).getByLabelText(/what happened/i) as HTMLTextAreaElement).value).toBe(
      'The stipend is not ₹20,000.',
    );
    expect((within(dialog).getByRole('radio', { name: /details are wrong/i }) as HTMLInputElement).checked).toBe(true);
  });
});
