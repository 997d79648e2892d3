import type { ErrorCode } from '#shared/error-codes.js';
import { errorCodeOf } from '#web/lib/api-client.js';

/** Why a company's link shows no application (shared/error-codes.ts): each has a page of its own. */
export const LINK_PROBLEMS = ['ANSWER_LINK_INVALID', 'ANSWER_LINK_EXPIRED', 'APPLICATION_WITHDRAWN'] as const;
export type LinkProblem = (typeof LINK_PROBLEMS)[number] & ErrorCode;

/** The link's problem a refusal names by its code, or null for any other failure. */
export function linkProblemOf(error: unknown): LinkProblem | null {
  const code = errorCodeOf(error);
  return LINK_PROBLEMS.find((problem) => problem === code) ?? null;
}
