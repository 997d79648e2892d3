// @vitest-environment jsdom
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DOMAINS } from '#shared/constants.js';
import { backToEnglish, englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { screen, within } from '#web/test/testing-library.js';
import { buildJob, renderInternships, stubApi } from '../test/internships-test-kit.js';
// Loaded up front, as in internships-page.test.tsx: the page fetches the panel on demand.
import './filter-panel.js';

afterEach(backToEnglish);

const jobs = Array.from({ length: 12 }, (_, index) =>
  buildJob({ _id: `job-${index + 1}`, title: `Intern ${index + 1}`, featured: index === 0 }),
);

/**
 * The listings' own words (data from the API) and the domains, which are data too; the search examples
 * name values as the listings write them (a position, a location, a word of a title), in English.
 */
const DATA = [
  ...jobs.map((job) => job.title),
  'Nimbus Softlabs',
  'Bengaluru',
  '6 months',
  ...DOMAINS,
  'web developer',
  'Intern',
  'Remote',
];

/** The page itself: the test kit renders the toast area after it (the shell's, checked with the shell). */
const pageIn = (container: Element) => container.firstElementChild as Element;

function stubList(total: number) {
  stubApi({
    'GET /api/jobs': (url) => {
      const page = Number(url.searchParams.get('page'));
      const pages = Math.max(1, Math.ceil(total / 12));
      return jsonList(total === 0 ? [] : jobs, { current: page, pages, total });
    },
  });
}

function jsonList(list: typeof jobs, pagination: { current: number; pages: number; total: number }) {
  return new Response(JSON.stringify({ jobs: list, pagination }), { headers: { 'Content-Type': 'application/json' } });
}

const WORDS = {
  kn: {
    heading: 'ಇಂಟರ್ನ್‌ಶಿಪ್ ಹುಡುಕಿ',
    summary: 'ಒಟ್ಟು 65 ಇಂಟರ್ನ್‌ಶಿಪ್‌ಗಳಲ್ಲಿ 13–24 ತೋರಿಸಲಾಗುತ್ತಿದೆ',
    apply: 'ಫಿಲ್ಟರ್ ಅನ್ವಯಿಸಿ',
    minAboveMax: 'ಕನಿಷ್ಠ ಸ್ಟೈಪೆಂಡ್ ಗರಿಷ್ಠ ಸ್ಟೈಪೆಂಡ್‌ಗಿಂತ ಹೆಚ್ಚಿರಬಾರದು',
    empty: 'ಯಾವುದೇ ಇಂಟರ್ನ್‌ಶಿಪ್ ಸಿಗಲಿಲ್ಲ',
  },
  hi: {
    heading: 'इंटर्नशिप खोजें',
    summary: 'कुल 65 इंटर्नशिप में से 13–24 दिखाई जा रही हैं',
    apply: 'फ़िल्टर लगाएँ',
    minAboveMax: 'न्यूनतम स्टाइपेंड अधिकतम स्टाइपेंड से ज़्यादा नहीं हो सकता',
    empty: 'कोई इंटर्नशिप नहीं मिली',
  },
} as const;

describe.each(['kn', 'hi'] as const)('the internship list in %s', (language) => {
  const words = WORDS[language];

  it('shows the search bar, the open filter panel, the cards, the summary and the pager with no English', async () => {
    await showPagesIn(language);
    stubList(65);
    const { container } = renderInternships('/internships?domain=Design&page=2');

    expect(await screen.findByRole('heading', { name: 'Intern 1' })).toBeTruthy();
    const panel = await screen.findByRole('form');
    expect(screen.getByRole('heading', { level: 1, name: words.heading })).toBeTruthy();
    expect(screen.getByText(words.summary)).toBeTruthy();
    expect(screen.getByRole('navigation')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: words.apply })).toBeTruthy();
    expect(englishLeftIn(pageIn(container), DATA)).toEqual([]);
  });

  it('shows the filter panel’s errors in the language', async () => {
    await showPagesIn(language);
    stubList(65);
    renderInternships('/internships?domain=Design');
    const user = userEvent.setup();
    const panel = await screen.findByRole('form');
    const [min, max] = within(panel)
      .getAllByRole('textbox', { name: /₹|स्टाइपेंड|ಸ್ಟೈಪೆಂಡ್/ })
      .slice(-2);
    await user.type(min, '30000');
    await user.type(max, '20000');
    await user.click(within(panel).getByRole('button', { name: words.apply }));
    expect(await within(panel).findByText(words.minAboveMax)).toBeTruthy();
    expect(englishLeftIn(panel, DATA)).toEqual([]);
  });

  it('shows the empty state with no English', async () => {
    await showPagesIn(language);
    stubList(0);
    const { container } = renderInternships('/internships?search=zzz');
    expect(await screen.findByRole('heading', { name: words.empty })).toBeTruthy();
    // What the student typed stays as typed.
    expect(englishLeftIn(pageIn(container), [...DATA, 'zzz'])).toEqual([]);
  });
});
