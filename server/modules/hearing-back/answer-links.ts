import { createHmac, timingSafeEqual } from 'node:crypto';
import { DAY_MS } from '#server/lib/time.js';
import { ANSWER_LINK_DAYS, type AnswerKind, RESUME_LINK_MINUTES } from '#shared/hearing-back.js';

// The company's links (docs/decisions/0033): `{applicationId}.{expires}.{signature}`, the signature an
// HMAC-SHA256 of the purpose, the application and the expiry under a key drawn from the server's
// secret. Unguessable without the key, bound to one application and one purpose, and expiring; nothing
// is stored, so a link for an application that is gone simply finds nothing.

export type LinkPurpose = 'answer' | 'resume';

export type LinkCheck =
  | { ok: true; applicationId: string }
  | { ok: false; reason: 'invalid' | 'expired'; applicationId?: string };

export interface AnswerLinks {
  /** The answer page's token for an application first mailed at `mailedAt`: the same for every mail. */
  answerToken(applicationId: string, mailedAt: string): string;
  /** A resume token valid for an hour from `now`. */
  resumeToken(applicationId: string, now: Date): string;
  check(purpose: LinkPurpose, token: string, now: Date): LinkCheck;
  /** The company's page, optionally opened on one answer. */
  answerUrl(token: string, answer?: AnswerKind): string;
  resumeUrl(token: string): string;
}

export function answerLinks(serverSecret: string, publicUrl: string): AnswerLinks {
  const key = createHmac('sha256', serverSecret).update('company answer links').digest();
  const sign = (purpose: LinkPurpose, applicationId: string, expires: number) =>
    createHmac('sha256', key).update(`${purpose}.${applicationId}.${expires}`).digest('base64url');
  const token = (purpose: LinkPurpose, applicationId: string, expiresMs: number) => {
    const expires = Math.floor(expiresMs / 1000);
    return `${applicationId}.${expires}.${sign(purpose, applicationId, expires)}`;
  };
  return {
    answerToken: (applicationId, mailedAt) =>
      token('answer', applicationId, Date.parse(mailedAt) + ANSWER_LINK_DAYS * DAY_MS),
    resumeToken: (applicationId, now) => token('resume', applicationId, now.getTime() + RESUME_LINK_MINUTES * 60_000),
    check(purpose, value, now) {
      const [applicationId, expiresText, signature, ...rest] = value.split('.');
      if (rest.length > 0 || !applicationId || !expiresText || !signature) return { ok: false, reason: 'invalid' };
      if (!/^[0-9a-f]{32}$/.test(applicationId) || !/^[1-9]\d{0,11}$/.test(expiresText)) {
        return { ok: false, reason: 'invalid' };
      }
      const expires = Number(expiresText);
      const expected = Buffer.from(sign(purpose, applicationId, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        return { ok: false, reason: 'invalid' };
      if (expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired', applicationId };
      return { ok: true, applicationId };
    },
    answerUrl: (value, answer) => `${publicUrl}/answer/${value}${answer ? `?choice=${answer}` : ''}`,
    resumeUrl: (value) => `${publicUrl}/api/company-answers/resume/${value}`,
  };
}
