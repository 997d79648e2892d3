import { type Bits, setBit } from './bitset.js';
import { grown } from './grown.js';
import { Postings } from './postings.js';

/** The words of the index that start with one search term: 1 at each word's number, and the numbers. */
export interface WordSet {
  marks: Uint8Array;
  size: number;
  numbers: number[];
}

/** The postings are built again when stale entries outnumber live ones by this much, and there are this many. */
const REBUILD_RATIO = 1;
const REBUILD_AT_LEAST = 65_536;
/** The pool's size when packed, for each live word. */
const POOL_GROWTH = 1.5;

/**
 * The words of each slot as numbers into one dictionary, stored end to end in one array (a slot's words are
 * `start`..`start + length`): first its main words (title and domain), then its other words (location,
 * company, requirements, type, position), each word once. A slot given new words that do not fit where the
 * old ones were gets them at the end; the array is packed again when half of it is left-over space. How many
 * slots hold each word is counted, for corrections and completions.
 */
export class WordPool {
  private readonly numbers = new Map<string, number>();
  private readonly dictionary: string[] = [];
  private sorted: number[] = [];
  private sortedUpTo = 0;
  private pool = new Int32Array(4096);
  private used = 0;
  private live = 0;
  private start = new Int32Array(1024);
  private length = new Uint8Array(1024);
  private mainLength = new Uint8Array(1024);
  /** Per dictionary number: how many slots hold the word, and how many among their main words. */
  private holders = new Int32Array(1024);
  private mainHolders = new Int32Array(1024);
  private readonly postings = new Postings();
  /** The postings of main words alone (a second entry for each). */
  private readonly mainPostings = new Postings();
  /** Per slot: 1 once it was given postings since they were last built. */
  private given = new Uint8Array(1024);
  /** Per slot: 1 when some posting naming it may be for a word it no longer holds (it was given words again, or none). */
  private stale = new Uint8Array(1024);

  set(slot: number, main: string[], other: string[] = []): void {
    this.ensureSlot(slot);
    this.count(slot, -1);
    if (this.given[slot] === 1) this.stale[slot] = 1;
    this.given[slot] = 1;
    const mainWords = [...new Set(main)];
    const ownMain = new Set(mainWords);
    const words = [...mainWords, ...new Set(other.filter((word) => !ownMain.has(word)))];
    const count = Math.min(words.length, 255);
    this.live += count - this.length[slot];
    let at = this.start[slot];
    if (count > this.length[slot]) {
      if (this.used + count > this.pool.length) this.makeRoom(count);
      at = this.used;
      this.used += count;
    }
    for (let i = 0; i < count; i++) this.pool[at + i] = this.numberOf(words[i]);
    this.start[slot] = at;
    this.length[slot] = count;
    this.mainLength[slot] = Math.min(mainWords.length, count);
    this.count(slot, 1);
    this.addPostings(slot);
    if (this.postings.size - this.live > Math.max(REBUILD_AT_LEAST, this.live * REBUILD_RATIO)) this.rebuildPostings();
  }

  /**
   * Marks in `any` each slot holding a word of the set, and in `main` each holding one among its title and
   * domain words: the postings read straight, a slot checked only when its postings may be stale.
   */
  markHolders(set: WordSet, any: Bits, main: Bits): void {
    const { stale } = this;
    for (const number of set.numbers) {
      for (const slot of this.postings.slotsOf(number)) {
        if (stale[slot] === 0) {
          setBit(any, slot);
          continue;
        }
        const tier = this.matchTier(slot, [set]);
        if (tier !== 0) setBit(any, slot);
        if (tier === 1) setBit(main, slot);
      }
      for (const slot of this.mainPostings.slotsOf(number)) if (stale[slot] === 0) setBit(main, slot);
    }
  }

  private addPostings(slot: number): void {
    const from = this.start[slot];
    for (let i = 0; i < this.length[slot]; i++) {
      this.postings.add(this.pool[from + i], slot);
      if (i < this.mainLength[slot]) this.mainPostings.add(this.pool[from + i], slot);
    }
  }

