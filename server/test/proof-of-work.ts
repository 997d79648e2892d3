import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { PROOF_OF_WORK_HEADER } from '#shared/proof-of-work.js';
import type { TPowChallenge } from '#shared/schemas/proof-of-work.js';

/** Solve a challenge the way the browser does (the same library, Node's key derivation); the header to send. */
export async function solve(challenge: TPowChallenge): Promise<Record<string, string>> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  const proof = { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  return { [PROOF_OF_WORK_HEADER]: Buffer.from(JSON.stringify(proof)).toString('base64') };
}
