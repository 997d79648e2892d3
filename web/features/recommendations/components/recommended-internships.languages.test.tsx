// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { writeUserSession } from '#web/lib/session-storage.js';
import { buildJob, buildUser } from '#web/test/fixtures.js';
import { backToEnglish, englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { screen, within } from '#web/test/testing-library.js';
import { stubRecommendationsApi } from '../test/recommendations-test-kit.js';
import { RecommendedInternships } from './recommended-internships.js';

afterEach(backToEnglish);

const user = buildUser({ _id: 'user-7', name: 'Asha Rao' });
const jobs = [
  buildJob({ _id: 'a', title: 'Frontend Developer Intern' }),
  buildJob({ _id: 'b', title: 'Data Analyst Intern', location: 'Mysuru', type: 'Remote', featured: false }),
];
// The server's reasons, in English: the web shows them in the pages' language.
const recommendations = [
  {
    job: jobs[0],
    score: 0.9,
    reasons: ['Matches your skills: React', 'Matches your interests: frontend', 'In Bengaluru'],
  },
  { job: jobs[1], score: 0.5, reasons: ['Matches your skills: React', 'Remote: fits plans to study abroad'] },
];
/** The listings' own words, the student's name, skills and interests (data from the API). */
const DATA = [
  ...jobs.map((job) => job.title),
  'Nimbus Softlabs',
  'Bengaluru',
  'Mysuru',
  'Technology',
  '6 months',
  'Asha',
  'React',
  'frontend',
];

const WORDS = {
  kn: {
    title: 'ನಿಮಗಾಗಿ ಶಿಫಾರಸುಗಳು',
    reasons: 'ನಿಮ್ಮ ಕೌಶಲ್ಯಗಳಿಗೆ ಹೊಂದುತ್ತದೆ: React · ನಿಮ್ಮ ಆಸಕ್ತಿಗಳಿಗೆ ಹೊಂದುತ್ತದೆ: frontend · ಸ್ಥಳ: Bengaluru',
    eyebrow: 'Asha, ನಿಮಗಾಗಿ ಆರಿಸಿದವು',
    browse: 'ಎಲ್ಲಾ ಇಂಟರ್ನ್‌ಶಿಪ್‌ಗಳನ್ನು ನೋಡಿ',
  },
  hi: {
    title: 'आपके लिए सुझाव',
    reasons: 'आपकी स्किल्स से मेल: React · आपकी रुचियों से मेल: frontend · Bengaluru में',
    eyebrow: 'Asha, आपके लिए चुनी गईं',
    browse: 'सभी इंटर्नशिप देखें',
  },
} as const;

describe.each(['kn', 'hi'] as const)('the recommendations in %s', (language) => {
  const words = WORDS[language];

  it('shows the home page section and the reasons with no English', async () => {
    await showPagesIn(language);
    writeUserSession('student-token', user);
    stubRecommendationsApi({ user, recommendations });
    const { container } = renderWithProviders(<RecommendedInternships />);

    const region = await screen.findByRole('region', { name: words.title });
    expect(await within(region).findByText(words.reasons)).toBeTruthy();
    expect(within(region).getByText(words.eyebrow)).toBeTruthy();
    expect(englishLeftIn(container, DATA)).toEqual([]);
  });

  it('shows the dashboard panel with no English', async () => {
    await showPagesIn(language);
    writeUserSession('student-token', user);
    stubRecommendationsApi({ user, recommendations });
    const { container } = renderWithProviders(<RecommendedInternships variant="panel" />);

    const region = await screen.findByRole('region', { name: words.title });
    expect(await within(region).findAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(within(region).getByRole('link', { name: words.browse })).toBeTruthy();
    expect(englishLeftIn(container, DATA)).toEqual([]);
  });
});
