// @vitest-environment jsdom
import * as Dialog from '@radix-ui/react-dialog';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setProofProgress } from '#web/lib/proof-of-work/progress.js';
import { buildJob, jsonResponse } from '#web/test/fixtures.js';
import { backToEnglish, englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { renderWithProviders } from '#web/test/render-with-providers.js';
import { render, screen } from '#web/test/testing-library.js';
import { ClosedBadge, DomainBadge } from './internship-badges.js';
import { InternshipCard } from './internship-card.js';
import { ModalCloseX, ModalContent, ModalHeading } from './modal.js';
import { StatusPage } from './status-page.js';
import { PagePlaceholder } from './ui/page-placeholder.js';
import { PasswordInput } from './ui/password-input.js';
import { ProofOfWorkStatus } from './ui/proof-of-work-status.js';
import { SkipLink } from './ui/skip-link.js';
import { FullPageSpinner, Spinner } from './ui/spinner.js';

// The shared pieces with words of their own, in Kannada and Hindi. The words their callers pass (titles,
// headings) are the callers' and are given here already translated. The exact texts checked are this
// catalog's own; the words a feature's catalog also holds (the same English: 'Close', 'Loading', the
// domains) are checked to be out of English.

const settings = { platformName: 'Test', supportEmail: '', registrationEnabled: true, maintenanceMode: false };

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(settings)),
  );
});

afterEach(async () => {
  setProofProgress(null);
  await backToEnglish();
});

const LANGUAGES = ['kn', 'hi'] as const;
const job = buildJob({ featured: true });
// The listing's own words, shown as the company wrote them.
const JOB_DATA = [job.title, job.company, job.location, job.duration];

