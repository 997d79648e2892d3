import { grown } from './grown.js';

/**
 * For each word of the dictionary, the slots that were given it: a filter's set of slots is made from them.
 * Entries are only ever added; one whose slot has since been given other words (or none) stays until the
 * lists are built again, so a reader checks such a slot against its own words (WordPool marks them).
 */
export class Postings {
  private lists: (Int32Array | undefined)[] = [];
  private lengths = new Int32Array(1024);
  private entries = 0;

  /** Every entry, stale ones included. */
  get size(): number {
    return this.entries;
  }

  add(word: number, slot: number): void {
    if (word >= this.lengths.length) {
      this.lengths = grown(this.lengths, Math.max(word + 1, this.lengths.length * 2));
    }
    const length = this.lengths[word];
    let list = this.lists[word];
    if (list === undefined || length === list.length) {
      const larger = new Int32Array(Math.max(4, length * 2));
      if (list) larger.set(list);
      list = larger;
      this.lists[word] = list;
    }
    list[length] = slot;
    this.lengths[word] = length + 1;
    this.entries++;
  }

  lengthOf(word: number): number {
    return word < this.lengths.length ? this.lengths[word] : 0;
  }

  /** The slots given the word, in the order they were. */
  slotsOf(word: number): Int32Array {
    return this.lists[word]?.subarray(0, this.lengthOf(word)) ?? new Int32Array(0);
  }

  clear(): void {
    this.lists = [];
    this.lengths = new Int32Array(1024);
    this.entries = 0;
  }
}
