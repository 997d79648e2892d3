import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';
import { LIMITS } from '../form-guard/form-guard.js';

// Issue: security, brute force — a rotated X-Forwarded-For does not reset the per-address count of wrong
// passwords, after which the address must solve a proof of work for every try (428; form-guard.ts).
const PER_ADDRESS = LIMITS.failuresPerAddress.free;

describe.each(testDialects())('the login limit per client address on %s', (dialect) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function attempts(count: number, forwardedFor: (i: number) => string, remoteAddress: string) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const response = await t?.app.inject({
        method: 'POST',
        url: '/api/login',
        // A different unknown account each time: only the per-address counter can stop this.
        payload: { email: `nobody${i}@example.com`, password: 'guess-guess' },
        headers: { 'x-forwarded-for': forwardedFor(i) },
        remoteAddress,
      });
      statuses.push(response?.statusCode ?? 0);
      if (response?.statusCode === 428) expect(response.json().code).toBe('PROOF_OF_WORK_REQUIRED');
    }
    return statuses;
  }

  it('ignores X-Forwarded-For without a trusted proxy', async () => {
    t = await createTestApp(dialect);
    const statuses = await attempts(PER_ADDRESS + 1, (i) => `198.51.100.${i}`, '203.0.113.7');
    expect(statuses.slice(0, PER_ADDRESS).every((s) => s === 401)).toBe(true);
    expect(statuses[PER_ADDRESS]).toBe(428);
  });

  it('behind one trusted proxy, counts the address the proxy appended, whatever the client wrote before it', async () => {
    t = await createTestApp(dialect, { env: { TRUST_PROXY: 'true' } });
    const statuses = await attempts(PER_ADDRESS + 1, (i) => `198.51.100.${i}, 203.0.113.9`, '10.0.0.2');
    expect(statuses.slice(0, PER_ADDRESS).every((s) => s === 401)).toBe(true);
    expect(statuses[PER_ADDRESS]).toBe(428);
    // Another client behind the same proxy is not affected.
    expect(await attempts(1, () => '203.0.113.10', '10.0.0.2')).toEqual([401]);
  });
});
