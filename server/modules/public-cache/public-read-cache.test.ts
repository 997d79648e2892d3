import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ContentVersion } from './content-version.js';
import { PublicReadCache } from './public-read-cache.js';

const ZAnswer = z.object({ n: z.number() });

function setup() {
  const state = { version: 1, now: 0, produced: 0 };
  const version = { current: () => state.version } as unknown as ContentVersion;
  // Every entry lives the full TTL here; the spread has its own test.
  const cache = new PublicReadCache(version, { ttlMs: 1000, now: () => state.now, random: () => 0 });
  const produce = async () => {
    state.produced += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { n: state.produced, dropped: 'not in the schema' };
  };
  return { state, cache, produce };
}

describe('PublicReadCache', () => {
  it('makes an answer again once a count it also follows has moved, as when the content version moves', async () => {
    const state = { version: 1, counts: 0, produced: 0 };
    const version = { current: () => state.version } as unknown as ContentVersion;
    const cache = new PublicReadCache(version, { ttlMs: 60_000, alsoFollows: () => state.counts });
    const produce = async () => ({ n: ++state.produced });
    expect(String(await cache.get('k', ZAnswer, produce))).toBe('{"n":1}');
    expect(String(await cache.get('k', ZAnswer, produce))).toBe('{"n":1}');
    state.counts = 1;
    expect(await cache.has('k')).toBe(false);
    expect(String(await cache.get('k', ZAnswer, produce))).toBe('{"n":2}');
    expect(await cache.has('k')).toBe(true);
    expect(String(await cache.get('k', ZAnswer, produce))).toBe('{"n":2}');
  });

  it('lets concurrent misses of one key share a single read, and serialises through the schema', async () => {
    const { state, cache, produce } = setup();
    const bodies = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', ZAnswer, produce)));
    expect(state.produced).toBe(1);
    expect(new Set(bodies.map(String))).toEqual(new Set(['{"n":1}']));
  });

  it('keeps an answer asked with keepFromSecondAsk only from its second ask (docs/decisions/0047)', async () => {
    const { state, cache, produce } = setup();
    const keep = { keepFromSecondAsk: true };
    const first = await cache.get('once', ZAnswer, produce, undefined, keep);
    expect(String(first)).toBe('{"n":1}');
    // Sent for this one ask, not kept: it is compressed fast rather than small (json-body.ts).
    expect(first.kept).toBe(false);
    expect(await cache.has('once')).toBe(false);
    const second = await cache.get('once', ZAnswer, produce, undefined, keep);
    expect(String(second)).toBe('{"n":2}');
    expect(second.kept).toBe(true);
    expect(await cache.has('once')).toBe(true);
    expect(String(await cache.get('once', ZAnswer, produce, undefined, keep))).toBe('{"n":2}');
    // Without the option, the first answer is kept.
    const other = await cache.get('other', ZAnswer, produce);
    expect(String(other)).toBe('{"n":3}');
    expect(other.kept).toBe(true);
    expect(String(await cache.get('other', ZAnswer, produce))).toBe('{"n":3}');
    expect(state.produced).toBe(3);
  });

  it('reads again when the content version moves or the entry outlives its time to live', async () => {
    const { state, cache, produce } = setup();
    expect(String(await cache.get('k', ZAnswer, produce))).toBe('{"n":1}');
    expect(String(await cache.get('k', ZAnswer, produce))).toBe('{"n":1}');
    state.version = 2;
    expect(String(await cache.get('k', ZAnswer, produce))).toBe('{"n":2}');
    state.now = 999;
    expect(String(await cache.get('k', ZAnswer, produce))).toBe('{"n":2}');
    state.now = 1001;
    expect(String(await cache.get('k', ZAnswer, produce))).toBe('{"n":3}');
  });

  it('never keeps a failure: the next call reads again', async () => {
    const { cache } = setup();
    let calls = 0;
    const failing = async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return { n: 7 };
    };
    await expect(cache.get('k', ZAnswer, failing)).rejects.toThrow('database away');
    expect(String(await cache.get('k', ZAnswer, failing))).toBe('{"n":7}');
  });

  it('keeps an answer no longer than it says it stays true', async () => {
    const { state, cache, produce } = setup();
    const until = () => 300;
    expect(String(await cache.get('k', ZAnswer, produce, until))).toBe('{"n":1}');
    state.now = 299;
    expect(String(await cache.get('k', ZAnswer, produce, until))).toBe('{"n":1}');
    state.now = 300;
    expect(String(await cache.get('k', ZAnswer, produce, until))).toBe('{"n":2}');
  });

  it('spreads the expiry of entries filled together over the last quarter of the TTL', async () => {
    const now = { ms: 0 };
    const version = { current: () => 1 } as unknown as ContentVersion;
    const cache = new PublicReadCache(version, { ttlMs: 1000, now: () => now.ms });
    const keys = Array.from({ length: 200 }, (_, i) => `k${i}`);
    const reads = { count: 0 };
    const produce = async () => {
      reads.count += 1;
      return { n: 1 };
    };
    /** How many of the keys are read again at `ms` (each read refills its entry, so ask once per instant). */
    const missesAt = async (ms: number) => {
      now.ms = ms;
      const before = reads.count;
      await Promise.all(keys.map((key) => cache.get(key, ZAnswer, produce)));
      return reads.count - before;
    };
    expect(await missesAt(0)).toBe(200);
    expect(await missesAt(750)).toBe(0);
    const midway = await missesAt(875);
    expect(midway).toBeGreaterThan(60);
    expect(midway).toBeLessThan(140);
  });

  it('keeps an entry at least three quarters of the TTL, wherever in the spread it falls', async () => {
    const { state, produce } = setup();
    const version = { current: () => 1 } as unknown as ContentVersion;
    const cache = new PublicReadCache(version, { ttlMs: 1000, now: () => state.now, random: () => 0.999 });
    expect(String(await cache.get('k', ZAnswer, produce))).toBe('{"n":1}');
    state.now = 750;
    expect(String(await cache.get('k', ZAnswer, produce))).toBe('{"n":1}');
    state.now = 751;
    expect(String(await cache.get('k', ZAnswer, produce))).toBe('{"n":2}');
  });

  it('counts plain values by their JSON against the budget: entries under new keys never grow past it', async () => {
    const version = { current: () => 1 } as unknown as ContentVersion;
    const cache = new PublicReadCache(version, { maxBytes: 100_000, ttlMs: 60_000 });
    // Like a student's recommendations under a new key after each profile change: 10 KB each.
    const list = Array.from({ length: 100 }, (_, i) => ({ id: `job-${i}`, title: 'x'.repeat(80) }));
    let produced = 0;
    for (let i = 0; i < 200; i++) {
      await cache.memo(`recommendations:${i}`, async () => {
        produced += 1;
        return list;
      });
    }
    expect(produced).toBe(200);
    // The budget holds at most ten of them: the oldest are gone and produced again when asked for.
    await cache.memo('recommendations:0', async () => {
      produced += 1;
      return list;
    });
    expect(produced).toBe(201);
    await cache.memo('recommendations:199', async () => {
      produced += 1;
      return list;
    });
    expect(produced).toBe(201);
  });
});
