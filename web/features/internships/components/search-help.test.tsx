// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/test/fixtures.js';
import { cleanup, screen, waitFor } from '#web/test/testing-library.js';
import { buildJob, renderInternships, stubApi } from '../test/internships-test-kit.js';

// What the list does with the search's help (docs/decisions/0040): the corrected word, and type-ahead.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const page = (searchedFor?: string) =>
  jsonResponse({
    jobs: [buildJob({ _id: 'job-1', title: 'Frontend Developer Intern' })],
    pagination: { current: 1, pages: 1, total: 1 },
    ...(searchedFor ? { searchedFor } : {}),
  });

describe('search help on the internships list', () => {
  it('says which words were searched when a keyword was corrected', async () => {
    stubApi({
      'GET /api/jobs': (url) => page(url.searchParams.get('search') === 'developr' ? 'developer' : undefined),
    });
    renderInternships('/internships?search=developr');
    const line = await screen.findByText((_, element) => element?.textContent === 'Showing results for developer');
    expect(line.querySelector('strong')?.textContent).toBe('developer');
  });

  it('says nothing of the kind when the words were searched as typed', async () => {
    stubApi({ 'GET /api/jobs': () => page() });
    renderInternships('/internships?search=developer');
    expect(await screen.findByRole('heading', { name: 'Frontend Developer Intern' })).toBeTruthy();
    expect(screen.queryByText(/Showing results for/)).toBeNull();
  });

  it('offers suggestions from the listings under each box, from two letters on', async () => {
    const fetchMock = stubApi({
      'GET /api/jobs': () => page(),
      'GET /api/jobs/suggestions': (url) =>
        jsonResponse({
          suggestions:
            url.searchParams.get('field') === 'location'
              ? ['Bengaluru', 'Bengaluru Rural']
              : ['web developer', 'web design'],
        }),
    });
    renderInternships('/internships');
    const user = userEvent.setup();
    const place = (await screen.findByLabelText('Location')) as HTMLInputElement;
    await user.type(place, 'b');
    await user.type(place, 'an');
    const placeList = document.getElementById(place.getAttribute('list') as string) as HTMLDataListElement;
    await waitFor(() =>
      expect([...placeList.options].map((option) => option.value)).toEqual(['Bengaluru', 'Bengaluru Rural']),
    );
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/suggestions'));
    expect(asked.every((url) => new URL(url, 'http://x').searchParams.get('text') !== 'b')).toBe(true);
    const keywords = screen.getByLabelText('Search internships by keywords') as HTMLInputElement;
    await user.type(keywords, 'web d');
    const keywordList = document.getElementById(keywords.getAttribute('list') as string) as HTMLDataListElement;
    await waitFor(() =>
      expect([...keywordList.options].map((option) => option.value)).toEqual(['web developer', 'web design']),
    );
  });
});
