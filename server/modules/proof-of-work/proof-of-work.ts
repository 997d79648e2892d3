import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { keyedHash } from '#server/lib/secrets.js';
import type { GuardedForm, PowChallengeData } from '#shared/proof-of-work.js';
import { type TPowChallenge, ZPowProof } from '#shared/schemas/proof-of-work.js';

// ALTCHA's proof of work, self-hosted: nothing leaves the server, no third party sees the student
// (docs/decisions/0023). A challenge asks for the counter that derives a key with a given prefix; the
// server knows that counter (deterministic mode) and checks a solution with one HMAC.

const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per try: a try takes a phone about a millisecond. */
const COST = 1000;
/** The counter at level 1 is at most this; each level doubles it (and so the expected work). */
const LEVEL_ONE_MAX = 256;
/** Above this a challenge would take a phone longer than anyone waits: the cost is a refusal then. */
export const MAX_LEVEL = 14;
const TTL_MS = 10 * 60 * 1000;

export interface VerifiedProof {
  level: number;
  /** The challenge's signature: a proof is good for one request (the caller keeps the used ones). */
  id: string;
  /** When the challenge expires (epoch ms): a used id need not be kept past it. */
  expiresAt: number;
}

export class ProofOfWork {
  private readonly signatureSecret: string;
  private readonly keySecret: string;

  constructor(secret: string) {
    this.signatureSecret = keyedHash(secret, 'proof-of-work signature');
    this.keySecret = keyedHash(secret, 'proof-of-work key');
  }

  /** A signed challenge for `form` whose expected work doubles with each `level` (1 and up). */
  async challenge(form: GuardedForm, level: number): Promise<TPowChallenge> {
    const capped = Math.min(MAX_LEVEL, Math.max(1, level));
    const max = LEVEL_ONE_MAX * 2 ** (capped - 1);
    const data: PowChallengeData = { form, level: capped, max };
    const challenge = await createChallenge({
      algorithm: ALGORITHM,
      cost: COST,
      counter: randomInt(Math.floor(max / 2), max + 1),
      deriveKey,
      expiresAt: new Date(Date.now() + TTL_MS),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
      data: { ...data },
    });
    return challenge as TPowChallenge;
  }

  /** The level a proof (the header's text) was solved at, if it is a good proof for `form`; else null. */
  async verify(header: string | undefined, form: GuardedForm): Promise<VerifiedProof | null> {
    if (!header || header.length > 4096) return null;
    let proof: unknown;
    try {
      proof = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    } catch {
      return null;
    }
    const parsed = ZPowProof.safeParse(proof);
    if (!parsed.success) return null;
    const { challenge, solution } = parsed.data;
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    });
    const data = challenge.parameters.data as Partial<PowChallengeData> | undefined;
    if (!result.verified || data?.form !== form || typeof data.level !== 'number') return null;
    return {
      level: data.level,
      id: challenge.signature,
      expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000,
    };
  }
}
