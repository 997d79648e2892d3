// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { buildJob, renderInternships, stubApi } from '../test/internships-test-kit.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const job = buildJob();

/** Apply Now once it takes clicks: it stays disabled while the student's status for the job loads. */
async function applyNow() {
  const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Apply Now' });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}
const withResume = buildUser({ hasResume: true, resumeFilename: 'cv.pdf' });
const notApplied = { hasApplied: false, status: null, appliedAt: null };
const applied = { hasApplied: true, status: 'Pending', appliedAt: '2025-03-10T06:00:00.000Z' };

async function openForm() {
  const user = userEvent.setup();
  await user.click(await applyNow());
  const dialog = await screen.findByRole('dialog', { name: `Apply for ${job.title}` });
  return { user, dialog };
}

describe('apply: login check', () => {
  it('sends a visitor to /login with a message, remembering to come back', async () => {
    stubApi({ 'GET /api/jobs/job-1': () => jsonResponse(job) });
    renderInternships('/internships/job-1?page=2&domain=Design');
    expect(screen.queryByRole('link', { name: /Ask AI/ })).toBeNull();

    await userEvent.click(await applyNow());

    expect(await screen.findByText('Please login to apply for internships')).toBeTruthy();
    expect(await screen.findByText('Page login')).toBeTruthy();
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? '')).toEqual({
      from: '/internships/job-1?page=2&domain=Design',
    });
  });
});

describe('apply: resume check', () => {
  it('opens the resume modal when the student has no resume; Later closes it', async () => {
    const fetchMock = stubApi(
      {
        'GET /api/jobs/job-1': () => jsonResponse(job),
        'GET /api/jobs/job-1/application-status': () => jsonResponse(notApplied),
      },
      buildUser({ hasResume: false }),
    );
    renderInternships('/internships/job-1', buildUser({ hasResume: false }));
    await userEvent.click(await applyNow());

    const modal = await screen.findByRole('dialog', { name: 'Resume required' });
    expect(within(modal).getByText('PDF only, max size 10MB.')).toBeTruthy();
    await userEvent.click(within(modal).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('Upload Resume goes to the dashboard in edit mode at the resume field, with the way back and the title', async () => {
    const student = buildUser({ hasResume: false });
    stubApi(
      {
        'GET /api/jobs/job-1': () => jsonResponse(job),
        'GET /api/jobs/job-1/application-status': () => jsonResponse(notApplied),
      },
      student,
    );
    renderInternships('/internships/job-1?page=2&domain=Design', student);
    await userEvent.click(await applyNow());
    await userEvent.click(await screen.findByRole('button', { name: 'Upload Resume' }));
    expect(await screen.findByText('Page dashboard')).toBeTruthy();
    const query = new URLSearchParams(screen.getByTestId('location-search').textContent ?? '');
    expect(query.get('edit')).toBe('resume');
    expect(query.get('return')).toBe('/internships/job-1?page=2&domain=Design');
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? '')).toEqual({ returnTitle: job.title });
  });

  it('opens the resume modal when the server answers requiresResume', async () => {
    stubApi(
      {
        'GET /api/jobs/job-1': () => jsonResponse(job),
        'GET /api/jobs/job-1/application-status': () => jsonResponse(notApplied),
        'POST /api/jobs/job-1/apply': () =>
          errorResponse(400, {
            message: 'Please upload your resume before applying',
            code: 'RESUME_REQUIRED',
            requiresResume: true,
          }),
      },
      withResume,
    );
    renderInternships('/internships/job-1', withResume);
    const { user, dialog } = await openForm();
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('dialog', { name: 'Resume required' })).toBeTruthy();
  });
});

