// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ZDeleteAccountRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSendOtpRequest,
  ZUpdateProfileRequest,
  ZVerifyOtpRequest,
} from '#shared/schemas/account.js';
import { ZApplyRequest } from '#shared/schemas/job.js';
import { i18n } from '#web/lib/i18n.js';
import { backToEnglish, englishLeftIn, showPagesIn } from '#web/test/language-check.js';
import { render, screen } from '#web/test/testing-library.js';
import { FormField } from '../ui/form-field.js';
import { VALIDATION_MESSAGES, validationWord } from './validation-words.js';

afterEach(backToEnglish);

// A form as a student fills it: every field present, as the forms hold them (texts, lists of texts, ticks).
const VALID_PROFILE = {
  name: 'Asha Rao',
  phone: '9876543210',
  currentCity: 'Mysuru',
  pinCode: '570001',
  futureGoals: 'Work on data science',
  studyPreference: 'India',
  section: 'Science',
  higherEducation: 'MSc abroad',
  twelfthPU: { institution: 'Marimallappa PU College', passedYear: '2022', percentage: '85' },
  ugDegree: { institution: 'Mysore University', course: 'B.E.', year: '2026', percentage: '78' },
  pgMasters: { institution: '', course: '', year: '', percentage: '' },
  currentAcademicStatus: 'Third Year',
  skills: ['React'],
  keywords: ['Finance'],
  resumeData: 'JVBERi0xLjQ=',
  resumeFilename: 'cv.pdf',
  resumeContentType: 'application/pdf',
  profilePictureData: 'iVBORw0KGgo=',
  profilePictureFilename: 'me.png',
  profilePictureContentType: 'image/png',
};
const FORMS: [string, z.ZodType, Record<string, unknown>][] = [
  [
    'registration',
    ZRegisterRequest,
    {
      ...VALID_PROFILE,
      email: 'asha@example.com',
      password: 'secret123',
      otp: '123456',
      acceptTerms: true,
      marketingConsent: false,
    },
  ],
  ['profile edit', ZUpdateProfileRequest, VALID_PROFILE],
  ['login', ZLoginRequest, { email: 'asha@example.com', password: 'secret123' }],
  ['send OTP', ZSendOtpRequest, { email: 'asha@example.com' }],
  ['forgot password', ZForgotPasswordRequest, { email: 'asha@example.com' }],
  ['verify OTP', ZVerifyOtpRequest, { email: 'asha@example.com', otp: '123456' }],
  [
    'reset by OTP',
    ZResetPasswordRequest.options[0],
    { email: 'asha@example.com', otp: '123456', newPassword: 'secret123' },
  ],
  ['reset by link', ZResetPasswordRequest.options[1], { token: 'a'.repeat(40), newPassword: 'secret123' }],
  ['delete account', ZDeleteAccountRequest, { password: 'secret123' }],
  ['apply', ZApplyRequest, { coverLetter: 'I would like to learn.' }],
];

// What a student can type or pick wrong: empty, blank, malformed, line breaks, control characters, too long.
const WRONG_TEXTS = ['', '   ', 'abc', 'a\nb', 'a\u0000b', 'x'.repeat(6000)];
const WRONG_LISTS = [[], ['   '], ['a\nb'], ['x'.repeat(101)], Array.from({ length: 201 }, (_, i) => `Skill ${i}`)];
// The study preference is a radio group that always holds one of its three values (the forms start on one).
const ALWAYS_CHOSEN = new Set(['studyPreference']);

function wrongValues(key: string, value: unknown): unknown[] {
  if (typeof value === 'boolean') return [!value];
  if (Array.isArray(value)) return WRONG_LISTS;
  // A picked file over the size the contract takes.
  if (key.endsWith('Data')) return [...WRONG_TEXTS, 'A'.repeat(14_000_200)];
  return WRONG_TEXTS;
}

