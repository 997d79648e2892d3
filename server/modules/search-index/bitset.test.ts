import { describe, expect, it } from 'vitest';
import { andCountInto, andTiersInto, type Bits, countBits, forEachBit, setBit, wordsFor } from './bitset.js';

// The sets the search index ANDs and counts, checked against plain sets of slots.
const SLOTS = 3000;

function randomSlots(seed: number, share: number): Set<number> {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const slots = new Set<number>();
  for (let slot = 0; slot < SLOTS; slot++) if (next() < share) slots.add(slot);
  return slots;
}

function bitsOf(slots: Set<number>, words = wordsFor(SLOTS)): Bits {
  const bits = new Uint32Array(words);
  for (const slot of slots) setBit(bits, slot);
  return bits;
}

function slotsOf(bits: Bits): number[] {
  const slots: number[] = [];
  forEachBit(bits, (slot) => slots.push(slot));
  return slots;
}

describe('bit sets', () => {
  it.each([1, 2, 3, 4, 5, 6, 7])('ANDs %i sets into the slots all of them hold, and counts them', (count) => {
    const sets = Array.from({ length: count }, (_, i) => randomSlots(i + 1, 0.9 - i * 0.1));
    const expected = [...sets[0]].filter((slot) => sets.every((set) => set.has(slot)));
    // Sources may be longer than the target (an index grown since); only the target's words are read.
    const target = new Uint32Array(wordsFor(SLOTS)).fill(0xffffffff);
    const counted = andCountInto(
      target,
      sets.map((set) => bitsOf(set, wordsFor(SLOTS) + 4)),
    );
    expect(slotsOf(target)).toEqual(expected);
    expect(counted).toBe(expected.length);
    expect(countBits(target)).toBe(expected.length);
  });

  it('counts every slot of full, empty and single-bit words', () => {
    const full = new Uint32Array(4).fill(0xffffffff);
    expect(countBits(full)).toBe(128);
    expect(countBits(new Uint32Array(4))).toBe(0);
    const ends = new Uint32Array(2);
    for (const slot of [0, 15, 16, 31, 32, 63]) setBit(ends, slot);
    expect(countBits(ends)).toBe(6);
    expect(slotsOf(ends)).toEqual([0, 15, 16, 31, 32, 63]);
  });

  it.each([
    [1, 1],
    [3, 1],
    [5, 2],
    [6, 3],
  ])('splits what %i sets hold into the slots %i others hold too and the rest, and counts both', (count, mainCount) => {
    const sets = Array.from({ length: count }, (_, i) => randomSlots(i + 1, 0.95 - i * 0.1));
    const mains = Array.from({ length: mainCount }, (_, i) => randomSlots(i + 20, 0.6));
    const all = [...sets[0]].filter((slot) => sets.every((set) => set.has(slot)));
    const expectedFirst = all.filter((slot) => mains.every((set) => set.has(slot)));
    const expectedRest = all.filter((slot) => !expectedFirst.includes(slot));
    const first = new Uint32Array(wordsFor(SLOTS)).fill(0xffffffff);
    const rest = new Uint32Array(wordsFor(SLOTS)).fill(0xffffffff);
    const counts = andTiersInto(
      first,
      rest,
      sets.map((set) => bitsOf(set, wordsFor(SLOTS) + 4)),
      mains.map((set) => bitsOf(set)),
    );
    expect(slotsOf(first)).toEqual(expectedFirst);
    expect(slotsOf(rest)).toEqual(expectedRest);
    expect(counts).toEqual([expectedFirst.length, expectedRest.length]);
    expect(expectedFirst.length).toBeGreaterThan(0);
    expect(expectedRest.length).toBeGreaterThan(0);
  });
});
