import type { RegisterField, RegisterValues } from '../utils/register-values.js';

/** What every registration step receives from the wizard. */
export type RegisterStepProps = {
  values: RegisterValues;
  onChange: (patch: Partial<RegisterValues>) => void;
  /** Fields the last Next/Create Account attempt found wrong. */
  invalid: ReadonlySet<RegisterField>;
  /** That attempt's message (the step alert's words), shown under each of those fields. */
  issue?: string;
};

export const EDUCATION_ID_PREFIX = 'register-education';

/** The box of each field a step can find wrong: the steps render these ids, the wizard focuses the first wrong one. */
export const REGISTER_FIELD_IDS: Record<RegisterField, string> = {
  name: 'register-name',
  email: 'register-email',
  otp: 'register-otp',
  phone: 'register-phone',
  password: 'register-password',
  confirmPassword: 'register-confirm-password',
  currentCity: 'register-city',
  pinCode: 'register-pincode',
  // The ids EducationFields gives its institution boxes under this prefix.
  twelfthInstitution: `${EDUCATION_ID_PREFIX}-twelfth-institution`,
  ugInstitution: `${EDUCATION_ID_PREFIX}-ug-institution`,
  currentAcademicStatus: 'register-academic-status',
  skills: 'register-skills',
  keywords: 'register-keywords',
};

/** The id of the message under a field's box (LabelledInput's `${id}-issue`). */
export const issueIdOf = (fieldId: string) => `${fieldId}-issue`;
