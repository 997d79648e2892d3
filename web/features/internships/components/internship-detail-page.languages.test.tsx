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
    replies: {
      often: '10ರಲ್ಲಿ 8 ಅರ್ಜಿಗಳಿಗೆ ಉತ್ತರಿಸುತ್ತದೆ, ಸಾಮಾನ್ಯವಾಗಿ 3 ದಿನಗಳೊಳಗೆ',
      daily: '10ರಲ್ಲಿ 10 ಅರ್ಜಿಗಳಿಗೆ ಉತ್ತರಿಸುತ್ತದೆ, ಸಾಮಾನ್ಯವಾಗಿ ಒಂದು ದಿನದೊಳಗೆ',
      rarely: 'ಅಪರೂಪವಾಗಿ ಉತ್ತರಿಸುತ್ತದೆ: 10ರಲ್ಲಿ 1 ಅರ್ಜಿಗೆ',
      never: 'ಅಪರೂಪವಾಗಿ ಉತ್ತರಿಸುತ್ತದೆ: 10ರಲ್ಲಿ 1ಕ್ಕಿಂತ ಕಡಿಮೆ ಅರ್ಜಿಗಳಿಗೆ',
    },
    basis: {
      5: 'ಕಳೆದ 6 ತಿಂಗಳಲ್ಲಿ ಬಂದ 5 ಅರ್ಜಿಗಳ ಆಧಾರದಲ್ಲಿ',
      12: 'ಕಳೆದ 6 ತಿಂಗಳಲ್ಲಿ ಬಂದ 12 ಅರ್ಜಿಗಳ ಆಧಾರದಲ್ಲಿ',
      24: 'ಕಳೆದ 6 ತಿಂಗಳಲ್ಲಿ ಬಂದ 24 ಅರ್ಜಿಗಳ ಆಧಾರದಲ್ಲಿ',
      40: 'ಕಳೆದ 6 ತಿಂಗಳಲ್ಲಿ ಬಂದ 40 ಅರ್ಜಿಗಳ ಆಧಾರದಲ್ಲಿ',
    } as Record<number, string>,
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
    replies: {
      often: '10 में से 8 आवेदनों का जवाब देती है, आमतौर पर 3 दिन में',
      daily: '10 में से 10 आवेदनों का जवाब देती है, आमतौर पर एक दिन में',
      rarely: 'कभी-कभार ही जवाब देती है: 10 में से 1 आवेदन का',
      never: 'कभी-कभार ही जवाब देती है: 10 में से 1 से भी कम आवेदनों का',
    },
    basis: {
      5: 'पिछले 6 महीनों के 5 आवेदनों के आधार पर',
      12: 'पिछले 6 महीनों के 12 आवेदनों के आधार पर',
      24: 'पिछले 6 महीनों के 24 आवेदनों के आधार पर',
      40: 'पिछले 6 महीनों के 40 आवेदनों के आधार पर',
    } as Record<number, string>,
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

  it.each([
    [{ applications: 24, answered: 19, medianDays: 2.4 }, 'often'],
    [{ applications: 5, answered: 5, medianDays: 0.3 }, 'daily'],
    [{ applications: 12, answered: 1, medianDays: 4 }, 'rarely'],
    [{ applications: 40, answered: 0, medianDays: null }, 'never'],
  ] as const)('says how the company replies (%o) with no English', async (responsiveness, kind) => {
    await showPagesIn(language);
    stubApi({ 'GET /api/jobs/job-1': () => jsonResponse({ ...job, responsiveness }) });
    const { container } = renderInternships('/internships/job-1');
    const header = (await screen.findByRole('heading', { level: 1, name: job.title })).closest('header') as HTMLElement;
    const basis = within(header).getByText(words.basis[responsiveness.applications]);
    expect(basis.closest('p')?.textContent).toBe(`${words.replies[kind]}${words.basis[responsiveness.applications]}`);
    expect(englishLeftIn(pageIn(container), DATA)).toEqual([]);
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

  it('shows similar internships, and the line when there are none, with no English (docs/decisions/0045)', async () => {
    await showPagesIn(language);
    const similar = { kn: 'ಇದೇ ರೀತಿಯ ಇಂಟರ್ನ್‌ಶಿಪ್‌ಗಳು', hi: 'मिलती-जुलती इंटर्नशिप' }[language];
    let jobs = [{ ...job, _id: 'job-2' }];
    stubApi({
      'GET /api/jobs/job-1': () => jsonResponse(job),
      'GET /api/jobs/job-2': () => jsonResponse({ ...job, _id: 'job-2' }),
      'GET /api/jobs/job-1/similar': () => jsonResponse({ jobs }),
      'GET /api/jobs/job-2/similar': () => jsonResponse({ jobs: [] }),
    });
    const { container } = renderInternships('/internships/job-1');
    const section = await screen.findByRole('region', { name: similar });
    await within(section).findByRole('article');
    expect(englishLeftIn(pageIn(container), DATA)).toEqual([]);
    jobs = [];
    await userEvent.click(within(section).getByRole('link'));
    await waitFor(() => {
      const none = screen.getByRole('region', { name: similar });
      expect(none.getAttribute('aria-busy')).toBeNull();
      expect(within(none).queryByRole('article')).toBeNull();
      expect(none.querySelector('p')?.textContent).toBe(
        { kn: 'ಈಗ ಇದೇ ರೀತಿಯ ಯಾವುದೇ ಇಂಟರ್ನ್‌ಶಿಪ್ ತೆರೆದಿಲ್ಲ.', hi: 'अभी कोई मिलती-जुलती इंटर्नशिप खुली नहीं है।' }[language],
      );
    });
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
