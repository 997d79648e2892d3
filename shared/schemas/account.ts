import { z } from 'zod';
import { ACADEMIC_STATUSES, MIN_PASSWORD_LENGTH, STUDY_PREFERENCES } from '../constants.js';
import { ZEmail } from './common.js';
import { ZLine, ZText } from './text.js';
import { ZDegree, ZLanguage, ZTwelfthPU } from './user.js';

// Contracts of the student account calls (docs/spec/student-side.md §5, §7; docs/spec/product-decisions.md → Accounts, Files).

const FILL_ALL = 'Please fill in all required fields';
const INSTITUTION_REQUIRED = 'Please enter institution for all education details';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
const MAX_LIST_ITEMS = 200; // docs/spec/student-side.md §5: the hint recommends up to 200 each

const required = (label: string, message: string, max = 200) => ZLine(label, { required: message, max });

export const ZPassword = z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT).max(1024, 'Password is too long');

export const ZOtp = z
  .string({ message: 'Please enter the OTP' })
  .trim()
  .min(1, 'Please enter the OTP')
  .regex(/^\d{6}$/, 'OTP must be 6 digits');

/** Trimmed, de-duplicated (case-insensitively), non-empty entries. */
export const ZTagList = (emptyMessage: string) =>
  z
    .array(ZLine('Each entry', { max: 100, maxMessage: 'Each entry can be at most 100 characters' }))
    .max(MAX_LIST_ITEMS, `At most ${MAX_LIST_ITEMS} entries`)
    .transform((items) => {
      const seen = new Set<string>();
      return items.filter((item) => {
        const key = item.toLowerCase();
        if (!item || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })
    .refine((items) => items.length > 0, emptyMessage);

/** A file sent as base64 text with its name and declared type (docs/spec/student-side.md §3). The server checks content. */
const base64Field = (maxChars: number) => z.string().max(maxChars, 'The file is too large').optional();
// 10 MB and 5 MB of bytes as base64, plus room for a data: prefix; exact caps are checked on the bytes.
const RESUME_BASE64_MAX = 14_000_100;
const PICTURE_BASE64_MAX = 7_000_100;

const fileFields = {
  resumeData: base64Field(RESUME_BASE64_MAX),
  resumeFilename: ZLine('File name', { max: 255 }).optional(),
  resumeContentType: ZLine('File type', { max: 100 }).optional(),
  profilePictureData: base64Field(PICTURE_BASE64_MAX),
  profilePictureFilename: ZLine('File name', { max: 255 }).optional(),
  profilePictureContentType: ZLine('File type', { max: 100 }).optional(),
};

const profileFields = {
  name: required('Name', FILL_ALL, 100),
  phone: required('Phone', FILL_ALL, 20).regex(/^[+\d][\d\s-]{5,19}$/, 'Please enter a valid phone number'),
  currentCity: required('City', 'Please enter your current city', 100),
  pinCode: required('Pincode', 'Please enter your area pincode', 10).regex(
    /^\d{6}$/,
    'Please enter a valid 6-digit pincode',
  ),
  futureGoals: ZText('Future goals', { max: 1000 }).optional().default(''),
  studyPreference: z.enum(STUDY_PREFERENCES),
  section: ZLine('Section', { max: 100 }).optional().default(''),
  higherEducation: ZLine('Higher education', { max: 200 }).optional().default(''),
  twelfthPU: ZTwelfthPU.extend({ institution: required('Institution', INSTITUTION_REQUIRED) }),
  ugDegree: ZDegree.extend({ institution: required('Institution', INSTITUTION_REQUIRED) }),
  pgMasters: ZDegree.extend({ institution: ZLine('Institution').optional().default('') }).optional(),
  currentAcademicStatus: z.enum(ACADEMIC_STATUSES, { message: 'Please select your current academic status' }),
  skills: ZTagList('Please add at least one skill'),
  keywords: ZTagList('Please add at least one keyword'),
};

// `language` (docs/decisions/0031): the language of the registration code's mail (the account's, when
// the email already has one); without it, the language the request asks for (Accept-Language).
export const ZSendOtpRequest = z.object({ email: ZEmail, language: ZLanguage.optional() }).strict();
export type TSendOtpRequest = z.infer<typeof ZSendOtpRequest>;

export const ZRegisterRequest = z
  .object({
    ...profileFields,
    email: ZEmail,
    password: ZPassword,
    otp: ZOtp,
    acceptTerms: z.literal(true, { message: 'Please accept the terms and privacy policy' }),
    marketingConsent: z.boolean().optional().default(false),
    language: ZLanguage.optional(),
    ...fileFields,
  })
  .strict();
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const ZLoginRequest = z
  .object({
    email: ZEmail,
    password: z.string().min(1, 'Please enter your password').max(1024),
  })
  .strict();
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZUpdateProfileRequest = z
  .object({
    ...profileFields,
    ...fileFields,
  })
  .partial()
  .strict();
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;

/** PUT /api/profile/language: the student's language, kept on the account for their mails. */
export const ZUpdateLanguageRequest = z.object({ language: ZLanguage }).strict();
export type TUpdateLanguageRequest = z.infer<typeof ZUpdateLanguageRequest>;
export const ZLanguageResponse = z.object({ language: ZLanguage });
export type TLanguageResponse = z.infer<typeof ZLanguageResponse>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail }).strict();
export const ZVerifyOtpRequest = z.object({ email: ZEmail, otp: ZOtp }).strict();

export const ZResetPasswordRequest = z.union([
  z.object({ email: ZEmail, otp: ZOtp, newPassword: ZPassword }).strict(),
  z.object({ token: z.string().trim().min(20, 'Invalid reset link').max(200), newPassword: ZPassword }).strict(),
]);
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZDeleteAccountRequest = z
  .object({ password: z.string().min(1, 'Please enter your password').max(1024) })
  .strict();
