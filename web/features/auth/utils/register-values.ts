import type { MessageDescriptor } from '@lingui/core';
import { MIN_PASSWORD_LENGTH } from '#shared/constants.js';
import type { TRegisterRequest } from '#shared/schemas/account.js';
import type { AcademicStatus } from '#web/components/profile/academic-status-field.js';
import { type EducationValue, EMPTY_EDUCATION } from '#web/components/profile/education-fields.js';
import type { PickedFile } from '#web/components/profile/file-field.js';
import type { StudyPreference } from '#web/components/profile/study-preference-field.js';
import { MESSAGES } from './messages.js';

export type RegisterValues = {
  name: string;
  email: string;
  otp: string;
  phone: string;
  password: string;
  confirmPassword: string;
  currentCity: string;
  pinCode: string;
  studyPreference: StudyPreference;
  futureGoals: string;
  section: string;
  higherEducation: string;
  education: EducationValue;
  currentAcademicStatus: AcademicStatus | '';
  skills: string[];
  keywords: string[];
  resume: PickedFile | null;
  profilePicture: PickedFile | null;
  acceptTerms: boolean;
  marketingConsent: boolean;
};

/** Fields a step can mark invalid (their boxes get aria-invalid). */
export type RegisterField =
  | 'name'
  | 'email'
  | 'otp'
  | 'phone'
  | 'password'
  | 'confirmPassword'
  | 'currentCity'
  | 'pinCode'
  | 'twelfthInstitution'
  | 'ugInstitution'
  | 'currentAcademicStatus'
  | 'skills'
  | 'keywords';

export type StepIssue = { message: MessageDescriptor; fields: RegisterField[] };
export type RegisterStep = 1 | 2 | 3 | 4;
/** The email (trimmed, lower-case) the last code went to, and when (ms since the epoch). */
export type OtpSent = { email: string; at: number };

// docs/spec/student-side.md §3: default study preference Abroad in the registration form, default status First Year.
export const INITIAL_REGISTER_VALUES: RegisterValues = {
  name: '',
  email: '',
  otp: '',
  phone: '',
  password: '',
  confirmPassword: '',
  currentCity: '',
  pinCode: '',
  studyPreference: 'Abroad',
  futureGoals: '',
  section: '',
  higherEducation: '',
  education: EMPTY_EDUCATION,
  currentAcademicStatus: 'First Year',
  skills: [],
  keywords: [],
  resume: null,
  profilePicture: null,
  acceptTerms: false,
  marketingConsent: false,
};

const PHONE_PATTERN = /^[+\d][\d\s-]{5,19}$/; // the server's rule (shared/schemas/account.ts)
const PINCODE_PATTERN = /^\d{6}$/;

const issue = (message: MessageDescriptor, ...fields: RegisterField[]): StepIssue => ({ message, fields });
const isBlank = (text: string) => text.trim() === '';

/**
 * The first problem of a step, in the order of docs/spec/student-side.md §5, or null when the step may be left.
 * `isOtpSent`: a send-otp call succeeded for the email now in the form (§4).
 */
export function validateRegisterStep(step: RegisterStep, values: RegisterValues, isOtpSent: boolean): StepIssue | null {
  if (step === 1) {
    const missing = (['name', 'email', 'password', 'phone'] as const).filter((field) => isBlank(values[field]));
    if (missing.length) return issue(MESSAGES.fillRequired, ...missing);
    if (values.password !== values.confirmPassword) return issue(MESSAGES.passwordsDoNotMatch, 'confirmPassword');
    // docs/spec/product-decisions.md → Accounts: minimum 6 everywhere; said here rather than after step 4.
    if (values.password.length < MIN_PASSWORD_LENGTH) return issue(MESSAGES.passwordTooShort, 'password');
    if (!PHONE_PATTERN.test(values.phone.trim())) return issue(MESSAGES.invalidPhone, 'phone');
    if (!isOtpSent) return issue(MESSAGES.sendOtpFirst, 'email');
    if (isBlank(values.otp)) return issue(MESSAGES.enterOtp, 'otp');
    if (!/^\d{6}$/.test(values.otp.trim())) return issue(MESSAGES.otpSixDigits, 'otp');
    return null;
  }
  if (step === 2) {
    if (isBlank(values.currentCity)) return issue(MESSAGES.enterCity, 'currentCity');
    if (isBlank(values.pinCode)) return issue(MESSAGES.enterPincode, 'pinCode');
    if (!PINCODE_PATTERN.test(values.pinCode.trim())) return issue(MESSAGES.invalidPincode, 'pinCode');
    return null;
  }
  if (step === 3) {
    const { twelfthPU, ugDegree } = values.education;
    const missing: RegisterField[] = [];
    if (isBlank(twelfthPU.institution)) missing.push('twelfthInstitution');
    if (isBlank(ugDegree.institution)) missing.push('ugInstitution');
    if (missing.length) return issue(MESSAGES.enterInstitutions, ...missing);
    if (!values.currentAcademicStatus) return issue(MESSAGES.selectAcademicStatus, 'currentAcademicStatus');
    return null;
  }
  if (values.skills.length === 0) return issue(MESSAGES.addSkill, 'skills');
  if (values.keywords.length === 0) return issue(MESSAGES.addKeyword, 'keywords');
  return null;
}

/** The POST /api/register body (docs/spec/student-side.md §7): trimmed texts, files only when picked, never confirmPassword. */
export function toRegisterRequest(values: RegisterValues): TRegisterRequest {
  const { education, resume, profilePicture } = values;
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    phone: values.phone.trim(),
    otp: values.otp.trim(),
    currentCity: values.currentCity.trim(),
    pinCode: values.pinCode.trim(),
    futureGoals: values.futureGoals.trim(),
    studyPreference: values.studyPreference,
    section: values.section.trim(),
    higherEducation: values.higherEducation.trim(),
    twelfthPU: education.twelfthPU,
    ugDegree: education.ugDegree,
    pgMasters: education.pgMasters,
    currentAcademicStatus: values.currentAcademicStatus || 'First Year',
    skills: values.skills,
    keywords: values.keywords,
    acceptTerms: true,
    marketingConsent: values.marketingConsent,
    ...(resume && {
      resumeData: resume.data,
      resumeFilename: resume.filename,
      resumeContentType: resume.contentType,
    }),
    ...(profilePicture && {
      profilePictureData: profilePicture.data,
      profilePictureFilename: profilePicture.filename,
      profilePictureContentType: profilePicture.contentType,
    }),
  };
}
