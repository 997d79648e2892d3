import { z } from 'zod';
import { ACADEMIC_STATUSES, STUDY_PREFERENCES } from '../constants.js';

const text = (max = 200) => z.string().trim().max(max);

export const ZTwelfthPU = z.object({
  institution: text(),
  passedYear: text(10).optional().default(''),
  percentage: text(10).optional().default(''),
});
export const ZDegree = z.object({
  institution: text(),
  course: text().optional().default(''),
  year: text(10).optional().default(''),
  percentage: text(10).optional().default(''),
});

/** The student as the API returns it (spec 000 §3). Never carries the password or file bytes. */
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
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserResponse = z.object({ user: ZUser });
export const ZAuthResponse = z.object({ token: z.string(), user: ZUser });
export type TAuthResponse = z.infer<typeof ZAuthResponse>;
