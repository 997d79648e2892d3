import type { ErrorCode } from '#shared/error-codes.js';
import { errorCodeOf } from '#web/lib/api-client.js';

/** Why an invitation link cannot be used (shared/error-codes.ts): each has words of its own. */
export const INVITATION_PROBLEMS = ['INVITATION_INVALID', 'INVITATION_EXPIRED', 'INVITATION_USED'] as const;
export type InvitationProblem = (typeof INVITATION_PROBLEMS)[number] & ErrorCode;

/** The link's problem a refusal names by its code, or null for any other failure. */
export function invitationProblemOf(error: unknown): InvitationProblem | null {
  const code = errorCodeOf(error);
  return INVITATION_PROBLEMS.find((problem) => problem === code) ?? null;
}
