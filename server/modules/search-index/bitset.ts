/**
 * Sets of slots as bits, 32 to a word: the search index's filters are ANDed and counted a word at a time
 * (docs/decisions/0047).
 */
export type Bits = Uint32Array;

export function wordsFor(slots: number): number {
  return (slots + 31) >>> 5;
}

export function hasBit(bits: Bits, slot: number): boolean {
  return (bits[slot >>> 5] & (1 << (slot & 31))) !== 0;
}

export function setBit(bits: Bits, slot: number): void {
  bits[slot >>> 5] |= 1 << (slot & 31);
}

export function clearBit(bits: Bits, slot: number): void {
  bits[slot >>> 5] &= ~(1 << (slot & 31));
}

/** `target` becomes the slots every one of `sources` holds (`sources` has at least one). */
export function andInto(target: Bits, sources: Bits[]): void {
  target.set(sources[0].subarray(0, target.length));
  for (let s = 1; s < sources.length; s++) {
    const source = sources[s];
    for (let i = 0; i < target.length; i++) target[i] &= source[i];
  }
}

/** `target` loses the slots `other` holds. */
export function andNotInto(target: Bits, other: Bits): void {
  for (let i = 0; i < target.length; i++) target[i] &= ~other[i];
}

/** How many slots the set holds. */
export function countBits(bits: Bits): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i];
    if (word === 0) continue;
    word -= (word >>> 1) & 0x55555555;
    word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
    count += (Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
  }
  return count;
}

/** Calls `visit` with each slot the set holds, lowest first. */
export function forEachBit(bits: Bits, visit: (slot: number) => void): void {
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i];
    while (word !== 0) {
      const lowest = word & -word;
      visit((i << 5) + 31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
}
