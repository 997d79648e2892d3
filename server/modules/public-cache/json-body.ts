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

/** Each encoding's compression, on the event loop or on the thread pool, small (kept) or fast (one ask). */
const COMPRESS: Record<
  BodyEncoding,
  { now(bytes: Buffer, kept: boolean): Buffer; onPool(bytes: Buffer, kept: boolean): Promise<Buffer> }
> = {
  br: {
    now: (bytes, kept) => brotliCompressSync(bytes, kept ? BROTLI : BROTLI_ONCE),
    onPool: (bytes, kept) => brotliAsync(bytes, kept ? BROTLI : BROTLI_ONCE),
  },
  gzip: {
    now: (bytes, kept) => gzipSync(bytes, kept ? GZIP : GZIP_ONCE),
    onPool: (bytes, kept) => gzipAsync(bytes, kept ? GZIP : GZIP_ONCE),
  },
};

/**
 * A serialised JSON answer, with its brotli and gzip forms made on first demand. Until the read cache keeps
 * it, it is sent for one ask (a search asked once): compressed fast, its bytes left where they are. Kept, it
 * is sent again and again: compressed small, once, and its bytes held in memory of their own (keptBytes),
 * so that what the cache counts is what it holds.
 */
export class JsonBody {
  private readonly encoded = new Map<BodyEncoding, Buffer>();
  private bytes: Buffer;
  private isKept = false;

  constructor(raw: Buffer) {
    this.bytes = raw;
  }

  get raw(): Buffer {
    return this.bytes;
  }

  /** Whether the read cache keeps it. */
  get kept(): boolean {
    return this.isKept;
  }

  /**
   * The read cache keeps it (before it is first sent). A form made for one ask before (compressed fast, in
   * shared memory) is dropped and made again small, in memory of its own, when next asked.
   */
  keep(): void {
    if (this.isKept) return;
    this.isKept = true;
    this.bytes = keptBytes(this.bytes);
    this.encoded.clear();
  }

  /** What the cache counts for this entry: the JSON and, roughly, its compressed forms. */
  get size(): number {
    return Math.ceil(this.bytes.length * 1.5) + 64;
  }

  encodedAs(encoding: BodyEncoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = this.held(COMPRESS[encoding].now(this.bytes, this.isKept));
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
    this.encoded.set(encoding, this.held(await COMPRESS[encoding].onPool(this.bytes, this.isKept)));
  }

  /** A compressed form as this body holds it: in memory of its own once kept. */
  private held(body: Buffer): Buffer {
    return this.isKept ? keptBytes(body) : body;
  }

  toString(): string {
    return this.bytes.toString();
  }
}
