// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { cleanup, screen, within } from '#web/test/testing-library.js';
import { buildJob, renderInternships, stubApi } from '../test/internships-test-kit.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('InternshipDetailPage', () => {
  it('shows every field, the requirements, the enquiry banner and a back link that restores the list', async () => {
    stubApi({ 'GET /api/jobs/job-1': () => jsonResponse(buildJob({ salary: 150000, featured: true })) });
    renderInternships('/internships/job-1?search=dev&page=3&minSalary=1000&junk=1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Frontend Developer Intern' })).toBeTruthy();
    for (const text of [
      'Nimbus Softlabs',
      'Bengaluru',
      'Technology',
      'Full-time',
      '6 months',
      'Intern',
      '5 Mar 2025',
    ]) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByText(/₹1,50,000/).length).toBeGreaterThan(0);
    expect(screen.getByText('Featured')).toBeTruthy();
    const requirements = screen.getByRole('region', { name: "What We're Looking For" });
    expect(within(requirements).getAllByRole('listitem')).toHaveLength(2);
    const back = screen.getByRole('link', { name: 'Back to internships' });
    expect(back.getAttribute('href')).toBe('/internships?search=dev&minSalary=1000&page=3');
    const enquiry = screen.getByRole('link', { name: /Make an enquiry/ });
    expect(enquiry.getAttribute('href')).toMatch(/^https:\/\//);
    expect(enquiry.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    [
      { applications: 24, answered: 19, medianDays: 2.4 },
      'Replies to 8 in 10 applications, usually within 3 days',
      'Based on 24 applications in the last 6 months',
    ],
    [
      { applications: 5, answered: 5, medianDays: 0.3 },
      'Replies to 10 in 10 applications, usually within a day',
      'Based on 5 applications in the last 6 months',
    ],
    [
      { applications: 10, answered: 3, medianDays: 8.1 },
      'Replies to 3 in 10 applications, usually within 9 days',
      'Based on 10 applications in the last 6 months',
    ],
    [
      { applications: 12, answered: 1, medianDays: 4 },
      'Rarely replies: 1 in 10 applications',
      'Based on 12 applications in the last 6 months',
    ],
    [
      { applications: 40, answered: 0, medianDays: null },
      'Rarely replies: fewer than 1 in 10 applications',
      'Based on 40 applications in the last 6 months',
    ],
  ])('says how the company replies beside its name: %o', async (responsiveness, sentence, basis) => {
    stubApi({ 'GET /api/jobs/job-1': () => jsonResponse(buildJob({ responsiveness })) });
    renderInternships('/internships/job-1');
    const header = (await screen.findByRole('heading', { level: 1 })).closest('header') as HTMLElement;
    const line = within(header).getByText(basis).closest('p') as HTMLElement;
    expect(line.textContent).toBe(`${sentence}${basis}`);
    expect(line.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('says nothing of replies without figures (fewer than 5 applications)', async () => {
    stubApi({ 'GET /api/jobs/job-1': () => jsonResponse(buildJob({ responsiveness: null })) });
    renderInternships('/internships/job-1');
    const header = (await screen.findByRole('heading', { level: 1 })).closest('header') as HTMLElement;
    expect(within(header).queryByText(/repl|Based on/i)).toBeNull();
  });

  it('marks a closed internship and offers no Apply Now', async () => {
    stubApi({ 'GET /api/jobs/job-1': () => jsonResponse(buildJob({ isClosed: true })) });
    renderInternships('/internships/job-1');
    expect(await screen.findByText('This internship is closed and no longer accepts applications.')).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).toBeNull();
  });

  it('shows the not-found view with a link back', async () => {
    stubApi({
      'GET /api/jobs/job-1': () =>
        errorResponse(404, { message: 'Internship not found', code: 'INTERNSHIP_NOT_FOUND' }),
    });
    renderInternships('/internships/job-1?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Internship not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to internships' }).getAttribute('href')).toBe('/internships?page=2');
  });

  it('toasts the fallback when the detail cannot be fetched', async () => {
    stubApi({ 'GET /api/jobs/job-1': () => new Response('', { status: 502 }) });
    renderInternships('/internships/job-1');
    expect(await screen.findByText('Failed to fetch internship details')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
