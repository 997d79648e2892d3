// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '#web/lib/i18n.js';
import { writeUserSession } from '#web/lib/session-storage.js';
import { buildUser, errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { cleanup, screen, waitFor } from '#web/test/testing-library.js';
import { Footer } from './footer.js';
import { NavBar } from './nav-bar.js';

const settings = { platformName: 'Test Portal', supportEmail: '', registrationEnabled: true, maintenanceMode: false };
const user = buildUser({ name: 'Asha Rao' });
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/settings/public') return jsonResponse(settings);
    if (url === '/api/profile') return jsonResponse({ user });
    if (url === '/api/profile/language' && init?.method === 'PUT') return jsonResponse(JSON.parse(String(init.body)));
    return errorResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await switchLanguage('en');
  localStorage.clear();
});

const languageCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/profile/language');

describe('the language switcher', () => {
  it('sits in the header and the footer, each language named in itself', () => {
    renderWithProviders(
      <>
        <NavBar />
        <Footer />
      </>,
    );
    const switchers = screen.getAllByRole('combobox', { name: 'Language' });
    expect(switchers).toHaveLength(2);
    const names = [...switchers[0].querySelectorAll('option')].map((option) => [
      option.value,
      option.lang,
      option.text,
    ]);
    expect(names).toEqual([
      ['en', 'en', 'English'],
      ['kn', 'kn', 'ಕನ್ನಡ'],
      ['hi', 'hi', 'हिन्दी'],
    ]);
  });

  it('turns a visitor’s pages to Kannada at once, keeps the choice in the browser, and asks no account', async () => {
    renderWithProviders(<NavBar />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'kn');
    await screen.findByRole('link', { name: 'ಇಂಟರ್ನ್‌ಶಿಪ್ ಹುಡುಕಿ' });
    expect(document.documentElement.lang).toBe('kn');
    expect(localStorage.getItem('language')).toBe('kn');
    expect(languageCalls()).toEqual([]);
  });

  it("keeps a signed-in student's choice on the account too, so mails come in it", async () => {
    writeUserSession('tok', { ...user, language: 'en' });
    renderWithProviders(<NavBar />, { otherPaths: ['/dashboard'] });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'hi');
    await waitFor(() => expect(languageCalls()).toHaveLength(1));
    expect(JSON.parse(String(languageCalls()[0][1]?.body))).toEqual({ language: 'hi' });
    await screen.findByRole('link', { name: 'इंटर्नशिप खोजें' });
  });

  it.each(['kn', 'hi'] as const)('leaves no English in the header and the footer in %s', async (language) => {
    await showPagesIn(language);
    const { container } = renderWithProviders(
      <>
        <NavBar />
        <Footer />
      </>,
    );
    await screen.findAllByText('Test Portal');
    expect(
      englishLeftIn(container, ['Test Portal', 'LinkedIn', 'Instagram', 'YouTube', 'Facebook', 'Twitter']),
    ).toEqual([]);
  });
});
