// @vitest-environment jsdom

import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { buildApplication, renderDashboard, stubApi } from '../test/dashboard-test-kit.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const user = buildUser({
  name: 'Asha Rao',
  studyPreference: 'Both',
  futureGoals: 'Build accessible products',
  section: 'Science',
  higherEducation: 'MS in HCI',
  pgMasters: { institution: 'IISc', course: 'MDes', year: '2028', percentage: '' },
  skills: ['React', 'Figma'],
  keywords: ['frontend', 'design systems'],
  hasResume: true,
  resumeFilename: 'asha-cv.pdf',
});

describe('DashboardPage view mode', () => {
  it('welcomes the student with the application count and links to the internships', async () => {
    stubApi({ user, applications: [buildApplication(), buildApplication({ _id: 'app-2' })] });
    renderDashboard(user);

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Asha!' })).toBeTruthy();
    expect(await screen.findByText(/You have applied to 2 internships so far\./)).toBeTruthy();
    const browse = screen.getAllByRole('link', { name: /Browse Internships/ });
    expect(browse[0].getAttribute('href')).toBe('/internships');
    const banner = screen.getByRole('complementary', { name: 'Tip' });
    expect(
      within(banner)
        .getByRole('link', { name: /Explore internships/ })
        .getAttribute('href'),
    ).toBe('/internships');
  });

  it('shows every profile field, the study preference label, chips and the resume status', async () => {
    stubApi({ user });
    renderDashboard(user);

    const card = screen.getByRole('region', { name: 'Asha Rao' });
    for (const text of [
      'asha@example.com',
      '9876543210',
      'Mysuru',
      '570001',
      'Open to Both',
      'Build accessible products',
      'Science',
      'MS in HCI',
      'PU College',
      'University',
      'IISc',
      'asha-cv.pdf',
    ]) {
      expect(within(card).getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(within(card).getAllByText('Third Year').length).toBeGreaterThan(0);
    const skills = within(card).getByRole('list', { name: 'Skills' });
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['React', 'Figma']);
    const keywords = within(card).getByRole('list', { name: 'Keywords' });
    expect(within(keywords).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card).getByRole('button', { name: /Download resume/ })).toBeTruthy();
  });

  it('shows initials when there is no picture, and falls back to them when the picture fails to load', async () => {
    stubApi({ user });
    const { unmount } = renderDashboard(user);
    expect(screen.getByRole('img', { name: 'Asha Rao (no profile picture)' }).textContent).toBe('AR');
    unmount();

    const withPicture = buildUser({ ...user, hasProfilePicture: true });
    stubApi({ user: withPicture });
    renderDashboard(withPicture);
    const picture = screen.getByRole('img', { name: 'Profile of Asha Rao' });
    expect(picture.getAttribute('src')).toMatch(/^\/api\/profile-picture\/user-1\?t=\d+$/);
    picture.dispatchEvent(new Event('error'));
    await waitFor(() => expect(screen.getByRole('img', { name: 'Asha Rao (no profile picture)' })).toBeTruthy());
  });
});

describe('DashboardPage applications', () => {
  it('lists applications with rupee salaries, dates and status colours', async () => {
    stubApi({
      user,
      applications: [
        buildApplication({ _id: 'a1', status: 'Pending' }),
        buildApplication({ _id: 'a2', status: 'Reviewed', coverLetter: 'I love UI work.' }),
        buildApplication({ _id: 'a3', status: 'Accepted' }),
        buildApplication({ _id: 'a4', status: 'Rejected' }),
      ],
    });
    renderDashboard(user);

    const section = await screen.findByRole('region', { name: /My Applications/ });
    await within(section).findAllByText('Frontend Intern');
    expect(within(section).getAllByText('₹1,50,000')).toHaveLength(4);
    expect(within(section).getAllByText(/5 Mar 2025/)).toHaveLength(4);
    expect(within(section).getAllByRole('link', { name: 'Frontend Intern' })[0].getAttribute('href')).toBe(
      '/internships/job-1',
    );
    const colours = {
      Pending: 'bg-yellow-100',
      Reviewed: 'bg-blue-100',
      Accepted: 'bg-green-100',
      Rejected: 'bg-red-100',
    };
    for (const [status, colour] of Object.entries(colours)) {
      const badge = within(section).getByText(status).closest('span');
      expect(badge?.className).toContain(colour);
    }
    expect(within(section).getByText('I love UI work.')).toBeTruthy();
  });

  it('shows a loading skeleton, then an empty state that links to /internships', async () => {
    stubApi({ user, applications: [] });
    renderDashboard(user);

    expect(screen.getByRole('status', { name: 'Loading applications' })).toBeTruthy();
    expect(await screen.findByText('No applications yet')).toBeTruthy();
    const section = screen.getByRole('region', { name: /My Applications/ });
    expect(
      within(section)
        .getByRole('link', { name: /Browse Internships/ })
        .getAttribute('href'),
    ).toBe('/internships');
    expect(screen.getByText('You have not applied to any internships yet.')).toBeTruthy();
  });

  it("toasts the server's message, or 'Failed to fetch applications', when the list fails", async () => {
    stubApi({ user, applications: () => errorResponse(400, { message: 'Service busy', code: 'VALIDATION_FAILED' }) });
    const { unmount } = renderDashboard(user);
    expect((await screen.findAllByText('Service busy')).length).toBeGreaterThan(0);
    unmount();

    stubApi({ user, applications: () => jsonResponse({}, 400) });
    renderDashboard(user);
    await waitFor(() => expect(screen.getAllByText('Failed to fetch applications').length).toBe(2));
  });
});

describe('DashboardPage recommendations slot', () => {
  it('places what the route passes right below My Applications, before Your data', async () => {
    stubApi({ user });
    renderDashboard(user, { recommendations: <section aria-label="Slot">Recommended here</section> });

    const applications = screen.getByRole('region', { name: 'My Applications' });
    const slot = screen.getByRole('region', { name: 'Slot' });
    expect(applications.nextElementSibling).toBe(slot);
    expect(slot.nextElementSibling?.textContent).toMatch(/Your data/);
  });
});
