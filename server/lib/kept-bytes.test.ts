import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { keptBytes, keptText } from './kept-bytes.js';

describe('kept bytes', () => {
  it('copies a slice of a shared slab or of a larger chunk into memory of its own size', () => {
    const json = JSON.stringify({ title: 'Kannada Content Writer', skills: Array.from({ length: 200 }, (_, i) => i) });
    // A small Buffer is a slice of Node's shared 8 KB slab; zlib's output a slice of its 16 KB chunk.
    for (const slice of [Buffer.from('{"jobs":[]}'), brotliCompressSync(json), gzipSync(json)]) {
      expect(slice.buffer.byteLength).toBeGreaterThan(slice.length);
      const kept = keptBytes(slice);
      expect(kept.buffer.byteLength).toBe(slice.length);
      expect(kept.byteOffset).toBe(0);
      expect(kept.equals(slice)).toBe(true);
    }
  });

  it('keeps bytes that already own their memory as they are', () => {
    const own = Buffer.alloc(10_000, 'a');
    expect(keptBytes(own)).toBe(own);
  });

  it('writes text as UTF-8 into memory of its own size', () => {
    const text = '{"title":"ಕನ್ನಡ ವಿಷಯ ಬರಹಗಾರ","city":"मैसूरु"}';
    const kept = keptText(text);
    expect(kept.buffer.byteLength).toBe(Buffer.byteLength(text));
    expect(kept.toString()).toBe(text);
  });
});
