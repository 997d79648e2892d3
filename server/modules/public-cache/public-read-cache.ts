import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { ContentVersion } from './content-version.js';
import { JsonBody } from './json-body.js';

interface Entry {
  version: number;
  /** The followed count when the entry was made (`alsoFollows`). */
  follows: number;
  expiresAt: number;
  value: unknown;
}

const TIMED = Symbol('timed');

/** A value with the instant it stops being true by itself; see `timed`. */
export function timed<T>(value: T, validUntil?: number) {
  return { [TIMED]: true, value, validUntil };
}

function isTimed<T>(result: unknown): result is { value: T; validUntil?: number } {
  return typeof result === 'object' && result !== null && TIMED in result;
}

/**
 * What an entry weighs against the cache's budget: a prepared answer its bytes, any other value the
 * length of its JSON (counted once, when it is stored). Counting other values as a few bytes let the
 * per-student recommendations, a new entry at every profile change or application, grow without bound
 * (the 2026-11-24 soak: +15 MB a minute).
 */
const sizeOf = (value: unknown) =>
  value instanceof JsonBody ? value.size : Math.max(64, JSON.stringify(value)?.length ?? 0);

/**
 * Each entry lives between (1 − TTL_SPREAD) and all of the TTL, at random. Entries filled together (a
 * warm-up, the first minutes after a content change) would otherwise all expire in the same second and
 * be produced again at once: hundreds of database reads that kept the loop saturated for over a second
 * at half load, which the overload admission rightly read as a flood (bench/soak.ts).
 */
const TTL_SPREAD = 0.25;

/** How many keys asked once are remembered, waiting for a second ask (about 2 MB of keys). */
const ASKED_ONCE_KEYS = 10_000;

export interface KeepOptions {
  /**
   * Keep the answer only when its key is asked a second time while remembered (docs/decisions/0047): most
   * searches are asked once, and keeping each of those pushed the answers asked again out of the cache
   * and took tens of MB.
   */
  keepFromSecondAsk?: boolean;
}

/** An answer its producer already serialised and checked, and when it stops being true by itself. */
export interface PreparedAnswer {
  json: Buffer;
  validUntil?: number;
}

export interface PublicReadCacheOptions {
  /** Total size of the cached bodies. */
  maxBytes?: number;
  /** How long any answer is kept at most, so a count that moves with the clock (internships passing their expiry) lags by at most this. */
  ttlMs?: number;
  now?: () => number;
  /** Where in the TTL's spread an entry's life ends (0: the full TTL); tests pin it. */
  random?: () => number;
  /**
   * A count the answers also depend on, besides the content version: an entry made under another count
   * is made again. The app passes how many counts of companies' answers have ended (the cards show them).
   */
  alsoFollows?: () => number;
}

/**
 * Serialised public answers (the list, a detail, the home page's featured) under the content version:
 * a change anywhere in what the public sees makes every entry stale at once (docs/decisions/0016).
 * Concurrent misses of one key share a single database read.
 */
export class PublicReadCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly inflight = new Map<string, Promise<unknown>>();
  /** Keys of answers made once lately and not kept (`keepFromSecondAsk`). */
  private readonly askedOnce = new LRUCache<string, true>({ max: ASKED_ONCE_KEYS });
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly follows: () => number;

  constructor(
    private readonly version: ContentVersion,
    {
      maxBytes = 64 * 1024 * 1024,
      ttlMs = 5 * 60_000,
      now = Date.now,
      random = Math.random,
      alsoFollows = () => 0,
    }: PublicReadCacheOptions = {},
  ) {
    this.entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (e) => sizeOf(e.value) });
    this.ttlMs = ttlMs;
    this.now = now;
    this.random = random;
    this.follows = alsoFollows;
  }

  /** The JSON body for `key`, produced (and checked against `schema`, as the response serialiser would) on a miss. */
  get<S extends z.ZodType>(
    key: string,
    schema: S,
    produce: () => Promise<z.input<S>>,
    /** When the answer stops being true by itself (e.g. the first shown internship's expiry), epoch ms. */
    validUntil?: (value: z.output<S>) => number | undefined,
    keep: KeepOptions = {},
  ): Promise<JsonBody> {
    return this.getPrepared(
      key,
      async () => {
        const value = schema.parse(await produce());
        return { json: Buffer.from(JSON.stringify(value)), validUntil: validUntil?.(value) };
      },
      keep,
    );
  }

  /**
   * The JSON body for `key`, which `produce` serialised and checked itself (lists made of listing cards,
   * each checked once when made), produced on a miss.
   */
  getPrepared(key: string, produce: () => Promise<PreparedAnswer>, keep: KeepOptions = {}): Promise<JsonBody> {
    return this.memo(
      key,
      async () => {
        const { json, validUntil } = await produce();
        return timed(new JsonBody(json), validUntil);
      },
      keep,
    );
  }

  /** Whether `key` would be answered from the cache now (a fresh entry under the current version). */
  async has(key: string): Promise<boolean> {
    const version = await this.version.current();
    const hit = this.entries.peek(key);
    return hit !== undefined && this.isFresh(hit, version, this.follows());
  }

  private isFresh(entry: Entry, version: number, follows: number): boolean {
    return entry.version === version && entry.follows === follows && entry.expiresAt > this.now();
  }

  /** The value for `key` under the current content version, produced on a miss. */
  async memo<T>(
    key: string,
    produce: () => Promise<T | ReturnType<typeof timed<T>>>,
    { keepFromSecondAsk = false }: KeepOptions = {},
  ): Promise<T> {
    const version = await this.version.current();
    const follows = this.follows();
    const hit = this.entries.get(key);
    if (hit && this.isFresh(hit, version, follows)) return hit.value as T;

    const flightKey = `${version}\u0000${follows}\u0000${key}`;
    const running = this.inflight.get(flightKey);
    if (running) return running as Promise<T>;
    const produced = produce()
      .then((result) => {
        const { value, validUntil } = isTimed<T>(result) ? result : { value: result, validUntil: undefined };
        const life = this.ttlMs * (1 - TTL_SPREAD * this.random());
        const expiresAt = Math.min(this.now() + life, validUntil ?? Number.POSITIVE_INFINITY);
        if (!keepFromSecondAsk || this.askedOnce.delete(key)) {
          if (value instanceof JsonBody) value.keep();
          this.entries.set(key, { version, follows, expiresAt, value });
        } else this.askedOnce.set(key, true);
        return value;
      })
      .finally(() => this.inflight.delete(flightKey));
    this.inflight.set(flightKey, produced);
    return produced;
  }
}
