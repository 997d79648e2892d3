import { z } from 'zod';
import { APPLICATION_STATUSES } from '../constants.js';
import { ANSWER_KINDS, ANSWER_NOTE_MAX, CLOSED_REASONS, EVENT_ACTORS, EVENT_KINDS } from '../hearing-back.js';
import { ZText } from './text.js';

// Hearing back (docs/decisions/0033): the application's history, the company's answer page, and
// responsiveness figures.

/** One step of an application's history, as the student's timeline and the admin's modal show it. */
export const ZApplicationEvent = z.object({
  kind: z.enum(EVENT_KINDS),
  by: z.enum(EVENT_ACTORS),
  at: z.string(),
  answer: z.enum(ANSWER_KINDS).optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  /** The company's note for the student. */
  note: z.string().optional(),
  /** The interview's date and time (ISO, with its offset). */
  interviewAt: z.string().optional(),
});
export type TApplicationEvent = z.infer<typeof ZApplicationEvent>;

export const ZClosedReason = z.enum(CLOSED_REASONS).nullable();

/** A company's share of answered applications and median days to a first answer (last 180 days). */
export const ZResponsiveness = z.object({
  applications: z.number().int(),
  answered: z.number().int(),
  /** Median days to a first answer over the answered ones; null when none was answered. */
  medianDays: z.number().nullable(),
});
export type TResponsiveness = z.infer<typeof ZResponsiveness>;

// The company's page: /answer/{token} in the web, these calls behind it (no login: the token is the key).

export const ZAnswerTokenParams = z.object({ token: z.string().min(1).max(200) }).strict();

/** GET /api/company-answers/{token}: what the company sees; reading it changes nothing. */
export const ZCompanyAnswerView = z.object({
  platformName: z.string(),
  job: z.object({ title: z.string(), company: z.string(), location: z.string() }),
  student: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    city: z.string(),
    academicStatus: z.string(),
    skills: z.array(z.string()),
  }),
  coverLetter: z.string(),
  appliedAt: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  closedReason: ZClosedReason,
  /** A link of its own to the resume, valid for an hour; null when the student has none. */
  resumeUrl: z.string().nullable(),
  /** The company's answers so far, oldest first. */
  answers: z.array(ZApplicationEvent),
});
export type TCompanyAnswerView = z.infer<typeof ZCompanyAnswerView>;

/** POST /api/company-answers/{token}: the company's answer, with an optional note and interview time. */
export const ZCompanyAnswerRequest = z
  .object({
    answer: z.enum(ANSWER_KINDS, { message: 'Please choose an answer' }),
    note: ZText('Note', { max: ANSWER_NOTE_MAX, maxMessage: `The note can be at most ${ANSWER_NOTE_MAX} characters` })
      .optional()
      .default(''),
    interviewAt: z.iso.datetime({ offset: true, message: 'Please give the interview date and time' }).optional(),
  })
  .strict();
export type TCompanyAnswerRequest = z.input<typeof ZCompanyAnswerRequest>;

export const ZCompanyAnswerResponse = z.object({ message: z.string(), view: ZCompanyAnswerView });
export type TCompanyAnswerResponse = z.infer<typeof ZCompanyAnswerResponse>;

/** GET /api/admin/companies/responsiveness: companies by how they answer (last 180 days). */
export const ZCompanyResponsivenessRow = ZResponsiveness.extend({
  company: z.string(),
  domain: z.string(),
});
export const ZCompanyResponsivenessList = z.array(ZCompanyResponsivenessRow);
export type TCompanyResponsivenessRow = z.infer<typeof ZCompanyResponsivenessRow>;
