// @vitest-environment jsdom
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogs } from '#web/lib/i18n.js';
import { stubResizeObserver } from '#web/test/api-stub.js';
import { buildUser, jsonResponse } from '#web/test/fixtures.js';
import { backToEnglish, englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { screen, within } from '#web/test/testing-library.js';
import { buildJob, renderInternships, stubApi } from '../test/internships-test-kit.js';
import './save-search-dialog.js';

const OPEN = { kn: 'ಈ ಹುಡುಕಾಟ ಉಳಿಸಿ', hi: 'यह खोज सेव करें' } as const;
// The suggested name keeps the student's keywords and city, in the language's order.
const NAME = { kn: 'Bengaluru ನಲ್ಲಿ web developer', hi: 'Bengaluru में web developer' } as const;

beforeAll(async () => {
  await showPagesIn('hi');
  await showPagesIn('kn');
  await loadCatalogs(['internships']);
  await showPagesIn('en');
});

afterEach(backToEnglish);

describe.each(['kn', 'hi'] as const)('Save this search in %s', (language) => {
  it('names the search and offers the mails with no English but the filters’ values', async () => {
    await showPagesIn(language);
    stubResizeObserver();
    stubApi(
      {
        'GET /api/jobs': () => jsonResponse({ jobs: [buildJob()], pagination: { current: 1, pages: 1, total: 1 } }),
        'GET /api/saved': () => jsonResponse({ saved: [] }),
      },
      buildUser(),
    );
    renderInternships('/internships?search=web+developer&location=Bengaluru&maxSalary=20000', buildUser());
    await userEvent.click(await screen.findByRole('button', { name: OPEN[language] }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox').value).toBe(NAME[language]);
    expect(englishLeftIn(dialog, ['web developer', 'Bengaluru'])).toEqual([]);
  });
});
