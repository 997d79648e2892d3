// @vitest-environment jsdom

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/test/fixtures.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { cleanup, screen, within } from '#web/test/testing-library.js';
import { TermsPage } from './terms-page.js';

const settings = {
  platformName: 'Test Portal',
  supportEmail: 'help@test.example',
  registrationEnabled: true,
  maintenanceMode: false,
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(settings)),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TermsPage', () => {
  it('numbers the clauses, ending with the closing parts the spec lists and the contact block', async () => {
    renderWithProviders(<TermsPage />, { path: '/terms' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings[0]).toBe('1.Accepting these terms');
    expect(headings.slice(-10)).toEqual([
      '12.Communications and third parties',
      '13.Amendments to these terms',
      '14.Termination',
      '15.Indemnity',
      '16.Severability',
      '17.Assignment',
      '18.Waiver',
      '19.Governing law and disputes',
      '20.Data transparency',
      '21.Contact us',
    ]);
    expect(screen.getByText(/permit us and the third parties.*to contact you by phone call/)).toBeTruthy();
    expect(screen.getByText(/Arbitration and Conciliation Act, 1996.*courts at Mysuru, Karnataka/)).toBeTruthy();

    const transparency = screen.getByRole('region', { name: '20.Data transparency' });
    for (const text of [
      /does not guarantee placements/,
      /collected from public sources/,
      /within 7 working days/,
      /within 5 days of applying/,
    ]) {
      expect(within(transparency).getByText(text)).toBeTruthy();
    }

    const contact = screen.getByRole('region', { name: '21.Contact us' });
    expect((await within(contact).findByRole('link', { name: 'help@test.example' })).getAttribute('href')).toBe(
      'mailto:help@test.example',
    );
    expect(within(contact).getByText(/Mysuru, Karnataka/)).toBeTruthy();
  });

  it('has a table of contents linking to every clause', () => {
    renderWithProviders(<TermsPage />, { path: '/privacy' });
    const [contents] = screen.getAllByRole('navigation', { name: 'Table of contents' });
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(21);
    expect(links[19].getAttribute('href')).toBe('#data-transparency');
    expect(document.getElementById('data-transparency')).not.toBeNull();
  });
});
