import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { JsonBody } from './json-body.js';

// What the read cache counts is what it holds: a small answer and its compressed forms, each in memory of
// its own size, not slices that keep an 8 KB slab or zlib's 16 KB chunk alive (server/lib/kept-bytes.ts).
describe('a cached JSON body', () => {
  const json = JSON.stringify({ jobs: [{ _id: 'job-1', title: 'Data Intern', location: 'Mysuru' }] });

  it('holds a small answer and its brotli and gzip forms in memory of their own size', async () => {
    const body = new JsonBody(Buffer.from(json));
    expect(body.raw.buffer.byteLength).toBe(body.raw.length);
    const br = body.encodedAs('br');
    expect(br.buffer.byteLength).toBe(br.length);
    expect(brotliDecompressSync(br).toString()).toBe(json);

    const made = new JsonBody(Buffer.from(json));
    await made.encode('gzip');
    const gzip = made.encodedAs('gzip');
    expect(gzip.buffer.byteLength).toBe(gzip.length);
    expect(gunzipSync(gzip).toString()).toBe(json);
  });

  it('makes each compressed form once', () => {
    const body = new JsonBody(Buffer.from(json));
    expect(body.encodedAs('gzip')).toBe(body.encodedAs('gzip'));
  });
});
