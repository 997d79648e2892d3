// The proof of work a busy form asks for (docs/decisions/0023): an ALTCHA challenge the browser solves
// without a click, sent back with the same request in PROOF_OF_WORK_HEADER. No schema library here:
// every page's API client reads these (the schemas: shared/schemas/proof-of-work.ts).

/** The forms that may ask for a proof of work when one address or target is unusually busy. */
export const GUARDED_FORMS = [
  'send-otp',
  'register',
  'login',
  'forgot-password',
  'admin-login',
  'report',
  'admin-invitation',
] as const;
export type GuardedForm = (typeof GUARDED_FORMS)[number];

/** The request header carrying a solved challenge: base64 of JSON { challenge, solution }. */
export const PROOF_OF_WORK_HEADER = 'x-proof-of-work';

/** The `data` the server puts in each challenge: what it is for and how much work it asks. */
export interface PowChallengeData {
  form: GuardedForm;
  /** 1 and up; each level doubles the expected work. */
  level: number;
  /** The counter is at most this: the solver's progress is its counter over this. */
  max: number;
}
