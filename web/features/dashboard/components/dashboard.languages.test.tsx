// @vitest-environment jsdom

import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '#shared/languages.js';
import { i18n } from '#web/lib/i18n.js';
import { formatDate, formatWeekdayDateTime } from '#web/lib/india-dates.js';
import { backToEnglish, englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { screen, waitFor, within } from '#web/test/testing-library.js';
import { buildApplication, FULL_PROFILE_USER, renderDashboard, stubApi } from '../test/dashboard-test-kit.js';
import { STATUS_LABELS, STATUS_STYLES } from './application-status-badge.js';

// The languages issue: the dashboard in Kannada and Hindi shows no English but the student's own data.
// Words the dashboard shares with other pages (the statuses, 'Dashboard', 'My Applications') are one
// message across the catalogs, so they are read through i18n rather than spelled out here.

afterEach(backToEnglish);

const user = FULL_PROFILE_USER;

/**
 * What the fixtures show as they are: the student's data, the listing's, brands named in the hints, and the
 * picture's file formats (kept in Latin letters, as PDF is).
 */
const DATA = [
  'Asha Rao',
  'Asha',
  'Mysuru',
  'Build accessible products',
  'Science',
  'MS in HCI',
  'PU College',
  'University',
  'BSc',
  'IISc',
  'MDes',
  'React',
  'Figma',
  'Python',
  'frontend',
  'design systems',
  'asha-cv.pdf',
  'Frontend Intern',
  'Acme Labs',
  'Bengaluru',
  'I love UI work.',
  'Bring your portfolio.',
  'JPG',
  'PNG',
];

/** Words only the dashboard says, as its catalogs translate them. */
const WORDS = {
  kn: {
    welcome: 'ಮತ್ತೆ ಸ್ವಾಗತ, Asha!',
    edit: 'ಪ್ರೊಫೈಲ್ ಬದಲಿಸಿ',
    save: 'ಬದಲಾವಣೆಗಳನ್ನು ಉಳಿಸಿ',
    deleteAccount: 'ನನ್ನ ಖಾತೆ ಅಳಿಸಿ',
    deleteTitle: 'ನಿಮ್ಮ ಖಾತೆ ಅಳಿಸಬೇಕೇ?',
    password: 'ಖಚಿತಪಡಿಸಲು ನಿಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ ನಮೂದಿಸಿ',
    showHistory: 'ಇತಿಹಾಸ ತೋರಿಸಿ',
    hideHistory: 'ಇತಿಹಾಸ ಮರೆಮಾಡಿ',
    noResponse: 'ಉತ್ತರವಿಲ್ಲ',
    interview: 'ಸಂದರ್ಶನ:',
  },
  hi: {
    welcome: 'फिर से स्वागत है, Asha!',
    edit: 'प्रोफ़ाइल बदलें',
    save: 'बदलाव सेव करें',
    deleteAccount: 'मेरा खाता हटाएँ',
    deleteTitle: 'अपना खाता हटाना है?',
    password: 'पुष्टि के लिए अपना पासवर्ड डालें',
    showHistory: 'इतिहास दिखाएँ',
    hideHistory: 'इतिहास छिपाएँ',
    noResponse: 'कोई जवाब नहीं',
    interview: 'इंटरव्यू:',
  },
} as const;

function applicationsSection(container: Element): HTMLElement {
  const section = container.querySelector<HTMLElement>('#my-applications');
  if (!section) throw new Error('No My Applications section');
  return section;
}

describe.each(['kn', 'hi'] as const)('the dashboard in %s', (language: Exclude<Language, 'en'>) => {
  const words = WORDS[language];

  it('view mode: the welcome, the profile card and the side panels', async () => {
    stubApi({ user, applications: [] });
    await showPagesIn(language);
    const { container } = renderDashboard(user);

    expect(screen.getByRole('heading', { level: 1, name: words.welcome })).toBeTruthy();
    // The empty list has loaded: the count line and the empty state are on the page, the skeleton gone.
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByRole('button', { name: words.edit })).toBeTruthy();
    expect(within(applicationsSection(container)).getByRole('link').getAttribute('href')).toBe('/internships');
    await waitFor(() => expect(document.title).toMatch(/ \| Test$/));
    expect(document.title).not.toMatch(/Dashboard/);
    expect(englishLeftIn(container, DATA)).toEqual([]);
  });

  it('with applications listed: the statuses, the stipend and the date in the language', async () => {
    stubApi({
      user,
      applications: [
        buildApplication({ _id: 'a1', status: 'Pending' }),
        buildApplication({ _id: 'a2', status: 'Reviewed', coverLetter: 'I love UI work.' }),
        buildApplication({ _id: 'a3', status: 'Accepted' }),
        buildApplication({ _id: 'a4', status: 'Rejected' }),
      ],
    });
    await showPagesIn(language);
    const { container } = renderDashboard(user);

    const section = applicationsSection(container);
    await within(section).findAllByText('Frontend Intern');
    for (const status of ['Pending', 'Reviewed', 'Accepted', 'Rejected'] as const) {
      const name = i18n._(STATUS_LABELS[status]);
      expect(name).not.toBe(status);
      // Each status keeps its colour under its translated name.
      const badge = within(section).getByText(name).closest('span');
      expect(badge?.className).toContain(STATUS_STYLES[status].className.split(' ')[0]);
    }
    // The date in the language's own words ('ಮಾರ್ಚ್ 5, 2025', '5 मार्च 2025').
    const applied = formatDate('2025-03-05T10:00:00.000Z');
    expect(applied).not.toMatch(/Mar/);
    expect(within(section).getAllByText(applied)).toHaveLength(4);
    expect(englishLeftIn(container, DATA)).toEqual([]);
  });

  it("with a history: every step, the company's note and interview, No response and the company's email", async () => {
    stubApi({
      user,
      applications: [
        buildApplication({
          _id: 'a1',
          status: 'Accepted',
          timeline: [
            { kind: 'applied', by: 'student', at: '2025-03-05T10:00:00.000Z' },
            { kind: 'sent', by: 'system', at: '2025-03-05T10:01:00.000Z' },
            { kind: 'opened', by: 'company', at: '2025-03-06T05:00:00.000Z' },
            { kind: 'reminded', by: 'system', at: '2025-03-09T05:00:00.000Z' },
            { kind: 'answered', by: 'company', at: '2025-03-10T05:00:00.000Z', answer: 'shortlist' },
            {
              kind: 'answered',
              by: 'company',
              at: '2025-03-11T05:00:00.000Z',
              answer: 'interview',
              note: 'Bring your portfolio.',
              interviewAt: '2025-03-12T05:00:00.000Z',
            },
            { kind: 'answered', by: 'company', at: '2025-03-12T09:00:00.000Z', answer: 'offer' },
            { kind: 'answered', by: 'company', at: '2025-03-12T10:00:00.000Z', answer: 'not_selected' },
            { kind: 'status_set', by: 'admin', at: '2025-03-13T05:00:00.000Z', status: 'Accepted' },
          ],
        }),
        buildApplication({
          _id: 'a2',
          closedReason: 'No response',
          companyContact: 'hr@acme.example',
          timeline: [
            { kind: 'applied', by: 'student', at: '2025-03-05T10:00:00.000Z' },
            { kind: 'closed', by: 'system', at: '2025-03-20T10:00:00.000Z' },
            { kind: 'reopened', by: 'admin', at: '2025-03-21T10:00:00.000Z' },
          ],
        }),
      ],
    });
    await showPagesIn(language);
    const { container } = renderDashboard(user);

    const section = applicationsSection(container);
    await within(section).findAllByText('Frontend Intern');
    expect(within(section).getByText(words.noResponse)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'hr@acme.example' }).getAttribute('href')).toBe(
      'mailto:hr@acme.example',
    );
    for (const toggle of within(section).getAllByRole('button', { name: words.showHistory })) {
      await userEvent.click(toggle);
      expect(toggle.textContent).toBe(words.hideHistory);
    }
    // Every kind of step is told in the language, with its date in the language's words.
    expect(section.querySelectorAll('ol > li')).toHaveLength(12);
    expect(within(section).getAllByText(formatDate('2025-03-13T05:00:00.000Z')).length).toBeGreaterThan(0);
    const interview = formatWeekdayDateTime('2025-03-12T05:00:00.000Z');
    expect(interview).not.toMatch(/Wed|Mar/);
    expect(within(section).getAllByText(interview)[0].closest('p')?.textContent).toMatch(
      new RegExp(`^${words.interview}`),
    );
    expect(englishLeftIn(container, DATA)).toEqual([]);
  });

  it('edit mode: every section, label and button of the form', async () => {
    stubApi({ user });
    await showPagesIn(language);
    const { container } = renderDashboard(user);

    await userEvent.click(screen.getByRole('button', { name: words.edit }));
    const form = screen.getByRole('form', { name: words.edit });
    expect(within(form).getByRole('button', { name: words.save })).toBeTruthy();
    expect(englishLeftIn(container, DATA)).toEqual([]);
  });

  it('the delete-account dialog', async () => {
    stubApi({ user });
    await showPagesIn(language);
    renderDashboard(user);

    await userEvent.click(screen.getByRole('button', { name: words.deleteAccount }));
    const dialog = await screen.findByRole('dialog', { name: words.deleteTitle });
    expect(within(dialog).getByLabelText(words.password)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: words.deleteAccount })).toBeTruthy();
    expect(englishLeftIn(dialog, DATA)).toEqual([]);
  });
});
