import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ContentVersion } from './content-version.js';
import { PublicReadCache } from './public-read-cache.js';

const ZAnswer = z.object({ n: z.number() });

function setup() {
  const state = { version: 1, now: 0, produced: 0 };
  const version = { current: () => state.version } as unknown as ContentVersion;
  const cache = new PublicReadCache(version, { ttlMs: 1000, now: () => state.now });
  const produce = async () => {
    state.produced += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { n: state.produced, dropped: 'not in the schema' };
  };
  return { state, cache, produce };
}

describe('PublicReadCache', () => {
  it('lets concurrent misses of one key share a single read, and serialises through the schema', async () => {
    const { state, cache, produce } = setup();
    const bodies = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', ZAnswer, produce)));
    expect(state.produced).toBe(1);
    expect(new Set(bodies.map(String))).toEqual(new Set(['{"n":1}']));
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
});
