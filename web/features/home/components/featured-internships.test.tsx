// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildJob } from '#web/test/fixtures.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { stubHomeApi } from '../test/home-test-kit.js';
import { FeaturedInternships } from './featured-internships.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('FeaturedInternships', () => {
  it('asks for 6 internships and shows type, title, company, location, rupees and View Details', async () => {
    const fetchMock = stubHomeApi({
      jobs: [buildJob(), buildJob({ _id: 'job-2', title: 'Finance Intern', type: 'Remote', salary: 150000 })],
    });
    renderWithProviders(<FeaturedInternships />);

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledWith('/api/jobs?limit=6', expect.anything());
    const first = within(cards[0]);
    expect(first.getByRole('heading', { name: 'Frontend Developer Intern' })).toBeTruthy();
    expect(first.getByText('Full-time')).toBeTruthy();
    expect(first.getByText('Nimbus Softlabs')).toBeTruthy();
    expect(first.getByText('Bengaluru')).toBeTruthy();
    expect(first.getByText('₹25,000')).toBeTruthy();
    expect(first.getByRole('link', { name: /View Details/ }).getAttribute('href')).toBe('/internships/job-1');
    // Indian digit grouping.
    expect(within(cards[1]).getByText('₹1,50,000')).toBeTruthy();
  });

  it('only logs a failed fetch and stays hidden', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubHomeApi({ jobs: 'fail' });
    renderWithProviders(
      <>
        <h1>Home</h1>
        <FeaturedInternships />
      </>,
    );

    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0][0]).toMatch(/featured internships/);
    expect(screen.queryByRole('region', { name: 'Hand-picked opportunities' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
  });

  it('hides the section when there is nothing to show', async () => {
    const fetchMock = stubHomeApi({ jobs: [] });
    renderWithProviders(<FeaturedInternships />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});
