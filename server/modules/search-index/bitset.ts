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

/**
 * `target` becomes the slots every one of `sources` holds (`sources` has at least one), and the count of
 * them: one pass over the words, the first four sources read together (a source repeated where there are
 * fewer; x & x is x), any others only where the word is not already empty. A pass per source and another
 * to count took a tenth of a new search's time on the event loop.
 */
export function andCountInto(target: Bits, sources: Bits[]): number {
  const [a, b = a, c = a, d = a] = sources;
  const rest = sources.slice(4);
  let count = 0;
  for (let i = 0; i < target.length; i++) {
    let word = a[i] & b[i] & c[i] & d[i];
    for (let s = 0; s < rest.length && word !== 0; s++) word &= rest[s][i];
    target[i] = word;
    if (word !== 0) count += bitsIn(word);
  }
  return count;
}

/**
 * The relevance order's two tiers in the same one pass: `rest` becomes the slots every one of `sources`
 * holds, and `first` those of them every one of `mains` holds too (`mains` has at least one); `rest` then
 * loses `first`'s slots. Returns both counts. A pass to AND, another for the first tier and a third to take
 * it away read the sets three times for most new searches (they have keywords).
 */
export function andTiersInto(first: Bits, rest: Bits, sources: Bits[], mains: Bits[]): [number, number] {
  const [a, b = a, c = a, d = a] = sources;
  const others = sources.slice(4);
  const [m, n = m] = mains;
  const otherMains = mains.slice(2);
  let firstCount = 0;
  let restCount = 0;
  for (let i = 0; i < rest.length; i++) {
    let word = a[i] & b[i] & c[i] & d[i];
    for (let s = 0; s < others.length && word !== 0; s++) word &= others[s][i];
    let top = word & m[i] & n[i];
    for (let s = 0; s < otherMains.length && top !== 0; s++) top &= otherMains[s][i];
    first[i] = top;
    word &= ~top;
    rest[i] = word;
    if (top !== 0) firstCount += bitsIn(top);
    if (word !== 0) restCount += bitsIn(word);
  }
  return [firstCount, restCount];
}

/** How many slots the set holds. */
export function countBits(bits: Bits): number {
  let count = 0;
  for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) count += bitsIn(bits[i]);
  return count;
}

/** How many bits of a 32-bit word are set. */
function bitsIn(word: number): number {
  let w = word - ((word >>> 1) & 0x55555555);
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
  return Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
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