/** Every message `schema` gives when one field of `valid` at a time is wrong in each way a form allows. */
function messagesOf(schema: z.ZodType, valid: Record<string, unknown>): Set<string> {
  const messages = new Set<string>();
  const visit = (object: Record<string, unknown>, replace: (next: Record<string, unknown>) => unknown) => {
    for (const [key, value] of Object.entries(object)) {
      if (ALWAYS_CHOSEN.has(key)) continue;
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        visit(value as Record<string, unknown>, (inner) => replace({ ...object, [key]: inner }));
        continue;
      }
      for (const wrong of wrongValues(key, value)) {
        const result = schema.safeParse(replace({ ...object, [key]: wrong }));
        for (const issue of result.error?.issues ?? []) messages.add(issue.message);
      }
    }
  };
  visit(valid, (next) => next);
  return messages;
}

const produced = new Set<string>();
for (const [, schema, valid] of FORMS) for (const message of messagesOf(schema, valid)) produced.add(message);

describe('the validation words', () => {
  it.each(FORMS)('%s: the valid form passes, so each wrong field is what is refused', (_name, schema, valid) => {
    expect(schema.safeParse(valid).error?.issues).toBeUndefined();
  });

  it('know every message the student forms’ schemas give', () => {
    expect(produced.size).toBeGreaterThan(40);
    expect([...produced].filter((message) => !validationWord(message))).toEqual([]);
  });

  it('hold no message the schemas no longer give', () => {
    expect(VALIDATION_MESSAGES.filter((message) => !produced.has(message))).toEqual([]);
  });

  it('keep the schemas’ English exactly', () => {
    for (const message of [...VALIDATION_MESSAGES, ...produced]) {
      const word = validationWord(message);
      expect(word && i18n._(word)).toBe(message);
    }
    const tooBig = validationWord('Too big: expected string to have <=254 characters');
    expect(tooBig && i18n._(tooBig)).toBe('Too big: expected string to have <=254 characters');
  });

  it('leave a message they do not know as it is', () => {
    expect(validationWord('Incorrect password')).toBeUndefined();
    expect(validationWord('ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ')).toBeUndefined();
    expect(validationWord('toString')).toBeUndefined();
  });

  it.each(['kn', 'hi'] as const)('say every message in %s', async (language) => {
    await showPagesIn(language);
    const english = [...VALIDATION_MESSAGES, ...produced].filter((message) => {
      const word = validationWord(message);
      const shown = word ? i18n._(word) : message;
      const box = document.createElement('p');
      box.textContent = shown;
      return shown === message || englishLeftIn(box).length > 0;
    });
    expect(english).toEqual([]);
  });
});

describe('a form field’s error', () => {
  it('shows a schema’s message in Kannada', async () => {
    await showPagesIn('kn');
    render(
      <FormField id="phone" label="ಫೋನ್" error="Phone is too long">
        <input id="phone" />
      </FormField>,
    );
    expect(screen.getByText('ಫೋನ್ ಸಂಖ್ಯೆ ತುಂಬಾ ಉದ್ದವಾಗಿದೆ').id).toBe('phone-error');
    expect(screen.queryByText('Phone is too long')).toBeNull();
  });

  it('shows a parametrised one in Hindi, with its number', async () => {
    await showPagesIn('hi');
    render(
      <FormField id="email" label="ईमेल" error="Too big: expected string to have <=254 characters">
        <input id="email" />
      </FormField>,
    );
    expect(screen.getByText('यहाँ ज़्यादा से ज़्यादा 254 अक्षर हो सकते हैं')).toBeTruthy();
  });

  it('shows the server’s message, already in the pages’ language, as it is', async () => {
    await showPagesIn('kn');
    render(
      <FormField id="password" label="ಪಾಸ್‌ವರ್ಡ್" error="ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ">
        <input id="password" />
      </FormField>,
    );
    expect(screen.getByText('ಪಾಸ್‌ವರ್ಡ್ ತಪ್ಪಾಗಿದೆ').id).toBe('password-error');
  });

  it('stays in English on English pages', () => {
    render(
      <FormField id="city" label="City" error="Please enter your current city">
        <input id="city" />
      </FormField>,
    );
    expect(screen.getByText('Please enter your current city')).toBeTruthy();
  });
});
