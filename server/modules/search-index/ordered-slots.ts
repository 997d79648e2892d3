import { grown } from './grown.js';

/** Past this share of the slots marked, they are all sorted again rather than merged in. */
const SORT_ALL_SHARE = 0.25;
/** A rank and a place packed in one number: places below this (2^22, four million slots). */
const PLACES = 2 ** 22;

/** Each value's rank among the distinct values, smallest 0 (exact while fewer than 2^31 are distinct). */
export function ranksOf(values: Float64Array): Float64Array {
  const sorted = values.slice().sort();
  let distinct = 0;
  for (let i = 0; i < sorted.length; i++)
    if (i === 0 || sorted[i] !== sorted[distinct - 1]) sorted[distinct++] = sorted[i];
  const ranks = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    let low = 0;
    let high = distinct - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle] < values[i]) low = middle + 1;
      else high = middle;
    }
    ranks[i] = low;
  }
  return ranks;
}

/**
 * Live slots kept in one order (the public order, or highest stipend first) with each one's rank, so that a
 * page is read off the order instead of sorting the matches (docs/decisions/0047). A slot given new values
 * or emptied is marked; the next read puts the marked ones that are still live in their places, merged into
 * the others in one pass.
 */
export class OrderedSlots {
  private order = new Int32Array(0);
  private rankOf = new Int32Array(1024);
  private marked = new Uint8Array(1024);
  private markedSlots: number[] = [];

  /**
   * `before(a, b)` is below 0 when slot a goes first; it never says two slots are equal. `keysOf` gives
   * numbers for slots that never disagree with it (a smaller key goes first; equal keys are left to
   * `before`), so that a sort of them all is a native sort of numbers.
   */
  constructor(
    private readonly before: (a: number, b: number) => number,
    private readonly keysOf: (slots: Int32Array) => Float64Array,
  ) {}

  mark(slot: number): void {
    if (slot >= this.marked.length) this.grow(Math.max(slot + 1, this.marked.length * 2));
    if (this.marked[slot] === 1) return;
    this.marked[slot] = 1;
    this.markedSlots.push(slot);
  }

  /** The live slots in order, and per slot its place in that order (only live slots' places mean anything). */
  read(isLive: (slot: number) => boolean): { order: Int32Array; rank: Int32Array } {
    if (this.markedSlots.length > 0) this.place(isLive);
    return { order: this.order, rank: this.rankOf };
  }

  private place(isLive: (slot: number) => boolean): void {
    const { marked, before, order } = this;
    const added = Int32Array.from(this.markedSlots.filter(isLive));
    let kept = 0;
    for (const slot of order) if (marked[slot] === 0) kept++;
    const next = new Int32Array(kept + added.length);
    if (added.length > (kept + added.length) * SORT_ALL_SHARE) {
      let at = 0;
      for (const slot of order) if (marked[slot] === 0) next[at++] = slot;
      next.set(added, at);
      this.sortAll(next);
    } else {
      added.sort(before);
      let from = 0;
      let at = 0;
      for (const slot of order) {
        if (marked[slot] === 1) continue;
        while (from < added.length && before(added[from], slot) < 0) next[at++] = added[from++];
        next[at++] = slot;
      }
      next.set(added.subarray(from), at);
    }
    for (const slot of this.markedSlots) marked[slot] = 0;
    this.markedSlots = [];
    this.order = next;
    for (let rank = 0; rank < next.length; rank++) this.rankOf[next[rank]] = rank;
  }

  /**
   * Sorts `slots` in place: by key with a native sort of numbers (each key's rank among the keys, then the
   * slot's place, packed in one), then runs of equal keys by `before`. A comparison sort of 1,000,000 slots
   * took about 5 s; this about 0.3 s.
   */
  private sortAll(slots: Int32Array): void {
    const keys = this.keysOf(slots);
    const ranks = ranksOf(keys);
    const packed = new Float64Array(slots.length);
    for (let i = 0; i < slots.length; i++) packed[i] = ranks[i] * PLACES + i;
    packed.sort();
    const sorted = Int32Array.from(packed, (value) => slots[value % PLACES]);
    for (let from = 0; from < sorted.length; ) {
      const rank = Math.floor(packed[from] / PLACES);
      let to = from + 1;
      while (to < sorted.length && Math.floor(packed[to] / PLACES) === rank) to++;
      if (to - from > 1) sorted.subarray(from, to).sort(this.before);
      from = to;
    }
    slots.set(sorted);
  }

  private grow(capacity: number): void {
    this.marked = grown(this.marked, capacity);
    this.rankOf = grown(this.rankOf, capacity);
  }
}

/** The first place in the ascending `values` where `below` stops holding (their length when it never does). */
export function rankWhere(values: Float64Array, below: (value: number) => boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (below(values[middle])) low = middle + 1;
    else high = middle;
  }
  return low;
}
