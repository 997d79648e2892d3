import type { TPowChallenge } from '#shared/schemas/proof-of-work.js';
import { solveInChunks } from './solve-loop.js';

// Solves a challenge off the page's main thread: the page stays responsive, progress comes as messages.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<TPowChallenge>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = async ({ data: challenge }) => {
  try {
    const solution = await solveInChunks(challenge, (progress) => scope.postMessage({ progress }));
    scope.postMessage({ solution });
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