describe.each(LANGUAGES)('the shared pieces in %s', (language) => {
  it('internship card: badges, facts, the reasons and View Details', async () => {
    await showPagesIn(language);
    const { container } = renderWithProviders(
      <>
        <InternshipCard job={job} reasons={['Matches your skill React']} />
        <ClosedBadge />
        <DomainBadge domain="Agritech" />
      </>,
    );
    await screen.findByRole('link', { name: { kn: 'ವಿವರಗಳನ್ನು ನೋಡಿ', hi: 'विवरण देखें' }[language] });
    expect(screen.getByText({ kn: 'ವಿಶೇಷ', hi: 'फ़ीचर्ड' }[language])).toBeTruthy();
    expect(screen.getByText({ kn: 'ಮುಚ್ಚಲಾಗಿದೆ', hi: 'बंद' }[language])).toBeTruthy();
    expect(screen.getByText({ kn: 'ತಿಂಗಳಿಗೆ', hi: 'प्रति माह' }[language])).toBeTruthy();
    // A domain other than the six stays as the listing writes it.
    expect(screen.getByText('Agritech')).toBeTruthy();
    expect(englishLeftIn(container, [...JOB_DATA, 'Matches your skill React', 'Agritech'])).toEqual([]);
  });

  it('internship card: how the company replies', async () => {
    await showPagesIn(language);
    const quick = buildJob({ _id: 'job-quick', responsiveness: { applications: 10, answered: 8, medianDays: 2.2 } });
    const oneDay = buildJob({ _id: 'job-day', responsiveness: { applications: 6, answered: 6, medianDays: 0.5 } });
    const some = buildJob({ _id: 'job-some', responsiveness: { applications: 10, answered: 2, medianDays: 6 } });
    const one = buildJob({ _id: 'job-one', responsiveness: { applications: 10, answered: 1, medianDays: 6 } });
    const none = buildJob({ _id: 'job-none', responsiveness: { applications: 30, answered: 0, medianDays: null } });
    const { container } = renderWithProviders(
      <div>
        {[quick, oneDay, some, one, none].map((card) => (
          <InternshipCard key={card._id} job={card} />
        ))}
      </div>,
    );
    await screen.findAllByRole('link', { name: { kn: 'ವಿವರಗಳನ್ನು ನೋಡಿ', hi: 'विवरण देखें' }[language] });
    const sentences = {
      kn: [
        'ಸಾಮಾನ್ಯವಾಗಿ 3 ದಿನಗಳೊಳಗೆ ಉತ್ತರಿಸುತ್ತದೆ',
        'ಸಾಮಾನ್ಯವಾಗಿ ಒಂದು ದಿನದೊಳಗೆ ಉತ್ತರಿಸುತ್ತದೆ',
        '10ರಲ್ಲಿ 2 ಅರ್ಜಿಗಳಿಗೆ ಉತ್ತರಿಸುತ್ತದೆ',
        '10ರಲ್ಲಿ 1 ಅರ್ಜಿಗೆ ಉತ್ತರಿಸುತ್ತದೆ',
        '10ರಲ್ಲಿ 1ಕ್ಕಿಂತ ಕಡಿಮೆ ಅರ್ಜಿಗಳಿಗೆ ಉತ್ತರಿಸುತ್ತದೆ',
      ],
      hi: [
        'आमतौर पर 3 दिन में जवाब देती है',
        'आमतौर पर एक दिन में जवाब देती है',
        '10 में से 2 आवेदनों का जवाब देती है',
        '10 में से 1 आवेदन का जवाब देती है',
        '10 में से 1 से भी कम आवेदनों का जवाब देती है',
      ],
    }[language];
    for (const sentence of sentences) expect(screen.getByText(sentence)).toBeTruthy();
    expect(englishLeftIn(container, JOB_DATA)).toEqual([]);
  });

  it('password input: show and hide', async () => {
    await showPagesIn(language);
    const { container } = render(<PasswordInput aria-label="ಪಾಸ್‌ವರ್ಡ್" />);
    await userEvent.click(screen.getByRole('button', { name: { kn: 'ಪಾಸ್‌ವರ್ಡ್ ತೋರಿಸಿ', hi: 'पासवर्ड दिखाएँ' }[language] }));
    expect(screen.getByRole('button', { name: { kn: 'ಪಾಸ್‌ವರ್ಡ್ ಮರೆಮಾಡಿ', hi: 'पासवर्ड छिपाएँ' }[language] })).toBeTruthy();
    expect(englishLeftIn(container)).toEqual([]);
  });

  it('modal: the close button', async () => {
    await showPagesIn(language);
    render(
      <Dialog.Root open>
        <ModalContent>
          <ModalHeading title="—" />
          <ModalCloseX className="" />
        </ModalContent>
      </Dialog.Root>,
    );
    const dialog = screen.getByRole('dialog');
    expect(screen.getByRole('button').getAttribute('aria-label')).not.toBe('Close');
    expect(englishLeftIn(dialog)).toEqual([]);
  });

  it('status page, placeholder page, spinners and the skip link', async () => {
    await showPagesIn(language);
    const { container } = renderWithProviders(
      <>
        <SkipLink />
        <StatusPage title="404" icon={null} tileClassName="">
          <h1>404</h1>
        </StatusPage>
        <PagePlaceholder title="—" />
        <Spinner />
        <FullPageSpinner />
      </>,
    );
    await screen.findByRole('link', { name: { kn: 'ಮುಖ್ಯ ವಿಷಯಕ್ಕೆ ಹೋಗಿ', hi: 'मुख्य सामग्री पर जाएँ' }[language] });
    expect(screen.getByText({ kn: 'ಈ ಪುಟ ಶೀಘ್ರದಲ್ಲೇ ಬರಲಿದೆ.', hi: 'यह पेज जल्द ही आ रहा है।' }[language])).toBeTruthy();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).not.toContain('Loading');
    expect(englishLeftIn(container)).toEqual([]);
  });

  it('proof-of-work status: the words and the progress bar’s name', async () => {
    await showPagesIn(language);
    setProofProgress(0.4);
    const { container } = render(<ProofOfWorkStatus />);
    expect(screen.getByRole('progressbar', { name: { kn: 'ಪರಿಶೀಲನೆಯ ಪ್ರಗತಿ', hi: 'जाँच की प्रगति' }[language] })).toBeTruthy();
    expect(englishLeftIn(container)).toEqual([]);
  });
});
