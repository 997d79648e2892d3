import { type DeriveKeyFunction, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { PowChallengeData } from '#shared/proof-of-work.js';
import type { TPowChallenge, TPowSolution } from '#shared/schemas/proof-of-work.js';

/** Tries between two progress reports. */
const CHUNK = 32;

/**
 * Solve an ALTCHA challenge with ALTCHA's own solver (PBKDF2 through the browser's Web Crypto), a few
 * dozen tries at a time so that progress can be shown: each round stops the solver after CHUNK tries
 * (its abort signal) and the next one starts where it stopped.
 */
export async function solveInChunks(
  challenge: TPowChallenge,
  onProgress: (fraction: number) => void,
): Promise<TPowSolution> {
  const { max = 1_000_000 } = (challenge.parameters.data ?? {}) as Partial<PowChallengeData>;
  for (let start = 0; start <= 0xffffffff; start += CHUNK) {
    const controller = new AbortController();
    let tries = 0;
    const counted: DeriveKeyFunction = (parameters, salt, password) => {
      tries += 1;
      if (tries >= CHUNK) controller.abort();
      return deriveKey(parameters, salt, password);
    };
    const solution = await solveChallenge({
      challenge,
      deriveKey: counted,
      counterStart: start,
      controller,
      timeout: 0,
    });
    if (solution) return { counter: solution.counter, derivedKey: solution.derivedKey };
    onProgress(Math.min(0.99, (start + CHUNK) / max));
  }
  throw new Error('The check could not be completed');
}
