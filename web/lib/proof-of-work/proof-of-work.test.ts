// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProofOfWork } from '#server/modules/proof-of-work/proof-of-work.js';
import { PROOF_OF_WORK_HEADER } from '#shared/proof-of-work.js';
import { jsonResponse } from '#web/test/fixtures.js';
import { apiRequest } from '../api-client.js';
import { currentProofProgress, onProofProgress } from './progress.js';

// The browser's solver (Web Crypto; on the page's thread here, as jsdom has no Worker) against the
// server's own verifier: a proof the server would not accept fails this test.
const server = new ProofOfWork('test-secret-test-secret-test-secret-0123');
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('a form asked for a proof of work', () => {
  it('solves the challenge without a click, shows progress, and sends the same request again with the proof', async () => {
    const challenge = await server.challenge('login', 2);
    const progress: (number | null)[] = [];
    const stop = onProofProgress(() => progress.push(currentProofProgress()));
    let proofHeader: string | null = null;
    fetchMock.mockImplementation(async (_url, init) => {
      proofHeader = new Headers(init?.headers).get(PROOF_OF_WORK_HEADER);
      if (!proofHeader) return jsonResponse({ message: 'busy', code: 'PROOF_OF_WORK_REQUIRED', challenge }, 428);
      return jsonResponse({ token: 't', user: {} });
    });

    await expect(apiRequest('/login', { method: 'POST', body: { email: 'a@b.c', password: 'x' } })).resolves.toEqual({
      token: 't',
      user: {},
    });
    stop();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [, first] = fetchMock.mock.calls[0];
    const [, second] = fetchMock.mock.calls[1];
    expect(second?.body).toBe(first?.body);
    expect(await server.verify(proofHeader ?? undefined, 'login')).toMatchObject({ level: 2 });
    // Progress went from 0 up, and was cleared at the end.
    expect(progress[0]).toBe(0);
    expect(progress.some((p) => p !== null && p > 0)).toBe(true);
    expect(progress.at(-1)).toBeNull();
  });

  it('gives up with the server message after three proofs in a row, and reads a 428 without a challenge as an error', async () => {
    const challenge = await server.challenge('login', 1);
    fetchMock.mockImplementation(async () =>
      jsonResponse({ message: 'Still busy', code: 'PROOF_OF_WORK_REQUIRED', challenge }, 428),
    );
    await expect(apiRequest('/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 428,
      message: 'Still busy',
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Precondition' }, 428));
    await expect(apiRequest('/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 428 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
