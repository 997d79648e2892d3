// @vitest-environment jsdom
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TSavedSearch } from '#shared/schemas/saved-searches.js';
import { loadCatalogs } from '#web/lib/i18n.js';
import { jsonResponse } from '#web/test/fixtures.js';
import { backToEnglish, englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { screen, within } from '#web/test/testing-library.js';
import { FULL_PROFILE_USER, renderDashboard, stubApi } from '../test/dashboard-test-kit.js';

const SEARCH: TSavedSearch = {
  _id: 's1',
  name: 'web developer in Bengaluru',
  filters: { search: 'web developer', location: 'Bengaluru', domain: 'Technology', minSalary: 10000 },
  frequency: 'weekly',
  createdAt: '2026-11-24T10:00:00.000Z',
  lastAlertAt: null,
  nextAlertAt: null,
};
// The student's own words and the filters' values.
const ALLOWED = [SEARCH.name, 'web developer', 'Bengaluru', 'Technology'];

const WORDS = {
  kn: { section: 'ಉಳಿಸಿದ ಹುಡುಕಾಟಗಳು', remove: 'ಅಳಿಸಿ', empty: 'ಇನ್ನೂ ಯಾವುದೇ ಹುಡುಕಾಟ ಉಳಿಸಿಲ್ಲ' },
  hi: { section: 'सेव की गई खोजें', remove: 'हटाएँ', empty: 'अभी तक कोई खोज सेव नहीं की गई' },
} as const;

beforeAll(async () => {
  await showPagesIn('hi');
  await showPagesIn('kn');
  await loadCatalogs(['dashboard']);
  await showPagesIn('en');
});

afterEach(backToEnglish);

describe.each(['kn', 'hi'] as const)('the saved searches section in %s', (language) => {
  const words = WORDS[language];

  it('lists a search, its filters, its mails and the delete question with no English but the data', async () => {
    await showPagesIn(language);
    stubApi({
      user: FULL_PROFILE_USER,
      routes: { 'GET /api/saved-searches': () => jsonResponse({ savedSearches: [SEARCH] }) },
    });
    renderDashboard(FULL_PROFILE_USER);
    const region = await screen.findByRole('region', { name: words.section });
    await within(region).findByRole('listitem');
    await userEvent.click(within(region).getByRole('button', { name: words.remove }));
    expect(englishLeftIn(region, ALLOWED)).toEqual([]);
  });

  it('shows the empty state with no English', async () => {
    await showPagesIn(language);
    stubApi({ user: FULL_PROFILE_USER });
    renderDashboard(FULL_PROFILE_USER);
    const region = await screen.findByRole('region', { name: words.section });
    await within(region).findByText(words.empty);
    expect(englishLeftIn(region)).toEqual([]);
  });
});