describe('apply: the form', () => {
  it('enables Submit only when all three boxes are ticked, counts characters, and shows the status after', async () => {
    let hasApplied = false;
    const fetchMock = stubApi(
      {
        'GET /api/jobs/job-1': () => jsonResponse(job),
        'GET /api/jobs/job-1/application-status': () => jsonResponse(hasApplied ? applied : notApplied),
        'POST /api/jobs/job-1/apply': () => {
          hasApplied = true;
          return jsonResponse(
            {
              message: 'Application submitted successfully!',
              application: {
                _id: 'a1',
                jobId: { _id: 'job-1', title: job.title, company: job.company, location: job.location, salary: 1 },
                status: 'Pending',
                appliedAt: applied.appliedAt,
                coverLetter: 'Hello there',
                timeline: [{ kind: 'applied', by: 'student', at: applied.appliedAt }],
                closedReason: null,
                companyContact: null,
              },
            },
            201,
          );
        },
      },
      withResume,
    );
    renderInternships('/internships/job-1', withResume);
    expect(await screen.findByRole('link', { name: /Ask AI/ })).toHaveProperty('target', '_blank');
    const { user, dialog } = await openForm();

    const submit = within(dialog).getByRole('button', { name: 'Submit Application' }) as HTMLButtonElement;
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    expect(within(dialog).getByLabelText(/accept the Terms and Conditions and the Privacy Policy/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/does not guarantee internships/)).toBeTruthy();
    expect(within(dialog).getByLabelText(/no reply within 5 days.*contact the organisation directly/)).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await user.click(boxes[0]);
    await user.click(boxes[1]);
    expect(submit.disabled).toBe(true);
    await user.click(boxes[2]);
    expect(submit.disabled).toBe(false);
    await user.click(boxes[1]);
    expect(submit.disabled).toBe(true);
    await user.click(boxes[1]);

    const letter = within(dialog).getByLabelText(/Cover letter/);
    expect(letter.getAttribute('maxlength')).toBe('5000');
    await user.type(letter, 'Hello there');
    expect(within(dialog).getByText('11/5000')).toBeTruthy();
    await user.click(submit);

    expect(await screen.findByText('Application submitted successfully!')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ coverLetter: 'Hello there' });
    const box = await screen.findByRole('region', { name: 'You have applied' });
    expect(within(box).getByText('Pending').className).toContain('yellow');
    expect(within(box).getByText('10 Mar 2025')).toBeTruthy();
    expect(within(box).getByRole('link', { name: 'View Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
  });

  it('shows the server message when the daily limit is reached', async () => {
    const message = 'You can apply to at most 3 internships a day. Please try again tomorrow.';
    stubApi(
      {
        'GET /api/jobs/job-1': () => jsonResponse(job),
        'GET /api/jobs/job-1/application-status': () => jsonResponse(notApplied),
        'POST /api/jobs/job-1/apply': () => jsonResponse({ message, applicationLimitReached: true }, 429),
      },
      withResume,
    );
    renderInternships('/internships/job-1', withResume);
    const { user, dialog } = await openForm();
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Resume required' })).toBeNull();
  });

  it('falls back to a fixed message when the server gives none', async () => {
    stubApi(
      {
        'GET /api/jobs/job-1': () => jsonResponse(job),
        'GET /api/jobs/job-1/application-status': () => jsonResponse(notApplied),
        'POST /api/jobs/job-1/apply': () => new Response('oops', { status: 500 }),
      },
      withResume,
    );
    renderInternships('/internships/job-1', withResume);
    const { user, dialog } = await openForm();
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Failed to apply for internship')).toBeTruthy();
  });

  it('shows the status box instead of Apply Now when already applied', async () => {
    stubApi(
      {
        'GET /api/jobs/job-1': () => jsonResponse(job),
        'GET /api/jobs/job-1/application-status': () => jsonResponse({ ...applied, status: 'Accepted' }),
      },
      withResume,
    );
    renderInternships('/internships/job-1', withResume);
    const box = await screen.findByRole('region', { name: 'You have applied' });
    expect(within(box).getByText('Accepted').className).toContain('green');
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
  });
});

// Issue 20 (phone path): today's count in the form, the limit said at once, the form opened on the way back.
const quota = (appliedToday: number, dailyLimit = 3) => ({ ...notApplied, appliedToday, dailyLimit });

describe("apply: today's applications", () => {
  it('shows how many are left today in the form before anything is typed', async () => {
    stubApi(
      {
        'GET /api/jobs/job-1': () => jsonResponse(job),
        'GET /api/jobs/job-1/application-status': () => jsonResponse(quota(1)),
      },
      withResume,
    );
    renderInternships('/internships/job-1', withResume);
    const { dialog } = await openForm();
    expect(within(dialog).getByText('2 of 3 left today')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Cover letter/) as HTMLTextAreaElement).value).toBe('');
  });

  it('explains at once that none is left, with Apply Now disabled and described by the reason', async () => {
    const fetchMock = stubApi(
      {
        'GET /api/jobs/job-1': () => jsonResponse(job),
        'GET /api/jobs/job-1/application-status': () => jsonResponse(quota(3)),
      },
      withResume,
    );
    renderInternships('/internships/job-1', withResume);
    const reason = await screen.findByText("You have used today's 3 applications. Try again tomorrow.");
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Apply Now' });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(reason.closest('p')?.id);
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('says it in the singular when the limit is one', async () => {
    stubApi(
      {
        'GET /api/jobs/job-1': () => jsonResponse(job),
        'GET /api/jobs/job-1/application-status': () => jsonResponse(quota(1, 1)),
      },
      withResume,
    );
    renderInternships('/internships/job-1', withResume);
    expect(await screen.findByText("You have used today's 1 application. Try again tomorrow.")).toBeTruthy();
  });
});

describe('apply: coming back from the dashboard (?apply=1)', () => {
  it('opens the form once the status is known, and takes the flag out of the address', async () => {
    stubApi(
      {
        'GET /api/jobs/job-1': () => jsonResponse(job),
        'GET /api/jobs/job-1/application-status': () => jsonResponse(quota(0)),
      },
      withResume,
    );
    const { router } = renderInternships('/internships/job-1?page=2&apply=1', withResume);
    const dialog = await screen.findByRole('dialog', { name: `Apply for ${job.title}` });
    expect(within(dialog).getByText('3 of 3 left today')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it.each([
    ['already applied', { ...applied, appliedToday: 1, dailyLimit: 3 }],
    ['none left today', quota(3)],
  ])('does not open the form when %s', async (_case, answer) => {
    stubApi(
      {
        'GET /api/jobs/job-1': () => jsonResponse(job),
        'GET /api/jobs/job-1/application-status': () => jsonResponse(answer),
      },
      withResume,
    );
    const { router } = renderInternships('/internships/job-1?apply=1', withResume);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open the form for a student still without a resume', async () => {
    const student = buildUser({ hasResume: false });
    stubApi(
      {
        'GET /api/jobs/job-1': () => jsonResponse(job),
        'GET /api/jobs/job-1/application-status': () => jsonResponse(quota(0)),
      },
      student,
    );
    const { router } = renderInternships('/internships/job-1?apply=1', student);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('apply: the bar on phones', () => {
  it('keeps Apply Now in a bar fixed to the bottom below 768 px, in the card from 768 px on', async () => {
    stubApi(
      {
        'GET /api/jobs/job-1': () => jsonResponse(job),
        'GET /api/jobs/job-1/application-status': () => jsonResponse(quota(0)),
      },
      withResume,
    );
    renderInternships('/internships/job-1', withResume);
    const bar = (await applyNow()).parentElement as HTMLElement;
    // The layout itself is checked in a real browser (e2e/apply-phone.test.ts); here, the classes that make it.
    expect(bar.hasAttribute('data-bottom-bar')).toBe(true);
    expect(bar.className.split(' ')).toEqual(
      expect.arrayContaining([
        'fixed',
        'inset-x-0',
        'bottom-0',
        'md:static',
        'pb-[max(0.75rem,env(safe-area-inset-bottom))]',
      ]),
    );
    // Inside the Apply card, so its reading and tab order stay the card's.
    expect(bar.closest('section')?.getAttribute('aria-label')).toBe('Apply');
  });

  it('shows no bar once the student has applied', async () => {
    stubApi(
      {
        'GET /api/jobs/job-1': () => jsonResponse(job),
        'GET /api/jobs/job-1/application-status': () => jsonResponse(applied),
      },
      withResume,
    );
    renderInternships('/internships/job-1', withResume);
    await screen.findByRole('region', { name: 'You have applied' });
    expect(document.querySelector('[data-bottom-bar]')).toBeNull();
  });
});
