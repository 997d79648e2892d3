import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { JsonBody } from './json-body.js';

// What the read cache counts is what it holds: a small answer and its compressed forms, each in memory of
// its own size, not slices that keep an 8 KB slab or zlib's 16 KB chunk alive (server/lib/kept-bytes.ts).
describe('a cached JSON body', () => {
  const json = JSON.stringify({ jobs: [{ _id: 'job-1', title: 'Data Intern', location: 'Mysuru' }] });

  it('holds a small kept answer and its brotli and gzip forms in memory of their own size', async () => {
    const body = new JsonBody(Buffer.from(json));
    body.keep();
    expect(body.raw.buffer.byteLength).toBe(body.raw.length);
    const br = body.encodedAs('br');
    expect(br.buffer.byteLength).toBe(br.length);
    expect(brotliDecompressSync(br).toString()).toBe(json);

    const made = new JsonBody(Buffer.from(json));
    made.keep();
    await made.encode('gzip');
    const gzip = made.encodedAs('gzip');
    expect(gzip.buffer.byteLength).toBe(gzip.length);
    expect(gunzipSync(gzip).toString()).toBe(json);
  });

  it('compresses an answer sent for one ask fast, and one kept small', () => {
    const list = JSON.stringify({
      jobs: Array.from({ length: 12 }, (_, i) => ({
        _id: `job-${i}`,
        title: ['Data Intern', 'Kannada Content Writer', 'Sales Associate'][i % 3],
        company: `Company ${i * 7}`,
        location: ['Mysuru', 'Bengaluru', 'Hubballi'][i % 3],
        description: `Work with the team on week ${i}: reports, reviews and a project of your own.`,
      })),
    });
    const kept = new JsonBody(Buffer.from(list));
    kept.keep();
    const once = new JsonBody(Buffer.from(list));
    for (const encoding of ['br', 'gzip'] as const) {
      const small = kept.encodedAs(encoding);
      const fast = once.encodedAs(encoding);
      expect(fast.length).toBeGreaterThan(small.length);
      const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      expect(decode(fast).toString()).toBe(list);
      expect(decode(small).toString()).toBe(list);
    }
  });

  it('makes a form made before it was kept again, in memory of its own', () => {
    const body = new JsonBody(Buffer.from(json));
    expect(body.encodedAs('br').buffer.byteLength).toBeGreaterThan(body.encodedAs('br').length);
    body.keep();
    expect(body.raw.buffer.byteLength).toBe(body.raw.length);
    expect(body.encodedAs('br').buffer.byteLength).toBe(body.encodedAs('br').length);
    expect(brotliDecompressSync(body.encodedAs('br')).toString()).toBe(json);
  });

  it('makes each compressed form once', () => {
    const body = new JsonBody(Buffer.from(json));
    expect(body.encodedAs('gzip')).toBe(body.encodedAs('gzip'));
  });
});
