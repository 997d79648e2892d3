import { z } from 'zod';

// The proof of work's contract (docs/decisions/0023); its constants: shared/proof-of-work.ts.

/** An ALTCHA (v2) challenge as the server signs it. */
export const ZPowChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type TPowChallenge = z.infer<typeof ZPowChallenge>;

export const ZPowSolution = z.object({ counter: z.number().int().min(0), derivedKey: z.string() });
export type TPowSolution = z.infer<typeof ZPowSolution>;

/** What the browser sends back, base64-encoded JSON in the header. */
export const ZPowProof = z.object({ challenge: ZPowChallenge, solution: ZPowSolution });
export type TPowProof = z.infer<typeof ZPowProof>;
