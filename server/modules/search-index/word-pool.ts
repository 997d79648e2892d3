/** The words of the index that start with one search term: 1 at each word's number. */
export interface WordSet {
  marks: Uint8Array;
  size: number;
}

/**
 * The words of each slot's title and domain, as numbers into one dictionary, stored end to end in one
 * array (a slot's words are `start`..`start + length`). A slot given new words that do not fit where the
 * old ones were gets them at the end; the array is packed again when half of it is left-over space.
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

  set(slot: number, words: string[]): void {
    this.ensureSlot(slot);
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
  }

  clear(slot: number): void {
    this.live -= this.length[slot];
    this.length[slot] = 0;
  }

  wordsStartingWith(term: string): WordSet {
    const sorted = this.sortedWords();
    const marks = new Uint8Array(this.dictionary.length);
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.dictionary[sorted[middle]] < term) low = middle + 1;
      else high = middle;
    }
    let size = 0;
    for (let i = low; i < sorted.length && this.dictionary[sorted[i]].startsWith(term); i++, size++) {
      marks[sorted[i]] = 1;
    }
    return { marks, size };
  }

  /** Whether, for every set, one of the slot's words is in it. */
  hasEvery(slot: number, sets: WordSet[]): boolean {
    const from = this.start[slot];
    const to = from + this.length[slot];
    for (const { marks } of sets) {
      let found = false;
      for (let i = from; i < to && !found; i++) found = marks[this.pool[i]] === 1;
      if (!found) return false;
    }
    return true;
  }

  private numberOf(word: string): number {
    let number = this.numbers.get(word);
    if (number === undefined) {
      number = this.dictionary.length;
      this.numbers.set(word, number);
      this.dictionary.push(word);
    }
    return number;
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
    const start = new Int32Array(capacity);
    start.set(this.start);
    const length = new Uint8Array(capacity);
    length.set(this.length);
    this.start = start;
    this.length = length;
  }

  /** Packs the live words to the front, and grows the array if they and `count` more do not fit in half of it. */
  private makeRoom(count: number): void {
    const size = Math.max(this.pool.length, 2 ** Math.ceil(Math.log2((this.live + count) * 2)));
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
