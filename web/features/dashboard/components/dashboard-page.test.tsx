// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TApplicationEvent } from '#shared/schemas/hearing-back.js';
import { buildUser, errorResponse, jsonResponse } from '#web/test/fixtures.js';
import { cleanup, screen, waitFor, within } from '#web/test/testing-library.js';
import { buildApplication, FULL_PROFILE_USER, renderDashboard, stubApi } from '../test/dashboard-test-kit.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const user = FULL_PROFILE_USER;

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

  it('says "Welcome" in the tab where the account was just made', async () => {
    sessionStorage.setItem('newAccount', '1');
    stubApi({ user });
    renderDashboard(user);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Asha!' })).toBeTruthy();
    sessionStorage.clear();
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

/** An application that went all the way: delivered, opened, reminded, shortlisted, then an interview. */
const TIMELINE: TApplicationEvent[] = [
  { kind: 'applied', by: 'student', at: '2025-03-05T10:00:00.000Z' },
  { kind: 'sent', by: 'system', at: '2025-03-05T10:01:00.000Z' },
  { kind: 'opened', by: 'company', at: '2025-03-06T05:00:00.000Z' },
  { kind: 'reminded', by: 'system', at: '2025-03-09T05:00:00.000Z' },
  { kind: 'answered', by: 'company', at: '2025-03-10T05:00:00.000Z', answer: 'shortlist', status: 'Reviewed' },
  {
    kind: 'answered',
    by: 'company',
    at: '2025-03-11T05:00:00.000Z',
    answer: 'interview',
    status: 'Reviewed',
    note: 'Bring your portfolio.',
    interviewAt: '2025-03-12T05:00:00.000Z',
  },
  { kind: 'status_set', by: 'admin', at: '2025-03-13T05:00:00.000Z', status: 'Accepted' },
];

describe('DashboardPage application history', () => {
  it("keeps the company's latest answer in sight and lists every step, oldest first, behind Show history", async () => {
    stubApi({ user, applications: [buildApplication({ status: 'Accepted', timeline: TIMELINE })] });
    renderDashboard(user);

    const section = await screen.findByRole('region', { name: /My Applications/ });
    await within(section).findByText('Frontend Intern');
    // The latest answer is on the card, outside the folded history: the interview in India time (10:30 am
    // for 05:00 UTC), the note quoted.
    const inSight = (text: string) => {
      const found = within(section)
        .getAllByText(text)
        .filter((element) => !element.closest('ol'));
      expect(found).toHaveLength(1);
      return found[0];
    };
    const interview = inSight('Wednesday, 12 Mar 2025, 10:30 am');
    expect(interview.tagName).toBe('TIME');
    expect(interview.getAttribute('dateTime')).toBe('2025-03-12T05:00:00.000Z');
    expect(interview.closest('p')?.textContent).toBe('Interview: Wednesday, 12 Mar 2025, 10:30 am (India time)');
    expect(inSight('Acme Labs invited you to an interview')).toBeTruthy();
    const note = inSight('Bring your portfolio.');
    expect(note.tagName).toBe('BLOCKQUOTE');
    expect(note.closest('figure')?.textContent).toMatch(/^A note from Acme Labs:/);

    // The history stays folded until asked for.
    const toggle = within(section).getByRole('button', { name: 'Show history' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(true);
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide history');
    expect(list?.hidden).toBe(false);

    const steps = within(list as HTMLElement).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'You applied',
      'Sent to Acme Labs',
      'Acme Labs opened your application',
      'We reminded Acme Labs to answer',
      'Acme Labs shortlisted you',
      'Acme Labs invited you to an interview',
      'Status changed to Accepted',
    ]);
    // Each step with its date in India time; the interview's step carries its time and note too.
    expect(within(steps[0]).getByText('5 Mar 2025').tagName).toBe('TIME');
    expect(within(steps[6]).getByText('13 Mar 2025')).toBeTruthy();
    expect(within(steps[5]).getByText('Wednesday, 12 Mar 2025, 10:30 am')).toBeTruthy();
    expect(within(steps[5]).getByText('Bring your portfolio.')).toBeTruthy();
    // The shortlist carried neither: its step has its date only.
    expect(steps[4].querySelectorAll('time')).toHaveLength(1);
    expect(steps[4].querySelector('blockquote')).toBeNull();

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list?.hidden).toBe(true);
  });

  it('shows no history button nor answer box for an application without steps', async () => {
    stubApi({ user, applications: [buildApplication()] });
    renderDashboard(user);

    const section = await screen.findByRole('region', { name: /My Applications/ });
    await within(section).findByText('Frontend Intern');
    expect(within(section).queryByRole('button', { name: 'Show history' })).toBeNull();
    expect(within(section).queryByText(/Interview:/)).toBeNull();
    expect(within(section).queryByText('No response')).toBeNull();
    expect(within(section).queryByRole('link', { name: /@/ })).toBeNull();
  });

  it('tags a closed application No response beside Pending and tells the student to keep applying', async () => {
    stubApi({
      user,
      applications: [
        buildApplication({
          closedReason: 'No response',
          timeline: [
            { kind: 'applied', by: 'student', at: '2025-03-05T10:00:00.000Z' },
            { kind: 'closed', by: 'system', at: '2025-03-20T10:00:00.000Z' },
          ],
        }),
      ],
    });
    renderDashboard(user);

    const section = await screen.findByRole('region', { name: /My Applications/ });
    const tag = await within(section).findByText('No response');
    // Pending keeps its yellow; the tag beside it is neutral.
    const pending = within(section).getByText('Pending').closest('span');
    expect(pending?.className).toContain('bg-yellow-100');
    expect(tag.className).toContain('bg-slate-100');
    expect(tag.parentElement).toBe(pending?.parentElement);
    expect(
      within(section).getByText(
        'Acme Labs did not answer in time, so this application has closed. You can keep applying to other internships.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Show history' }));
    expect(within(section).getByText('Closed: no answer from Acme Labs')).toBeTruthy();
  });

  it("points to the company's own email once it has not answered for 5 days", async () => {
    stubApi({ user, applications: [buildApplication({ companyContact: 'hr@acme.example' })] });
    renderDashboard(user);

    const section = await screen.findByRole('region', { name: /My Applications/ });
    const link = await within(section).findByRole('link', { name: 'hr@acme.example' });
    expect(link.getAttribute('href')).toBe('mailto:hr@acme.example');
    expect(link.closest('p')?.textContent).toBe(
      'No answer yet after 5 days. You can contact the organisation directly at hr@acme.example.',
    );
    expect(within(section).queryByText('No response')).toBeNull();
  });
});

describe('DashboardPage recommendations slot', () => {
  it('places what the route passes below My Applications, the saved internships and searches, before Your data', async () => {
    stubApi({ user });
    renderDashboard(user, { recommendations: <section aria-label="Slot">Recommended here</section> });

    const applications = screen.getByRole('region', { name: 'My Applications' });
    const saved = screen.getByRole('region', { name: 'Saved internships' });
    const searches = screen.getByRole('region', { name: 'Saved searches' });
    const slot = screen.getByRole('region', { name: 'Slot' });
    expect(applications.nextElementSibling).toBe(saved);
    expect(saved.nextElementSibling).toBe(searches);
    expect(searches.nextElementSibling).toBe(slot);
    expect(slot.nextElementSibling?.textContent).toMatch(/Your data/);
  });
});
