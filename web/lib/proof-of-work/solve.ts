import { PROOF_OF_WORK_HEADER } from '#shared/proof-of-work.js';
import type { TPowChallenge, TPowSolution } from '#shared/schemas/proof-of-work.js';
import { setProofProgress } from './progress.js';
import { solveInChunks } from './solve-loop.js';

function inWorker(challenge: TPowChallenge): Promise<TPowSolution> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./solve.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<{ progress?: number; solution?: TPowSolution; error?: string }>) => {
      if (data.progress !== undefined) return setProofProgress(data.progress);
      worker.terminate();
      if (data.solution) resolve(data.solution);
      else reject(new Error(data.error ?? 'The check could not be completed'));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The check could not be completed'));
    };
    worker.postMessage(challenge);
  });
}

/**
 * Solve the server's challenge (in a worker where there is one) and return the header that carries the
 * proof. Progress is published for the form to show (progress.ts) until it is done.
 */
export async function solveProofOfWork(challenge: TPowChallenge): Promise<Record<string, string>> {
  setProofProgress(0);
  try {
    const solution =
      typeof Worker === 'undefined' ? await solveInChunks(challenge, setProofProgress) : await inWorker(challenge);
    const proof = JSON.stringify({ challenge, solution });
    return { [PROOF_OF_WORK_HEADER]: btoa(proof) };
  } finally {
    setProofProgress(null);
  }
}
