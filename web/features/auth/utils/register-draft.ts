import { ACADEMIC_STATUSES, OTP_VALID_MINUTES, STUDY_PREFERENCES } from '#shared/constants.js';
import {
  INITIAL_REGISTER_VALUES,
  type OtpSent,
  type RegisterStep,
  type RegisterValues,
  validateRegisterStep,
} from './register-values.js';

/*
 * The registration wizard's answers, kept in this tab's sessionStorage as the student types, so that a phone
 * reloading the page (the system dropping the tab while the student reads the code mail, a pull to refresh)
 * gives them back (issue 20, the phone path). One key, JSON, versioned: a draft of another version or shape
 * reads as none. sessionStorage is this tab's alone and ends with it.
 *
 * Never kept: the password and its confirmation (no secret is written where any script of the page, or the
 * next person at a shared computer, could read it) and the email code (typed again from the mail; only the
 * address and time of the last send are kept, so the code box comes back while the code is still valid).
 * The files cannot be kept: a picked resume PDF or picture is a File, not JSON, and its base64 could exceed
 * the storage's quota; the student picks them again.
 *
 * Removed when registration succeeds, on Start over, and on a sign-in (login-form.tsx).
 */
export const REGISTER_DRAFT_KEY = 'registerDraft';
const DRAFT_VERSION = 1;
const CODE_VALID_MS = OTP_VALID_MINUTES * 60_000;

type NotKept = 'password' | 'confirmPassword' | 'otp' | 'resume' | 'profilePicture';
type KeptValues = Omit<RegisterValues, NotKept>;

export type RegisterDraft = {
  /** The step the student was on. */
  step: RegisterStep;
  values: RegisterValues;
  otpSent: OtpSent | null;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown) => typeof value === 'boolean';
const isStrings = (value: unknown) => Array.isArray(value) && value.every(isString);
const isOneOf = (list: readonly string[]) => (value: unknown) => isString(value) && list.includes(value);
const hasStrings = (value: unknown, keys: readonly string[]): value is Record<string, unknown> =>
  isRecord(value) && keys.every((key) => isString(value[key]));
const DEGREE = ['institution', 'course', 'year', 'percentage'];
const isEducation = (value: unknown) =>
  isRecord(value) &&
  hasStrings(value.twelfthPU, ['institution', 'passedYear', 'percentage']) &&
  hasStrings(value.ugDegree, DEGREE) &&
  hasStrings(value.pgMasters, DEGREE);

// Each kept field and its check; `Record<keyof KeptValues, …>` makes the compiler list every one.
const KEPT: Record<keyof KeptValues, (value: unknown) => boolean> = {
  name: isString,
  email: isString,
  phone: isString,
  currentCity: isString,
  pinCode: isString,
  studyPreference: isOneOf(STUDY_PREFERENCES),
  futureGoals: isString,
  section: isString,
  higherEducation: isString,
  education: isEducation,
  currentAcademicStatus: isOneOf(['', ...ACADEMIC_STATUSES]),
  skills: isStrings,
  keywords: isStrings,
  acceptTerms: isBoolean,
  marketingConsent: isBoolean,
};
const KEPT_FIELDS = Object.keys(KEPT) as (keyof KeptValues)[];

function keptOf(values: RegisterValues): KeptValues {
  return Object.fromEntries(KEPT_FIELDS.map((field) => [field, values[field]])) as KeptValues;
}

const NOTHING_TYPED = JSON.stringify(keptOf(INITIAL_REGISTER_VALUES));

const isStep = (value: unknown): value is RegisterStep => value === 1 || value === 2 || value === 3 || value === 4;
const isOtpSent = (value: unknown): value is OtpSent => hasStrings(value, ['email']) && Number.isFinite(value.at);

/** Keeps the draft; a form still as it started removes it, so merely opening the page stores nothing. */
export function saveRegisterDraft({ step, values, otpSent }: RegisterDraft): void {
  const kept = keptOf(values);
  if (step === 1 && otpSent === null && JSON.stringify(kept) === NOTHING_TYPED) {
    clearRegisterDraft();
    return;
  }
  try {
    const draft = { version: DRAFT_VERSION, step, values: kept, otpSent };
    window.sessionStorage.setItem(REGISTER_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused (privacy modes): the form still works, a reload starts it again.
  }
}

/**
 * The kept draft, or null when there is none or it is unreadable. A code sent `OTP_VALID_MINUTES` or more before
 * `now` has expired, so the draft then says no code was sent and step 1 offers Send OTP again.
 */
export function readRegisterDraft(now = Date.now()): RegisterDraft | null {
  let stored: unknown;
  try {
    stored = JSON.parse(window.sessionStorage.getItem(REGISTER_DRAFT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (!isRecord(stored)) return null;
  const { version, step, values, otpSent } = stored;
  if (version !== DRAFT_VERSION || !isStep(step) || !isRecord(values)) return null;
  if (!KEPT_FIELDS.every((field) => KEPT[field](values[field]))) return null;
  const isCodeValid = isOtpSent(otpSent) && now - otpSent.at < CODE_VALID_MS;
  return {
    step,
    values: { ...INITIAL_REGISTER_VALUES, ...keptOf(values as unknown as RegisterValues) },
    otpSent: isCodeValid ? { email: otpSent.email, at: otpSent.at } : null,
  };
}

export function clearRegisterDraft(): void {
  try {
    window.sessionStorage.removeItem(REGISTER_DRAFT_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/**
 * Where Next on step 1 takes a student whose draft was restored while on `wasOn` (2 to 4): a restored form opens on
 * step 1, since the password and the code are never kept; once they are typed again, the student returns to
 * `wasOn`, or to an earlier step if one still misses something.
 */
export function stepToResume(values: RegisterValues, wasOn: RegisterStep): RegisterStep {
  const unfinished = ([2, 3] as const).find((step) => step < wasOn && validateRegisterStep(step, values, true));
  return unfinished ?? wasOn;
}
