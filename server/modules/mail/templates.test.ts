import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LANGUAGES } from '#shared/languages.js';
import {
  adminInvitationMail,
  applicationReceivedMail,
  companyApplicationMail,
  existingAccountMail,
  type MailContent,
  passwordResetMail,
  registrationCodeMail,
  statusChangedMail,
} from './templates.js';

// Values with every character HTML gives a meaning to, so an unescaped value shows.
const PLATFORM = 'Campus & <Co>';
const JOB = { title: 'Frontend <Dev> & "Ops" Intern', company: "O'Reilly & Sons <Pvt>" };
const STUDENT = 'Asha <i>Rao</i>';
const LOGIN = 'https://example.in/login?a=1&b=2';
const RESET = 'https://example.in/forgot-password';
const LINK = 'https://example.in/reset-password?token=a%2Bb&x="y"';

/** Every mail, in `language` where it is a student's. */
function everyMail(language: (typeof LANGUAGES)[number]): Record<string, MailContent> {
  const mails: Record<string, MailContent> = {
    registrationCode: registrationCodeMail(PLATFORM, '123456', language),
    existingAccount: existingAccountMail(PLATFORM, LOGIN, RESET, language),
    passwordReset: passwordResetMail(PLATFORM, 'Asha <b>Rao</b> & co', '654321', LINK, language),
    applicationReceived: applicationReceivedMail(PLATFORM, STUDENT, JOB, language),
  };
  for (const status of ['Pending', 'Reviewed', 'Accepted', 'Rejected', 'Unknown <x>']) {
    mails[`status${status.split(' ')[0]}`] = statusChangedMail(PLATFORM, 'Asha <Rao>', JOB, status, language);
  }
  return mails;
}

describe('the mails in English', () => {
  // fixtures/english-mails.json holds the mails as the templates wrote them before the languages: the
  // English must not move by a byte.
  const before = JSON.parse(readFileSync(new URL('./fixtures/english-mails.json', import.meta.url), 'utf8'));

  it('are byte for byte what they were, by default and when asked for English', () => {
    const { company, companyNoLetter, ...students } = before;
    expect(everyMail('en')).toEqual(students);
    expect(registrationCodeMail(PLATFORM, '123456')).toEqual(students.registrationCode);
    expect(statusChangedMail(PLATFORM, 'Asha <Rao>', JOB, 'Accepted')).toEqual(students.statusAccepted);
    expect(
      companyApplicationMail({
        platformName: PLATFORM,
        job: { ...JOB, location: 'Mysuru & <Bengaluru>' },
        student: {
          name: 'Asha <Rao>',
          email: 'a&b@example.com',
          phone: '98765 43210',
          city: 'Mysuru',
          academicStatus: 'Third Year',
          skills: ['React', '<SQL>'],
        },
        coverLetter: 'Dear team,\n\nI <love> & "enjoy" code.\nThanks',
      }),
    ).toEqual(company);
    expect(
      companyApplicationMail({
        platformName: PLATFORM,
        job: { ...JOB, location: 'Remote' },
        student: { name: 'B', email: 'b@example.com', phone: '1', city: 'C', academicStatus: 'Graduated', skills: [] },
        coverLetter: '',
      }),
    ).toEqual(companyNoLetter);
  });
});

const SCRIPTS = { kn: /[\u0C80-\u0CFF]/, hi: /[\u0900-\u097F]/ } as const;
// Words of the English mails that no translated mail may still hold.
const ENGLISH_WORDS =
  /\b(Hello|Your|verification|valid|ignore|Someone|already|password|application|received|status|dashboard|organisation|guarantee|Pending|Reviewed|Accepted|Rejected|Congratulations)\b/;

describe.each(['kn', 'hi'] as const)('the mails in %s', (language) => {
  const mails = everyMail(language);

  it('are written in the language, every sentence, with the values as they are', () => {
    for (const [name, mail] of Object.entries(mails)) {
      for (const part of [mail.subject, mail.text]) {
        expect(part, name).toMatch(SCRIPTS[language]);
        // The values, the links and the code are not translated: what is left of English is theirs.
        const withoutValues = part
          .replaceAll(JOB.title, '')
          .replaceAll(JOB.company, '')
          .replaceAll(PLATFORM, '')
          .replace(/https:\S+/g, '');
        expect(withoutValues, `${name}: ${part}`).not.toMatch(ENGLISH_WORDS);
      }
      expect(mail.html, name).toContain(`<html lang="${language}">`);
    }
    expect(mails.registrationCode.text).toContain('123456');
    expect(mails.passwordReset.text).toContain('654321');
    expect(mails.passwordReset.text).toContain(LINK);
    expect(mails.existingAccount.text).toContain(LOGIN);
    expect(mails.applicationReceived.subject).toContain(JOB.title);
  });

  it('escape every value in the HTML, as the English does', () => {
    for (const [name, mail] of Object.entries(mails)) {
      for (const raw of ['<Co>', '<Dev>', '"Ops"', '<Pvt>', '<i>', '<b>', '<Rao>', '<x>', 'a=1&b', 'x="y"']) {
        expect(mail.html, `${name} ${raw}`).not.toContain(raw);
      }
    }
    expect(mails.applicationReceived.html).toContain(
      '<strong>Frontend &lt;Dev&gt; &amp; &quot;Ops&quot; Intern</strong>',
    );
    expect(mails.existingAccount.html).toContain('href="https://example.in/login?a=1&amp;b=2"');
    expect(mails.passwordReset.html).toContain(
      'href="https://example.in/reset-password?token=a%2Bb&amp;x=&quot;y&quot;"',
    );
  });

  it('name the status in the language, and keep an unknown one as it is', () => {
    const names = { kn: ['ಸ್ವೀಕರಿಸಲಾಗಿದೆ', 'ತಿರಸ್ಕರಿಸಲಾಗಿದೆ'], hi: ['स्वीकृत', 'अस्वीकृत'] }[language];
    expect(mails.statusAccepted.subject).toContain(names[0]);
    expect(mails.statusAccepted.html).toContain(`<strong>${names[0]}</strong>`);
    expect(mails.statusRejected.text).toContain(names[1]);
    expect(mails.statusUnknown.html).toContain('<strong>Unknown &lt;x&gt;</strong>');
  });
});

describe('the invitation of a new administrator', () => {
  it('names the inviter, the username and the link, every value escaped in the HTML', () => {
    const mail = adminInvitationMail(PLATFORM, {
      inviterName: 'Asha <b>Rao</b>',
      username: 'ravi<script>',
      link: LINK,
      validHours: 72,
    });
    expect(mail.subject).toBe('You are invited to administer Campus & <Co>');
    expect(mail.text).toContain('Your username: ravi<script>');
    expect(mail.text).toContain(`\n${LINK}\n`);
    expect(mail.text).toContain('The link works once, for 72 hours.');
    for (const raw of ['<Co>', '<b>', '<script>', 'x="y"']) expect(mail.html).not.toContain(raw);
    expect(mail.html).toContain('href="https://example.in/reset-password?token=a%2Bb&amp;x=&quot;y&quot;"');
  });
});
