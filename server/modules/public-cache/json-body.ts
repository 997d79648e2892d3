import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { keptBytes } from '#server/lib/kept-bytes.js';

export type BodyEncoding = 'br' | 'gzip';

/** Answers smaller than this go as they are: compressing them saves less than the headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A serialised JSON answer, with its brotli and gzip forms made on first demand and then kept; each in
 * memory of its own (keptBytes), so that what the cache counts is what it holds.
 */
export class JsonBody {
  private readonly encoded = new Map<BodyEncoding, Buffer>();
  readonly raw: Buffer;

  constructor(raw: Buffer) {
    this.raw = keptBytes(raw);
  }

  /** What the cache counts for this entry: the JSON and, roughly, its compressed forms. */
  get size(): number {
    return Math.ceil(this.raw.length * 1.5) + 64;
  }

  encodedAs(encoding: BodyEncoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = keptBytes(encoding === 'br' ? brotliCompressSync(this.raw, BROTLI) : gzipSync(this.raw, GZIP));
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
    const body = encoding === 'br' ? await brotliAsync(this.raw, BROTLI) : await gzipAsync(this.raw, GZIP);
    this.encoded.set(encoding, keptBytes(body));
  }

  toString(): string {
    return this.raw.toString();
  }
}
