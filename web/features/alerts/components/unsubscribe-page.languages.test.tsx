// @vitest-environment jsdom
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogs } from '#web/lib/i18n.js';
import { stubApi } from '#web/test/api-stub.js';
import { errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { backToEnglish, englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { renderRoutes } from '#web/test/render-routes.js';
import { screen } from '#web/test/testing-library.js';
import { UnsubscribePage } from './unsubscribe-page.js';

const API_PATH = '/api/alerts/unsubscribe/tok';
// The search's name is the student's own words.
const NAME = 'web developer in Bengaluru';

const WORDS = {
  kn: { stop: 'ಎಚ್ಚರಿಕೆ ಮೇಲ್‌ಗಳನ್ನು ನಿಲ್ಲಿಸಿ', manage: 'ನಿಮ್ಮ ಎಚ್ಚರಿಕೆಗಳನ್ನು ನಿರ್ವಹಿಸಿ', invalid: 'ಈ ಲಿಂಕ್ ಮಾನ್ಯವಾಗಿಲ್ಲ' },
  hi: { stop: 'अलर्ट मेल बंद करें', manage: 'अपने अलर्ट संभालें', invalid: 'यह लिंक मान्य नहीं है' },
} as const;

beforeAll(async () => {
  await showPagesIn('hi');
  await showPagesIn('kn');
  await loadCatalogs(['alerts']);
  await showPagesIn('en');
});

afterEach(backToEnglish);

function renderPage() {
  return renderRoutes(
    [{ path: '/alerts/unsubscribe/:token', element: <UnsubscribePage /> }],
    '/alerts/unsubscribe/tok',
  );
}

describe.each(['kn', 'hi'] as const)('the unsubscribe page in %s', (language) => {
  const words = WORDS[language];

  it('asks, then says the mails stopped, with no English but the search’s name', async () => {
    await showPagesIn(language);
    stubApi({
      [`GET ${API_PATH}`]: () => jsonResponse({ name: NAME, frequency: 'daily' }),
      [`POST ${API_PATH}`]: () => jsonResponse({ name: NAME, frequency: 'off' }),
    });
    const { container } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: words.stop }));
    expect(englishLeftIn(container, [NAME])).toEqual([]);
    expect(await screen.findByRole('link', { name: words.manage })).toBeTruthy();
    expect(englishLeftIn(container, [NAME])).toEqual([]);
  });

  it('says so when the mails are already off, or the link is not valid', async () => {
    await showPagesIn(language);
    stubApi({ [`GET ${API_PATH}`]: () => jsonResponse({ name: NAME, frequency: 'off' }) });
    const off = renderPage();
    await screen.findByRole('link', { name: words.manage });
    expect(englishLeftIn(off.container, [NAME])).toEqual([]);
    off.unmount();

    stubApi({ [`GET ${API_PATH}`]: () => errorResponse(404, { message: 'x', code: 'ALERT_LINK_INVALID' }) });
    const invalid = renderPage();
    await screen.findByRole('heading', { level: 1, name: words.invalid });
    expect(englishLeftIn(invalid.container)).toEqual([]);
  });
});
