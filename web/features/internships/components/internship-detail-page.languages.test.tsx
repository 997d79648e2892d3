// @vitest-environment jsdom
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildUser, errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { backToEnglish, englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { screen, waitFor, within } from '#web/test/testing-library.js';
import { buildJob, renderInternships, stubApi } from '../test/internships-test-kit.js';

afterEach(backToEnglish);

const job = buildJob({ featured: true, expiryDate: '2099-03-31T18:29:59.000Z' });
/** The listing's own words (data from the API). */
const DATA = [
  job.title,
  job.company,
  job.location,
  job.domain,
  job.duration,
  job.position,
  job.description,
  ...job.requirements,
];
const notApplied = { hasApplied: false, status: null, appliedAt: null };

/** The page itself: the test kit renders the toast area after it (the shell's, checked with the shell). */
const pageIn = (container: Element) => container.firstElementChild as Element;

const WORDS = {
  kn: {
    applyNow: 'ಈಗಲೇ ಅರ್ಜಿ ಹಾಕಿ',
    requirements: 'ನಮಗೆ ಬೇಕಾದ ಅರ್ಹತೆಗಳು',
    dialog: `ಅರ್ಜಿ ಹಾಕಿ: ${job.title}`,
    counter: '11/5000 ಅಕ್ಷರಗಳು',
    submit: 'ಅರ್ಜಿ ಸಲ್ಲಿಸಿ',
    resume: 'ರೆಸ್ಯೂಮ್ ಅಗತ್ಯವಿದೆ',
    applied: 'ನೀವು ಅರ್ಜಿ ಹಾಕಿದ್ದೀರಿ',
    pending: 'ಬಾಕಿ ಇದೆ',
    closed: 'ಈ ಇಂಟರ್ನ್‌ಶಿಪ್ ಮುಕ್ತಾಯಗೊಂಡಿದೆ, ಇನ್ನು ಅರ್ಜಿಗಳನ್ನು ಸ್ವೀಕರಿಸುವುದಿಲ್ಲ.',
    notFound: 'ಇಂಟರ್ನ್‌ಶಿಪ್ ಕಂಡುಬಂದಿಲ್ಲ',
  },
  hi: {
    applyNow: 'अभी आवेदन करें',
    requirements: 'हमें क्या चाहिए',
    dialog: `${job.title} के लिए आवेदन करें`,
    counter: '11/5000 अक्षर',
    submit: 'आवेदन जमा करें',
    resume: 'रिज़्यूमे ज़रूरी है',
    applied: 'आपने आवेदन कर दिया है',
    pending: 'लंबित',
    closed: 'यह इंटर्नशिप बंद हो चुकी है, अब इसमें आवेदन नहीं लिए जाते।',
    notFound: 'इंटर्नशिप नहीं मिली',
  },
} as const;

/** Apply Now once it takes clicks: it stays disabled while the student's status for the job loads. */
async function applyNow(name: string) {
  const button = await screen.findByRole<HTMLButtonElement>('button', { name });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

describe.each(['kn', 'hi'] as const)('the internship detail page in %s', (language) => {
  const words = WORDS[language];

  it('shows the fields, the requirements, the apply panel and the apply form with no English', async () => {
    await showPagesIn(language);
    const student = buildUser({ hasResume: true, resumeFilename: 'cv.pdf' });
    stubApi(
      {
        'GET /api/jobs/job-1': () => jsonResponse(job),
        'GET /api/jobs/job-1/application-status': () => jsonResponse(notApplied),
      },
      student,
    );
    const { container } = renderInternships('/internships/job-1', student);
    const user = userEvent.setup();

    expect(await screen.findByRole('region', { name: words.requirements })).toBeTruthy();
    await user.click(await applyNow(words.applyNow));
    const dialog = await screen.findByRole('dialog', { name: words.dialog });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3);
    await user.type(within(dialog).getByRole('textbox'), 'Hello there');
    expect(within(dialog).getByText((_, element) => element?.id === 'cover-letter-count').textContent).toBe(
      words.counter,
    );
    expect(within(dialog).getByRole('button', { name: words.submit })).toBeTruthy();

    expect(englishLeftIn(pageIn(container), DATA)).toEqual([]);
    // What the student typed stays as typed.
    expect(englishLeftIn(dialog, [...DATA, 'Hello there'])).toEqual([]);
  });

  it('shows the resume-required dialog with no English', async () => {
    await showPagesIn(language);
    const student = buildUser({ hasResume: false });
    stubApi(
      {
        'GET /api/jobs/job-1': () => jsonResponse(job),
        'GET /api/jobs/job-1/application-status': () => jsonResponse(notApplied),
      },
      student,
    );
    renderInternships('/internships/job-1', student);
    await userEvent.click(await applyNow(words.applyNow));
    const dialog = await screen.findByRole('dialog', { name: words.resume });
    expect(englishLeftIn(dialog)).toEqual([]);
  });

  it('shows the application status box with no English', async () => {
    await showPagesIn(language);
    const student = buildUser({ hasResume: true });
    stubApi(
      {
        'GET /api/jobs/job-1': () => jsonResponse(job),
        'GET /api/jobs/job-1/application-status': () =>
          jsonResponse({ hasApplied: true, status: 'Pending', appliedAt: '2025-03-10T06:00:00.000Z' }),
      },
      student,
    );
    const { container } = renderInternships('/internships/job-1', student);
    const box = await screen.findByRole('region', { name: words.applied });
    expect(within(box).getByText(words.pending).className).toContain('yellow');
    expect(englishLeftIn(pageIn(container), DATA)).toEqual([]);
  });

  it('shows the closed notice with no English', async () => {
    await showPagesIn(language);
    stubApi({ 'GET /api/jobs/job-1': () => jsonResponse(buildJob({ isClosed: true })) });
    const { container } = renderInternships('/internships/job-1');
    expect(await screen.findByText(words.closed)).toBeTruthy();
    expect(englishLeftIn(pageIn(container), DATA)).toEqual([]);
  });

  it('shows the not-found view with no English', async () => {
    await showPagesIn(language);
    stubApi({
      'GET /api/jobs/job-1': () =>
        errorResponse(404, { message: 'Internship not found', code: 'INTERNSHIP_NOT_FOUND' }),
    });
    const { container } = renderInternships('/internships/job-1');
    expect(await screen.findByRole('heading', { level: 1, name: words.notFound })).toBeTruthy();
    expect(englishLeftIn(pageIn(container))).toEqual([]);
  });
});
