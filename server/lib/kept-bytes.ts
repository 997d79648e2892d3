/**
 * Bytes in memory of their own, exactly their size, for what a cache keeps. A small Buffer is a slice of an
 * 8 KB slab Node's allocations share, and zlib's output a slice of its 16 KB chunk: one kept slice keeps the
 * whole slab or chunk alive (a 300-byte compressed answer held 16 KB).
 */
export function keptBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** `text` as UTF-8 in memory of its own (keptBytes). */
export function keptText(text: string): Buffer {
  const own = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  own.write(text);
  return own;
}