  private rebuildPostings(): void {
    this.postings.clear();
    this.mainPostings.clear();
    this.stale.fill(0);
    for (let slot = 0; slot < this.start.length; slot++) {
      this.given[slot] = this.length[slot] > 0 ? 1 : 0;
      this.addPostings(slot);
    }
  }

  clear(slot: number): void {
    if (this.given[slot] === 1) this.stale[slot] = 1;
    this.count(slot, -1);
    this.live -= this.length[slot];
    this.length[slot] = 0;
    this.mainLength[slot] = 0;
  }

  wordsStartingWith(term: string): WordSet {
    const sorted = this.sortedWords();
    const marks = new Uint8Array(this.dictionary.length);
    const numbers: number[] = [];
    for (
      let i = this.firstAtOrAfter(sorted, term);
      i < sorted.length && this.dictionary[sorted[i]].startsWith(term);
      i++
    ) {
      // A word no listing holds any more (its listing was removed or changed) matches nothing.
      if (this.holders[sorted[i]] > 0) {
        marks[sorted[i]] = 1;
        numbers.push(sorted[i]);
      }
    }
    return { marks, size: numbers.length, numbers };
  }

  /** The union of several sets (the alternatives of one term). */
  union(sets: WordSet[]): WordSet {
    if (sets.length === 1) return sets[0];
    const marks = new Uint8Array(this.dictionary.length);
    const numbers: number[] = [];
    for (const set of sets) {
      for (const number of set.numbers) {
        if (marks[number] === 0) {
          marks[number] = 1;
          numbers.push(number);
        }
      }
    }
    return { marks, size: numbers.length, numbers };
  }

  /**
   * How the slot's words meet the sets: 0 when some set has none of them, 1 when every set has one of its
   * main words, 2 when some set is met only by its other words.
   */
  matchTier(slot: number, sets: WordSet[]): 0 | 1 | 2 {
    const from = this.start[slot];
    const mainTo = from + this.mainLength[slot];
    const to = from + this.length[slot];
    const pool = this.pool;
    let tier: 1 | 2 = 1;
    for (const { marks } of sets) {
      let i = from;
      while (i < to && marks[pool[i]] !== 1) i++;
      if (i === to) return 0;
      if (i >= mainTo) tier = 2;
    }
    return tier;
  }

  /**
   * The words given (whole words) that some slot holds and at most `mostHolders` do, the rarest first, as long
   * as visiting their postings stays within `budget` entries: what makes listings alike (docs/decisions/0045).
   */
  rareWords(words: string[], mostHolders: number, budget: number): WordSet {
    const held = [...new Set(words)].flatMap((word) => {
      const number = this.numbers.get(word);
      return number !== undefined && this.holders[number] > 0 && this.holders[number] <= mostHolders ? [number] : [];
    });
    held.sort((a, b) => this.holders[a] - this.holders[b]);
    const marks = new Uint8Array(this.dictionary.length);
    const numbers: number[] = [];
    let visits = 0;
    for (const number of held) {
      visits += this.postings.lengthOf(number);
      if (visits > budget) break;
      marks[number] = 1;
      numbers.push(number);
    }
    return { marks, size: numbers.length, numbers };
  }

  /** Per slot, how many postings of the set's words name it (at least how many of them it holds; at most 255). */
  countPostings(set: WordSet, slots: number): Uint8Array {
    const counts = new Uint8Array(slots);
    for (const number of set.numbers) {
      for (const slot of this.postings.slotsOf(number)) if (counts[slot] < 255) counts[slot]++;
    }
    return counts;
  }

  /** How many of the set's words the slot holds. */
  countHeld(slot: number, { marks }: WordSet): number {
    const from = this.start[slot];
    const to = from + this.length[slot];
    let count = 0;
    for (let i = from; i < to; i++) count += marks[this.pool[i]];
    return count;
  }

