// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogs } from '#web/lib/i18n.js';
import { backToEnglish, englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { cleanup, fireEvent, screen, waitFor, within } from '#web/test/testing-library.js';
import { answered, buildView, refusal, renderAnswerPage, stubAnswerApi } from '../test/company-answer-kit.js';

const VIEW = buildView({
  closedReason: 'No response',
  answers: [answered({ answer: 'interview', interviewAt: '2026-11-25T05:00:00.000Z', note: 'Room 4, 2nd floor' })],
});

// The application's own data stays as the student and the company wrote it; the server's thanks come in
// the page's language from the server (here, as it would send them).
const ALLOWED = [
  VIEW.platformName,
  VIEW.job.title,
  VIEW.job.company,
  VIEW.job.location,
  ...Object.values(VIEW.student).flat(),
  ...VIEW.coverLetter.split('\n'),
  'Room 4, 2nd floor',
];

const WORDS = {
  kn: {
    applicant: 'ಅರ್ಜಿದಾರರು',
    coverLetter: 'ಕವರ್ ಲೆಟರ್',
    download: 'ರೆಸ್ಯೂಮ್ ಡೌನ್‌ಲೋಡ್ ಮಾಡಿ',
    earlier: 'ನಿಮ್ಮ ಹಿಂದಿನ ಉತ್ತರಗಳು',
    interview: 'ಸಂದರ್ಶನ',
    offer: 'ಆಫರ್',
    time: /ಸಂದರ್ಶನದ ದಿನಾಂಕ ಮತ್ತು ಸಮಯ/,
    note: /ವಿದ್ಯಾರ್ಥಿಗೆ ಟಿಪ್ಪಣಿ/,
    send: 'ಉತ್ತರ ಕಳುಹಿಸಿ',
    thanks: 'ಧನ್ಯವಾದಗಳು. ನಿಮ್ಮ ಉತ್ತರವನ್ನು ವಿದ್ಯಾರ್ಥಿಗೆ ಕಳುಹಿಸಲಾಗಿದೆ.',
    tooLate: 'ದಯವಿಟ್ಟು ಸಂದರ್ಶನದ ದಿನಾಂಕ ಮತ್ತು ಸಮಯ ನೀಡಿ',
    invalid: 'ಈ ಲಿಂಕ್ ಮಾನ್ಯವಾಗಿಲ್ಲ',
    expired: 'ಈ ಲಿಂಕ್‌ನ ಅವಧಿ ಮುಗಿದಿದೆ',
    withdrawn: 'ಈ ಅರ್ಜಿಯನ್ನು ಹಿಂಪಡೆಯಲಾಗಿದೆ',
    failed: 'ಅರ್ಜಿಯನ್ನು ಲೋಡ್ ಮಾಡಲು ಆಗಲಿಲ್ಲ',
    noLetter: '(ಕವರ್ ಲೆಟರ್ ಇಲ್ಲ)',
  },
  hi: {
    applicant: 'आवेदक',
    coverLetter: 'कवर लेटर',
    download: 'रिज़्यूमे डाउनलोड करें',
    earlier: 'आपके पिछले जवाब',
    interview: 'इंटरव्यू',
    offer: 'ऑफ़र',
    time: /इंटरव्यू की तारीख और समय/,
    note: /छात्र के लिए संदेश/,
    send: 'जवाब भेजें',
    thanks: 'धन्यवाद। आपका जवाब छात्र को भेज दिया गया है।',
    tooLate: 'कृपया इंटरव्यू की तारीख और समय दें',
    invalid: 'यह लिंक मान्य नहीं है',
    expired: 'इस लिंक की अवधि खत्म हो गई है',
    withdrawn: 'यह आवेदन वापस ले लिया गया है',
    failed: 'आवेदन लोड नहीं हो सका',
    noLetter: '(कोई कवर लेटर नहीं)',
  },
} as const;

// As in the app: the shared catalogs first, then the page's own with the page.
beforeAll(async () => {
  await showPagesIn('hi');
  await showPagesIn('kn');
  await loadCatalogs(['company-answer']);
  await showPagesIn('en');
});

afterEach(backToEnglish);

describe.each(['kn', 'hi'] as const)('the company answer page in %s', (language) => {
  const words = WORDS[language];

  it('shows the application, the earlier answers and the form with no English but the data', async () => {
    await showPagesIn(language);
    stubAnswerApi({
      view: VIEW,
      post: () => Response.json({ message: words.thanks, view: { ...VIEW, closedReason: null } }),
    });
    const { container } = renderAnswerPage();
    await screen.findByRole('heading', { level: 1, name: VIEW.job.title });
    expect(screen.getByRole('region', { name: words.applicant })).toBeTruthy();
    expect(screen.getByRole('region', { name: words.coverLetter })).toBeTruthy();
    expect(screen.getByRole('link', { name: words.download })).toBeTruthy();
    const earlier = screen.getByRole('region', { name: words.earlier });
    expect(within(earlier).getByText(words.interview)).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: words.interview }));
    fireEvent.input(screen.getByLabelText(words.time), { target: { value: '2026-12-01T10:30' } });
    await userEvent.type(screen.getByLabelText(words.note), 'Room 4, 2nd floor');
    expect(englishLeftIn(container, ALLOWED)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: words.send }));
    expect(await screen.findByText(words.thanks)).toBeTruthy();
    await waitFor(() => expect(englishLeftIn(container, ALLOWED)).toEqual([]));
  });

  it('translates the answer contract refusals and the empty cover letter', async () => {
    await showPagesIn(language);
    stubAnswerApi({
      view: buildView({ coverLetter: '', resumeUrl: null }),
      post: refusal(400, 'VALIDATION_FAILED', 'Please give the interview date and time'),
    });
    const { container } = renderAnswerPage('?choice=offer');
    await screen.findByRole('heading', { level: 1, name: VIEW.job.title });
    expect((screen.getByRole('radio', { name: words.offer }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(words.noLetter)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: words.send }));
    expect((await screen.findByRole('alert')).textContent).toBe(words.tooLate);
    expect(englishLeftIn(container, ALLOWED)).toEqual([]);
  });

  it.each([
    ['invalid', 404, 'ANSWER_LINK_INVALID'],
    ['expired', 410, 'ANSWER_LINK_EXPIRED'],
    ['withdrawn', 410, 'APPLICATION_WITHDRAWN'],
    ['failed', 503, 'OVERLOADED'],
  ] as const)('says when the link is %s', async (kind, status, code) => {
    await showPagesIn(language);
    stubAnswerApi({ get: refusal(status, code, 'The server says so') });
    const { container } = renderAnswerPage();
    expect(await screen.findByRole('heading', { level: 1, name: words[kind] })).toBeTruthy();
    expect(englishLeftIn(container, ALLOWED)).toEqual([]);
    cleanup();
  });
});
