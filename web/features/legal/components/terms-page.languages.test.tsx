// @vitest-environment jsdom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_DETAILS } from '#web/config/contact-details.js';
import { answerEveryRequestWith, backToEnglish, englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { screen, within } from '#web/test/testing-library.js';
import { TermsPage } from './terms-page.js';

const settings = {
  platformName: 'Test Portal',
  supportEmail: 'help@test.example',
  registrationEnabled: true,
  maintenanceMode: false,
};

// Shown as they are in every language: the platform's name, the support address, the postal address and
// the city of the courts (web/config/contact-details.ts).
const ALLOWED = [
  settings.platformName,
  settings.supportEmail,
  ...CONTACT_DETAILS.addressLines,
  CONTACT_DETAILS.jurisdictionCity,
];

beforeEach(() => answerEveryRequestWith(settings));

afterEach(backToEnglish);

async function renderIn(language: 'kn' | 'hi') {
  await showPagesIn(language);
  const view = renderWithProviders(<TermsPage />, { path: '/terms' });
  // The support address comes with the settings: wait for it, so the whole page is there.
  await screen.findByRole('link', { name: settings.supportEmail }, { timeout: 5000 });
  return view;
}

describe('TermsPage in Kannada and Hindi', () => {
  it('shows the terms in Kannada, with no English left', async () => {
    const { container } = await renderIn('kn');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ಬಳಕೆಯ ನಿಯಮಗಳು ಮತ್ತು ಗೌಪ್ಯತಾ ನೀತಿ');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toHaveLength(21);
    expect(headings[0]).toBe('1.ಈ ನಿಯಮಗಳನ್ನು ಒಪ್ಪಿಕೊಳ್ಳುವುದು');
    expect(headings[20]).toBe('21.ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ');
    // The values inside the clauses stay: the platform's name, the clause numbers, the limits.
    expect(screen.getByText(/ದಯವಿಟ್ಟು ಈ ನಿಯಮಗಳನ್ನು ಗಮನವಿಟ್ಟು ಓದಿ\. Test Portal .*ಷರತ್ತು 9 ಮತ್ತು 20/)).toBeTruthy();
    const transparency = screen.getByRole('region', { name: '20.ಡೇಟಾ ಪಾರದರ್ಶಕತೆ' });
    expect(within(transparency).getByText(/ದೂರು ಬಂದ 7 ಕೆಲಸದ ದಿನಗಳೊಳಗೆ/)).toBeTruthy();
    expect(screen.getAllByRole('navigation', { name: 'ಪರಿವಿಡಿ' })).toHaveLength(2);
    expect(englishLeftIn(container, ALLOWED)).toEqual([]);
  });

  it('shows the terms in Hindi, with no English left', async () => {
    const { container } = await renderIn('hi');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('उपयोग की शर्तें और गोपनीयता नीति');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toHaveLength(21);
    expect(headings[18]).toBe('19.लागू कानून और विवाद');
    expect(screen.getByText(/Mysuru, Karnataka की अदालतों/)).toBeTruthy();
    const transparency = screen.getByRole('region', { name: '20.डेटा पारदर्शिता' });
    expect(within(transparency).getByText(/आवेदन करने के 5 दिनों के भीतर/)).toBeTruthy();
    expect(englishLeftIn(container, ALLOWED)).toEqual([]);
  });

  it('names the tab in the chosen language', async () => {
    await renderIn('hi');
    await vi.waitFor(() => expect(document.title).toBe('उपयोग की शर्तें | Test Portal'));
  });
});
