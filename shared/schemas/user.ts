import { z } from 'zod';
import { ACADEMIC_STATUSES, STUDY_PREFERENCES } from '../constants.js';
import { LANGUAGES } from '../languages.js';
import { ZLine } from './text.js';

const text = (label: string, max = 200) => ZLine(label, { max });

/** The language a student reads the site and their mails in (docs/decisions/0031). */
export const ZLanguage = z.enum(LANGUAGES, { message: 'Please choose English, Kannada or Hindi' });

export const ZTwelfthPU = z.object({
  institution: text('Institution'),
  passedYear: text('Year', 10).optional().default(''),
  percentage: text('Percentage', 10).optional().default(''),
});
export const ZDegree = z.object({
  institution: text('Institution'),
  course: text('Course').optional().default(''),
  year: text('Year', 10).optional().default(''),
  percentage: text('Percentage', 10).optional().default(''),
});

/** The student as the API returns it (docs/spec/student-side.md §3). Never carries the password or file bytes. */
export const ZUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  currentCity: z.string(),
  pinCode: z.string(),
  futureGoals: z.string(),
  studyPreference: z.enum(STUDY_PREFERENCES),
  section: z.string(),
  higherEducation: z.string(),
  twelfthPU: ZTwelfthPU,
  ugDegree: ZDegree,
  pgMasters: ZDegree,
  currentAcademicStatus: z.enum(ACADEMIC_STATUSES),
  skills: z.array(z.string()),
  keywords: z.array(z.string()),
  hasResume: z.boolean(),
  resumeFilename: z.string().nullable(),
  hasProfilePicture: z.boolean(),
  isBlocked: z.boolean(),
  /** The student's mails are written in it; the web's pages follow it once signed in. */
  language: ZLanguage,
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserResponse = z.object({ user: ZUser });
export const ZAuthResponse = z.object({ token: z.string(), user: ZUser });
export type TAuthResponse = z.infer<typeof ZAuthResponse>;
