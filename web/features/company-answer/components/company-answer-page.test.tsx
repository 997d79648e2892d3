// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '#web/test/api-stub.js';
import { cleanup, fireEvent, screen, waitFor, within } from '#web/test/testing-library.js';
import {
  answered,
  buildView,
  refusal,
  renderAnswerPage,
  stubAnswerApi,
  VIEW_PATH,
} from '../test/company-answer-kit.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const summary = () => screen.findByRole('heading', { level: 1, name: 'Frontend Developer Intern' });
const answerPosts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST' && call.path === VIEW_PATH);

describe('CompanyAnswerPage', () => {
  it('shows a spinner, then the application: internship, applicant, cover letter and resume', async () => {
    stubAnswerApi();
    renderAnswerPage();
    expect(screen.getByRole('status').textContent).toBe('Loading the application');

    await summary();
    expect(screen.getByText('Nimbus Softlabs')).toBeTruthy();
    expect(screen.getByText('Bengaluru')).toBeTruthy();
    expect(screen.getByText(/Asha Rao applied on 20 Nov 2026/)).toBeTruthy();
    const applicant = screen.getByRole('region', { name: 'Applicant' });
    expect(within(applicant).getByText('Asha Rao')).toBeTruthy();
    expect(within(applicant).getByRole('link', { name: 'asha@example.com' }).getAttribute('href')).toBe(
      'mailto:asha@example.com',
    );
    expect(within(applicant).getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(within(applicant).getByText('Mysuru')).toBeTruthy();
    expect(within(applicant).getByText('Third Year')).toBeTruthy();
    expect(
      within(applicant)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'TypeScript']);
    const letter = screen.getByRole('region', { name: 'Cover letter' });
    expect(within(letter).getByText(/I build small apps/).className).toContain('whitespace-pre-wrap');
    const resume = within(letter).getByRole('link', { name: 'Download resume' });
    expect(resume.getAttribute('href')).toBe('https://intern.example.com/api/company-answers/resume/abc.123.sig');
    expect(resume.hasAttribute('download')).toBe(true);
    expect(resume.getAttribute('rel')).toBe('noreferrer');
    // No answers yet, nothing chosen, and the page is kept out of search engines.
    expect(screen.queryByRole('region', { name: 'Your earlier answers' })).toBeNull();
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    await waitFor(() => expect(document.title).toBe('Answer an application | Test'));
  });

  it('says so when there is no cover letter and no resume', async () => {
    stubAnswerApi({ view: buildView({ coverLetter: '', resumeUrl: null }) });
    renderAnswerPage();
    await summary();
    expect(screen.getByText('(no cover letter)')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download resume' })).toBeNull();
  });

  it.each([
    [404, 'ANSWER_LINK_INVALID', 'This link is not valid', /open the link from the latest mail/],
    [410, 'ANSWER_LINK_EXPIRED', 'This link has expired', /reply to the mail/],
    [410, 'APPLICATION_WITHDRAWN', 'This application was withdrawn', /nothing to answer/],
  ] as const)('shows its own page for a %i %s', async (status, code, heading, words) => {
    const { calls } = stubAnswerApi({ get: refusal(status, code, 'Words the page does not read') });
    renderAnswerPage();
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByText(words)).toBeTruthy();
    expect(screen.queryByText('Words the page does not read')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(calls.some((call) => call.path.endsWith('/opened'))).toBe(false);
  });

  it('offers to try again when the application cannot be loaded', async () => {
    let fails = true;
    stubAnswerApi({
      get: () => (fails ? refusal(503, 'OVERLOADED', 'Busy')() : Response.json(buildView())),
    });
    renderAnswerPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Could not load the application' })).toBeTruthy();
    fails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await summary()).toBeTruthy();
  });

  it('tells the server once that the page was opened', async () => {
    const { calls } = stubAnswerApi();
    renderAnswerPage();
    await summary();
    await waitFor(() => expect(calls.filter((call) => call.path === `${VIEW_PATH}/opened`)).toHaveLength(1));
    const opened = calls.find((call) => call.path === `${VIEW_PATH}/opened`);
    expect(opened?.method).toBe('POST');
    expect(opened?.body).toBeUndefined();

    // Answering re-renders the page from the answer's view: no second "opened".
    await userEvent.click(screen.getByRole('radio', { name: 'Offer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await screen.findByText('Thank you. Your answer has been sent to the student.');
    expect(calls.filter((call) => call.path === `${VIEW_PATH}/opened`)).toHaveLength(1);
    // No call carries a session: the link is the key.
    for (const [, init] of vi.mocked(fetch).mock.calls) {
      expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    }
  });

  it('sends Interview with its time in India and the note, exactly', async () => {
    const { calls } = stubAnswerApi();
    renderAnswerPage();
    await summary();
    expect(screen.queryByLabelText(/Interview date and time/)).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'Interview' }));
    const time = screen.getByLabelText(/Interview date and time/) as HTMLInputElement;
    expect(time.type).toBe('datetime-local');
    fireEvent.input(time, { target: { value: '2026-12-01T10:30' } });
    const note = screen.getByLabelText(/Note for the student/);
    await userEvent.type(note, 'Please bring your ID.');
    expect(screen.getByText('21/500')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));

    await waitFor(() => expect(answerPosts(calls)).toHaveLength(1));
    expect(answerPosts(calls)[0].body).toEqual({
      answer: 'interview',
      note: 'Please bring your ID.',
      interviewAt: '2026-12-01T10:30:00+05:30',
    });
  });

  it('sends no interview time for an answer that takes none, and no empty note', async () => {
    const { calls } = stubAnswerApi();
    renderAnswerPage();
    await summary();
    await userEvent.click(screen.getByRole('radio', { name: 'Shortlist' }));
    fireEvent.input(screen.getByLabelText(/Interview date and time/), { target: { value: '2026-12-01T10:30' } });
    await userEvent.click(screen.getByRole('radio', { name: 'Not selected' }));
    expect(screen.queryByLabelText(/Interview date and time/)).toBeNull();
    await userEvent.type(screen.getByLabelText(/Note for the student/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(answerPosts(calls)).toHaveLength(1));
    expect(answerPosts(calls)[0].body).toEqual({ answer: 'not_selected' });
  });

  it("opens on the mail's choice: ?choice=offer preselects Offer", async () => {
    stubAnswerApi();
    renderAnswerPage('?choice=offer');
    await summary();
    const offer = screen.getByRole('radio', { name: 'Offer' }) as HTMLInputElement;
    expect(offer.checked).toBe(true);
    expect(offer.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText("The application's status becomes Accepted")).toBeTruthy();
  });

  it('ignores a choice it does not know', async () => {
    stubAnswerApi();
    renderAnswerPage('?choice=maybe');
    await summary();
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it('asks for an answer before sending', async () => {
    const { calls } = stubAnswerApi();
    renderAnswerPage();
    await summary();
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose an answer');
    expect(answerPosts(calls)).toHaveLength(0);
  });

  it('shows a 400 next to the form', async () => {
    stubAnswerApi({ post: refusal(400, 'VALIDATION_FAILED', 'Please give the interview date and time') });
    renderAnswerPage('?choice=interview');
    await summary();
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please give the interview date and time');
    expect(alert.closest('form')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Interview' })).toBeTruthy();
  });

  it('shows the expired page when the link expires while the page is open', async () => {
    stubAnswerApi({ post: refusal(410, 'ANSWER_LINK_EXPIRED', 'Expired') });
    renderAnswerPage('?choice=offer');
    await summary();
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeTruthy();
  });

  it('confirms the answer, lists it with the earlier ones and keeps the form to change it', async () => {
    const view = buildView({
      answers: [answered({ answer: 'interview', interviewAt: '2026-11-25T05:00:00.000Z', note: 'Room 4, 2nd floor' })],
    });
    const after = buildView({
      status: 'Accepted',
      answers: [...view.answers, answered({ answer: 'offer', at: '2026-11-27T09:15:00.000Z' })],
    });
    const { calls } = stubAnswerApi({
      view,
      post: () => Response.json({ message: 'Thank you. The student will hear of your offer.', view: after }),
    });
    renderAnswerPage('?choice=offer');
    await summary();

    const earlier = screen.getByRole('region', { name: 'Your earlier answers' });
    expect(within(earlier).getAllByRole('listitem')).toHaveLength(1);
    expect(within(earlier).getByText('Interview')).toBeTruthy();
    expect(within(earlier).getByText('Interview:').textContent).toBe('Interview: 25 Nov 2026, 10:30 am');
    expect(within(earlier).getByText('Note: Room 4, 2nd floor')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Change your answer' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    const status = await screen.findByText('Thank you. The student will hear of your offer.');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(answerPosts(calls)[0].body).toEqual({ answer: 'offer' });

    const earlierNow = screen.getByRole('region', { name: 'Your earlier answers' });
    await waitFor(() => expect(within(earlierNow).getAllByRole('listitem')).toHaveLength(2));
    const items = within(earlierNow).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual(['Offer', 'Interview']);
    expect(items[0].textContent).toContain('27 Nov 2026, 02:45 pm');
    expect(screen.getByText(/Status:/).textContent).toContain('Accepted');
    // The form stays, to change the answer again.
    expect(screen.getByRole('button', { name: 'Send answer' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Offer' }) as HTMLInputElement).checked).toBe(true);
  });

  it('mentions a closing for want of an answer, and that answering reopens it', async () => {
    stubAnswerApi({ view: buildView({ closedReason: 'No response' }) });
    renderAnswerPage();
    await summary();
    expect(screen.getByText(/closed because no answer came in time.*answering now reopens it/)).toBeTruthy();
  });
});
