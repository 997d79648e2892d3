import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type BodyEncoding = 'br' | 'gzip';

/** Answers smaller than this go as they are: compressing them saves less than the headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

/** A serialised JSON answer, with its brotli and gzip forms made on first demand and then kept. */
export class JsonBody {
  private readonly encoded = new Map<BodyEncoding, Buffer>();

  constructor(readonly raw: Buffer) {}

  /** What the cache counts for this entry: the JSON and, roughly, its compressed forms. */
  get size(): number {
    return Math.ceil(this.raw.length * 1.5) + 64;
  }

  encodedAs(encoding: BodyEncoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(this.raw, { level: 6 });
      this.encoded.set(encoding, body);
    }
    return body;
  }

  toString(): string {
    return this.raw.toString();
  }
}
