// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeUserSession } from '#web/lib/session-storage.js';
import { buildJob, buildUser } from '#web/test/fixtures.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { stubRecommendationsApi } from '../test/recommendations-test-kit.js';
import { RecommendedInternships } from './recommended-internships.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('RecommendedInternships', () => {
  const user = buildUser({ _id: 'user-7', name: 'Asha Rao' });

  it('is not shown, and not asked for, when nobody is logged in', async () => {
    const fetchMock = stubRecommendationsApi();
    renderWithProviders(<RecommendedInternships />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('recommendations'))).toBe(false);
  });

  it('shows a logged-in student their matches with the reasons joined by " · "', async () => {
    writeUserSession('student-token', user);
    const fetchMock = stubRecommendationsApi({
      user,
      recommendations: [{ job: buildJob(), score: 0.9, reasons: ['Matches your skills: React', 'In Bengaluru'] }],
    });
    renderWithProviders(<RecommendedInternships />);

    const region = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(await within(region).findByText('Matches your skills: React · In Bengaluru')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/recommendations'));
    if (!call) throw new Error('GET /api/recommendations was not called');
    expect(call[0]).toBe('/api/recommendations?limit=6');
    const headers = call[1]?.headers as Headers;
    expect(headers.get('Authorization')).toBe('Bearer student-token');
  });

  it('stays hidden when the list is empty or the call fails', async () => {
    writeUserSession('student-token', user);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubRecommendationsApi({ user, recommendations: 'fail' });
    renderWithProviders(<RecommendedInternships />);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('as a dashboard panel: a level-2 card title, at most 3 cards with level-3 titles, and a browse link', async () => {
    writeUserSession('student-token', user);
    const jobs = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => buildJob({ _id: id, title: `Intern ${id}` }));
    stubRecommendationsApi({ user, recommendations: jobs.map((job) => ({ job, score: 0.5, reasons: [] })) });
    renderWithProviders(<RecommendedInternships variant="panel" />);

    const region = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Recommended for you' })).toBeTruthy();
    expect(await within(region).findAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(
      within(region)
        .getByRole('link', { name: /Browse all internships/ })
        .getAttribute('href'),
    ).toBe('/internships');
  });

  it('takes a heading level, with the cards one level below', async () => {
    writeUserSession('student-token', user);
    stubRecommendationsApi({ user, recommendations: [{ job: buildJob(), score: 0.9, reasons: [] }] });
    renderWithProviders(<RecommendedInternships headingLevel={3} />);

    expect(await screen.findByRole('heading', { level: 3, name: 'Recommended for you' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 4, name: 'Frontend Developer Intern' })).toBeTruthy();
  });
});
