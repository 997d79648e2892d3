// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeUserSession } from '#web/lib/session-storage.js';
import { buildUser, errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { backToEnglish, englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { cleanup, screen, within } from '#web/test/testing-library.js';
import { GLOBAL_JOBS } from '../test/global-jobs-fixtures.js';
import { GlobalJobsPage } from './global-jobs-page.js';

afterEach(backToEnglish);

const user = buildUser();
const JOBS = GLOBAL_JOBS;

// The jobs are data from the API and stay as they are: countries, companies, continents, the links shown.
const ALLOWED = [
  ...JOBS.flatMap((job) => [job.country_name, job.company_name, job.continents]),
  'www.jobbank.gc.ca',
  'Test',
];

function stub(globalJobs: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/globaljobs') return globalJobs();
      if (url === '/api/profile') return jsonResponse({ user });
      if (url === '/api/settings/public') {
        return jsonResponse({
          platformName: 'Test',
          supportEmail: '',
          registrationEnabled: true,
          maintenanceMode: false,
        });
      }
      return errorResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
    }),
  );
}

async function renderIn(language: 'kn' | 'hi') {
  await showPagesIn(language);
  writeUserSession('tok', user);
  return renderWithProviders(<GlobalJobsPage />, { path: '/global-jobs', otherPaths: ['/login'] });
}

describe('GlobalJobsPage in Kannada and Hindi', () => {
  it('shows the jobs in Kannada, with no English left but the jobs themselves', async () => {
    stub(() => jsonResponse(JOBS));
    const { container } = await renderIn('kn');
    const germany = await screen.findByRole('region', { name: /Germany/ });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ಜಾಗತಿಕ ಉದ್ಯೋಗಗಳು');
    expect(within(germany).getByText('2 ಸೈಟ್‌ಗಳು')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /Canada/ })).getByText('1 ಸೈಟ್')).toBeTruthy();
    const item = within(germany).getByRole('article', { name: 'Make it in Germany' });
    expect(within(item).getByRole('link', { name: /ಈಗಲೇ ಅರ್ಜಿ ಹಾಕಿ/ })).toBeTruthy();
    expect(within(germany).getByText('ಲಿಂಕ್ ಲಭ್ಯವಿಲ್ಲ')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: /Canada/ })).getByText('ಈ ಲಿಂಕ್ ಕೆಲಸ ಮಾಡದೇ ಇರಬಹುದು')).toBeTruthy();
    const select = screen.getByLabelText('ದೇಶ') as HTMLSelectElement;
    expect(select.options[0].textContent).toBe('ಎಲ್ಲಾ ದೇಶಗಳು');
    expect(englishLeftIn(container, ALLOWED)).toEqual([]);
  });

  it('shows the jobs in Hindi, with no English left but the jobs themselves', async () => {
    stub(() => jsonResponse(JOBS));
    const { container } = await renderIn('hi');
    const germany = await screen.findByRole('region', { name: /Germany/ });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('वैश्विक नौकरियाँ');
    expect(within(germany).getByText('2 साइटें')).toBeTruthy();
    expect(within(germany).getAllByText('(नए टैब में खुलता है)').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('देश')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: /Canada/ })).getByText('यह लिंक शायद काम नहीं कर रहा है'),
    ).toBeTruthy();
    expect(englishLeftIn(container, ALLOWED)).toEqual([]);
  });

  it('says in Kannada and Hindi when there are no jobs or they cannot be loaded', async () => {
    stub(() => jsonResponse([]));
    const empty = await renderIn('kn');
    expect(await screen.findByText('ಯಾವುದೇ ಉದ್ಯೋಗಗಳು ಕಂಡುಬಂದಿಲ್ಲ.')).toBeTruthy();
    expect(englishLeftIn(empty.container, ALLOWED)).toEqual([]);
    cleanup();

    stub(() => errorResponse(500, { message: 'Boom', code: 'SERVER_ERROR' }));
    const failed = await renderIn('hi');
    expect(await screen.findByText('नौकरियाँ लोड नहीं हो सकीं। कृपया कुछ देर बाद फिर से कोशिश करें।')).toBeTruthy();
    expect(englishLeftIn(failed.container, ALLOWED)).toEqual([]);
  });
});
