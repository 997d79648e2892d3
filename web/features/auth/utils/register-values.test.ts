import { describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n.js';
import {
  INITIAL_REGISTER_VALUES,
  type RegisterValues,
  toRegisterRequest,
  validateRegisterStep,
} from './register-values.js';

const valid: RegisterValues = {
  ...INITIAL_REGISTER_VALUES,
  name: 'Asha Rao',
  email: 'asha@example.com',
  otp: '123456',
  phone: '9876543210',
  password: 'secret1',
  confirmPassword: 'secret1',
  currentCity: 'Mysuru',
  pinCode: '570001',
  education: {
    twelfthPU: { institution: 'PU College', passedYear: '2022', percentage: '90' },
    ugDegree: { institution: 'University', course: 'BSc', year: '2025', percentage: '' },
    pgMasters: { institution: '', course: '', year: '', percentage: '' },
  },
  skills: ['React'],
  keywords: ['frontend'],
  acceptTerms: true,
  marketingConsent: true,
};

// The message as an English page shows it.
const messageOf = (step: 1 | 2 | 3 | 4, patch: Partial<RegisterValues>, isOtpSent = true) => {
  const found = validateRegisterStep(step, { ...valid, ...patch }, isOtpSent);
  return found ? i18n._(found.message) : null;
};

describe('validateRegisterStep (docs/spec/student-side.md §5)', () => {
  it('accepts a complete form on every step', () => {
    for (const step of [1, 2, 3, 4] as const) expect(validateRegisterStep(step, valid, true)).toBeNull();
  });

  it('step 1: required fields, match, length, phone, OTP sent, OTP entered, OTP 6 digits', () => {
    for (const field of ['name', 'email', 'password', 'phone'] as const) {
      expect(messageOf(1, { [field]: '  ' })).toBe('Please fill in all required fields');
    }
    expect(validateRegisterStep(1, { ...valid, name: '', phone: '' }, true)?.fields).toEqual(['name', 'phone']);
    expect(messageOf(1, { confirmPassword: 'secret2' })).toBe('Passwords do not match');
    expect(messageOf(1, { password: 'abc', confirmPassword: 'abc' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(messageOf(1, { phone: 'call me' })).toBe('Please enter a valid phone number');
    expect(messageOf(1, {}, false)).toBe('Please send and verify OTP first');
    expect(messageOf(1, { otp: '' })).toBe('Please enter the OTP');
    expect(messageOf(1, { otp: '123' })).toBe('OTP must be 6 digits');
  });

  it('step 1 checks in the order of the spec', () => {
    expect(messageOf(1, { name: '', confirmPassword: 'x' }, false)).toBe('Please fill in all required fields');
    expect(messageOf(1, { confirmPassword: 'x', otp: '' }, false)).toBe('Passwords do not match');
    expect(messageOf(1, { otp: '' }, false)).toBe('Please send and verify OTP first');
  });

  it('step 2: city, then pincode', () => {
    expect(messageOf(2, { currentCity: ' ', pinCode: '' })).toBe('Please enter your current city');
    expect(messageOf(2, { pinCode: '' })).toBe('Please enter your area pincode');
    expect(messageOf(2, { pinCode: '5700' })).toBe('Please enter a valid 6-digit pincode');
  });

  it('step 3: both institutions, then the academic status; the rest is optional', () => {
    const education = valid.education;
    const without12th = { ...education, twelfthPU: { ...education.twelfthPU, institution: '' } };
    const withoutUg = { ...education, ugDegree: { ...education.ugDegree, institution: ' ' } };
    expect(messageOf(3, { education: without12th })).toBe('Please enter institution for all education details');
    expect(messageOf(3, { education: withoutUg })).toBe('Please enter institution for all education details');
    expect(validateRegisterStep(3, { ...valid, education: withoutUg }, true)?.fields).toEqual(['ugInstitution']);
    expect(messageOf(3, { currentAcademicStatus: '' })).toBe('Please select your current academic status');
    expect(messageOf(3, { education: { ...education, pgMasters: valid.education.pgMasters } })).toBeNull();
  });

  it('step 4: a skill, then a keyword', () => {
    expect(messageOf(4, { skills: [], keywords: [] })).toBe('Please add at least one skill');
    expect(messageOf(4, { keywords: [] })).toBe('Please add at least one keyword');
  });
});

describe('toRegisterRequest', () => {
  it('trims, never sends confirmPassword, and sends files only when picked', () => {
    const body = toRegisterRequest({ ...valid, name: ' Asha Rao ', email: ' asha@example.com ' });
    expect(body).not.toHaveProperty('confirmPassword');
    expect(body).not.toHaveProperty('resumeData');
    expect(body).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com', acceptTerms: true });

    const withFiles = toRegisterRequest({
      ...valid,
      resume: { data: 'JVBERi0=', filename: 'cv.pdf', contentType: 'application/pdf' },
      profilePicture: { data: 'iVBORw==', filename: 'me.png', contentType: 'image/png' },
    });
    expect(withFiles).toMatchObject({
      resumeData: 'JVBERi0=',
      resumeFilename: 'cv.pdf',
      resumeContentType: 'application/pdf',
      profilePictureData: 'iVBORw==',
      profilePictureFilename: 'me.png',
      profilePictureContentType: 'image/png',
    });
  });

  it('defaults to study preference Abroad and status First Year (docs/spec/student-side.md §3)', () => {
    expect(INITIAL_REGISTER_VALUES.studyPreference).toBe('Abroad');
    expect(INITIAL_REGISTER_VALUES.currentAcademicStatus).toBe('First Year');
  });
});
