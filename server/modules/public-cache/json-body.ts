import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { keptBytes } from '#server/lib/kept-bytes.js';

export type BodyEncoding = 'br' | 'gzip';

/** Answers smaller than this go as they are: compressing them saves less than the headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

/** An answer kept and sent again and again: compressed small, once. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP = { level: 6 };
/**
 * An answer sent for one ask and not kept (a search asked once): compressed fast. For a list of 6 KB,
 * brotli at 1 takes 30 µs for 1,120 bytes where 5 takes 150 µs for 930, on the event loop, for every new
 * search a browser asks (docs/performance.md, 2026-11-29).
 */
const BROTLI_ONCE = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
const GZIP_ONCE = { level: 1 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A serialised JSON answer, with its brotli and gzip forms made on first demand and then kept; each in
 * memory of its own (keptBytes), so that what the cache counts is what it holds.
 */
export class JsonBody {
  private readonly encoded = new Map<BodyEncoding, Buffer>();
  private once = false;
  readonly raw: Buffer;

  constructor(raw: Buffer) {
    this.raw = keptBytes(raw);
  }

  /** What the cache counts for this entry: the JSON and, roughly, its compressed forms. */
  get size(): number {
    return Math.ceil(this.raw.length * 1.5) + 64;
  }

  /** Whether it is sent for one ask and not kept (the read cache says so): compressed fast rather than small. */
  get forOneAsk(): boolean {
    return this.once;
  }

  sentForOneAsk(): void {
    this.once = true;
  }

  encodedAs(encoding: BodyEncoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = keptBytes(
        encoding === 'br'
          ? brotliCompressSync(this.raw, this.once ? BROTLI_ONCE : BROTLI)
          : gzipSync(this.raw, this.once ? GZIP_ONCE : GZIP),
      );
      this.encoded.set(encoding, body);
    }
    return body;
  }

  /**
   * Makes the compressed form on the thread pool, off the event loop: for large bodies (a rendered page is
   * 50–150 KB, a few ms to compress), before encodedAs reads it.
   */
  async encode(encoding: BodyEncoding): Promise<void> {
    if (this.encoded.has(encoding)) return;
    const body =
      encoding === 'br'
        ? await brotliAsync(this.raw, this.once ? BROTLI_ONCE : BROTLI)
        : await gzipAsync(this.raw, this.once ? GZIP_ONCE : GZIP);
    this.encoded.set(encoding, keptBytes(body));
  }

  toString(): string {
    return this.raw.toString();
  }
}
