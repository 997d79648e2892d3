// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TResponsiveness } from '#shared/schemas/hearing-back.js';
import { buildJob, jsonResponse } from '#web/test/fixtures.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { cleanup, screen, within } from '#web/test/testing-library.js';
import { InternshipCard } from './internship-card.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderCard(responsiveness: TResponsiveness | null | undefined, createdAt?: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      jsonResponse({ platformName: 'Test', supportEmail: '', registrationEnabled: true, maintenanceMode: false }),
    ),
  );
  renderWithProviders(
    <InternshipCard
      job={buildJob({ responsiveness, ...(createdAt ? { createdAt } : {}) })}
      detailHref="/internships/x"
    />,
  );
  return screen.findByRole('article', { name: 'Frontend Developer Intern' });
}

describe('InternshipCard: how the company replies', () => {
  it.each([
    // Most answered: how soon, the median rounded up to whole days.
    [{ applications: 10, answered: 8, medianDays: 2.2 }, 'Usually replies within 3 days'],
    [{ applications: 12, answered: 6, medianDays: 0.4 }, 'Usually replies within a day'],
    [{ applications: 5, answered: 5, medianDays: 1 }, 'Usually replies within a day'],
    // Fewer than half answered: how many in 10.
    [{ applications: 10, answered: 2, medianDays: 6 }, 'Replies to 2 in 10 applications'],
    [{ applications: 7, answered: 3, medianDays: 9.5 }, 'Replies to 4 in 10 applications'],
    [{ applications: 20, answered: 1, medianDays: 3 }, 'Replies to 1 in 10 applications'],
    [{ applications: 30, answered: 1, medianDays: 3 }, 'Replies to fewer than 1 in 10 applications'],
    [{ applications: 8, answered: 0, medianDays: null }, 'Replies to fewer than 1 in 10 applications'],
  ])('%o: %s', async (responsiveness, sentence) => {
    const card = await renderCard(responsiveness);
    const line = within(card).getByText(sentence);
    // One quiet line, its icon hidden from screen readers.
    expect(line.closest('p')?.className).toContain('text-slate-500');
    expect(line.closest('p')?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it.each([
    ['no figures (fewer than 5 applications)', null],
    ['an older server', undefined],
  ])('says nothing with %s', async (_name, responsiveness) => {
    const card = await renderCard(responsiveness);
    expect(within(card).queryByText(/repl/i)).toBeNull();
  });
});

describe('InternshipCard: when it was posted, in India days', () => {
  const DAY = 24 * 60 * 60 * 1000;
  it.each([
    [0, 'Posted today'],
    [1, 'Posted yesterday'],
    [3, 'Posted 3 days ago'],
    [45, 'Posted 45 days ago'],
  ])('%i days before now: %s', async (days, sentence) => {
    // The same hour of the day in India, `days` calendar days before.
    const card = await renderCard(null, new Date(Date.now() - days * DAY).toISOString());
    expect(within(card).getByText(sentence)).toBeTruthy();
  });

  it('shows nothing for an unreadable date, and keeps View Details for the detail', async () => {
    const card = await renderCard(null, 'not a date');
    expect(within(card).queryByText(/^Posted/)).toBeNull();
    const link = within(card).getByRole('link', { name: 'View Details' });
    expect(link.getAttribute('href')).toBe('/internships/x');
    // Described by the title, so a screen reader hears which internship.
    expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Frontend Developer Intern',
    );
  });
});