  /** How many slots hold the word. */
  holdersOf(word: string): number {
    const number = this.numbers.get(word);
    return number === undefined ? 0 : this.holders[number];
  }

  /** The words held by some slot that `accept` takes, the most held first ("web" + "dev" → "developer"). */
  mostHeld(accept: (word: string) => boolean, limit: number, mainOnly = false): string[] {
    const counts = mainOnly ? this.mainHolders : this.holders;
    const found: number[] = [];
    for (let number = 0; number < this.dictionary.length; number++) {
      if (counts[number] > 0 && accept(this.dictionary[number])) found.push(number);
    }
    found.sort((a, b) => counts[b] - counts[a] || (this.dictionary[a] < this.dictionary[b] ? -1 : 1));
    return found.slice(0, limit).map((number) => this.dictionary[number]);
  }

  /** The main words held by some slot that start with `prefix`, the most held first. */
  completions(prefix: string, limit: number): string[] {
    const sorted = this.sortedWords();
    let at = this.firstAtOrAfter(sorted, prefix);
    const found: number[] = [];
    for (; at < sorted.length && this.dictionary[sorted[at]].startsWith(prefix); at++) {
      if (this.mainHolders[sorted[at]] > 0) found.push(sorted[at]);
    }
    found.sort((a, b) => this.mainHolders[b] - this.mainHolders[a]);
    return found.slice(0, limit).map((number) => this.dictionary[number]);
  }

  private count(slot: number, by: 1 | -1): void {
    const from = this.start[slot];
    for (let i = 0; i < this.length[slot]; i++) {
      const number = this.pool[from + i];
      this.holders[number] += by;
      if (i < this.mainLength[slot]) this.mainHolders[number] += by;
    }
  }

  private numberOf(word: string): number {
    let number = this.numbers.get(word);
    if (number === undefined) {
      number = this.dictionary.length;
      this.numbers.set(word, number);
      this.dictionary.push(word);
      if (number >= this.holders.length) {
        this.holders = grown(this.holders, this.holders.length * 2);
        this.mainHolders = grown(this.mainHolders, this.mainHolders.length * 2);
      }
    }
    return number;
  }

  /** Where `text` would sit among the sorted words. */
  private firstAtOrAfter(sorted: number[], text: string): number {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.dictionary[sorted[middle]] < text) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The dictionary's numbers in the words' order, sorted again only when words were added. */
  private sortedWords(): number[] {
    if (this.sortedUpTo !== this.dictionary.length) {
      this.sorted = this.dictionary.map((_, number) => number);
      this.sorted.sort((a, b) => (this.dictionary[a] < this.dictionary[b] ? -1 : 1));
      this.sortedUpTo = this.dictionary.length;
    }
    return this.sorted;
  }

  private ensureSlot(slot: number): void {
    if (slot < this.start.length) return;
    const capacity = Math.max(slot + 1, this.start.length * 2);
    this.start = grown(this.start, capacity);
    this.length = grown(this.length, capacity);
    this.mainLength = grown(this.mainLength, capacity);
    this.given = grown(this.given, capacity);
    this.stale = grown(this.stale, capacity);
  }

  /**
   * Packs the live words to the front of an array half as large again as they and `count` more: each word is
   * copied about three times in all as the pool grows, and a third of it at most is spare (docs/decisions/0047;
   * doubling left 2.2 words of room per word, 9 MB at 100,000 internships).
   */
  private makeRoom(count: number): void {
    const size = Math.ceil((this.live + count) * POOL_GROWTH) + 1024;
    const packed = new Int32Array(size);
    let at = 0;
    for (let slot = 0; slot < this.start.length; slot++) {
      const length = this.length[slot];
      if (length === 0) continue;
      packed.set(this.pool.subarray(this.start[slot], this.start[slot] + length), at);
      this.start[slot] = at;
      at += length;
    }
    this.pool = packed;
    this.used = at;
  }
}
