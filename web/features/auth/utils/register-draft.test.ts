// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearRegisterDraft,
  REGISTER_DRAFT_KEY,
  readRegisterDraft,
  saveRegisterDraft,
  stepToResume,
} from './register-draft.js';
import { INITIAL_REGISTER_VALUES, type RegisterValues } from './register-values.js';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const NOW = Date.UTC(2026, 10, 24, 9, 0);
const TYPED: RegisterValues = {
  ...INITIAL_REGISTER_VALUES,
  name: 'Asha Rao',
  email: 'asha@example.com',
  otp: '123456',
  phone: '9876543210',
  password: 'secret1',
  confirmPassword: 'secret1',
  currentCity: 'Mysuru',
  pinCode: '570001',
  studyPreference: 'Both',
  education: {
    twelfthPU: { institution: 'PU College', passedYear: '2022', percentage: '90' },
    ugDegree: { institution: '', course: 'BSc', year: '', percentage: '' },
    pgMasters: { institution: '', course: '', year: '', percentage: '' },
  },
  currentAcademicStatus: 'Third Year',
  skills: ['React'],
  keywords: ['Finance'],
  resume: { data: 'JVBERi0=', filename: 'cv.pdf', contentType: 'application/pdf' },
  profilePicture: { data: 'iVBORw0=', filename: 'me.png', contentType: 'image/png' },
  acceptTerms: true,
  marketingConsent: false,
};
const stored = () => sessionStorage.getItem(REGISTER_DRAFT_KEY);

describe('the registration draft', () => {
  it('keeps every answer but the password, its confirmation, the code and the files, under one versioned key', () => {
    saveRegisterDraft({ step: 3, values: TYPED, otpSent: { email: 'asha@example.com', at: NOW } });
    expect(Object.keys(sessionStorage)).toEqual([REGISTER_DRAFT_KEY]);
    const raw = stored() ?? '';
    expect(JSON.parse(raw)).toMatchObject({ version: 1, step: 3 });
    for (const secret of ['secret1', '123456', 'JVBERi0=', 'iVBORw0=', 'cv.pdf']) expect(raw).not.toContain(secret);

    expect(readRegisterDraft(NOW + 60_000)).toEqual({
      step: 3,
      values: { ...TYPED, password: '', confirmPassword: '', otp: '', resume: null, profilePicture: null },
      otpSent: { email: 'asha@example.com', at: NOW },
    });
  });

  it('forgets a code sent 10 minutes ago or more: step 1 asks for a new one', () => {
    saveRegisterDraft({ step: 1, values: TYPED, otpSent: { email: 'asha@example.com', at: NOW } });
    expect(readRegisterDraft(NOW + 9 * 60_000)?.otpSent).not.toBeNull();
    const late = readRegisterDraft(NOW + 10 * 60_000);
    expect(late?.otpSent).toBeNull();
    expect(late?.values.email).toBe('asha@example.com');
  });

  it('stores nothing for a form still as it started, and removes the draft when the form returns to that', () => {
    saveRegisterDraft({ step: 1, values: INITIAL_REGISTER_VALUES, otpSent: null });
    expect(stored()).toBeNull();
    saveRegisterDraft({ step: 1, values: { ...INITIAL_REGISTER_VALUES, name: 'A' }, otpSent: null });
    expect(stored()).not.toBeNull();
    saveRegisterDraft({ step: 1, values: { ...INITIAL_REGISTER_VALUES, password: 'only-this' }, otpSent: null });
    expect(stored()).toBeNull();
  });

  it('reads a draft of another version, shape or no JSON at all as none', () => {
    saveRegisterDraft({ step: 2, values: TYPED, otpSent: null });
    const good = JSON.parse(stored() ?? '');
    const cases: unknown[] = [
      { ...good, version: 2 },
      { ...good, step: 5 },
      { ...good, values: { ...good.values, skills: 'React' } },
      { ...good, values: { ...good.values, studyPreference: 'Mars' } },
      { ...good, values: { ...good.values, education: { twelfthPU: {} } } },
      { ...good, values: { ...good.values, acceptTerms: 'yes' } },
      null,
      [],
    ];
    for (const draft of cases) {
      sessionStorage.setItem(REGISTER_DRAFT_KEY, JSON.stringify(draft));
      expect(readRegisterDraft(NOW)).toBeNull();
    }
    sessionStorage.setItem(REGISTER_DRAFT_KEY, '{not json');
    expect(readRegisterDraft(NOW)).toBeNull();
    clearRegisterDraft();
    expect(stored()).toBeNull();
  });

  it('never throws when the storage refuses (privacy modes, quota)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => saveRegisterDraft({ step: 2, values: TYPED, otpSent: null })).not.toThrow();
    expect(readRegisterDraft(NOW)).toBeNull();
    expect(() => clearRegisterDraft()).not.toThrow();
  });

  it('resumes on the step the student was on, or on an earlier one still missing something', () => {
    const done = {
      ...TYPED,
      education: { ...TYPED.education, ugDegree: { ...TYPED.education.ugDegree, institution: 'University' } },
    };
    expect(stepToResume(done, 4)).toBe(4);
    expect(stepToResume(done, 2)).toBe(2);
    expect(stepToResume(TYPED, 4)).toBe(3);
    expect(stepToResume({ ...done, pinCode: '' }, 4)).toBe(2);
  });
});
