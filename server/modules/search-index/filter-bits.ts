import { LRUCache } from 'lru-cache';
import { type Bits, setBit, wordsFor } from './bitset.js';

/**
 * Memory kept for the sets of remembered filters: 16 MB (about 1,300 sets at 100,000 internships), or room
 * for 512 sets when that is more (64 MB at 1,000,000; the cold bench's mix uses about 400 sets).
 */
const BYTES_AT_LEAST = 16 * 1024 * 1024;
const SETS_AT_LEAST = 512;

/**
 * The slots each filter of recent searches selects (a word, a place, a domain, a stipend range), as bits,
 * until the index changes (docs/decisions/0047): filters repeat across searches far more than whole
 * searches do.
 */
export class FilterBits {
  private cache = FilterBits.cacheOf(BYTES_AT_LEAST);

  /** Every set is forgotten: some slot changed; the index now has `slots` slots. */
  forget(slots: number): void {
    const bytes = Math.max(BYTES_AT_LEAST, 2 ** Math.ceil(Math.log2(SETS_AT_LEAST * 4 * wordsFor(slots))));
    if (bytes !== this.cache.maxSize) this.cache = FilterBits.cacheOf(bytes);
    else if (this.cache.size > 0) this.cache.clear();
  }

  private static cacheOf(maxSize: number): LRUCache<string, Bits[]> {
    return new LRUCache<string, Bits[]>({
      maxSize,
      sizeCalculation: (sets) =>
        Math.max(
          1,
          sets.reduce((bytes, bits) => bytes + bits.byteLength, 0),
        ),
    });
  }

  /** The sets remembered under `key`, or made now and remembered. */
  get(key: string, make: () => Bits[]): Bits[] {
    let sets = this.cache.get(key);
    if (sets === undefined) {
      sets = make();
      this.cache.set(key, sets);
    }
    return sets;
  }
}

/** The slots below `slots` that pass `test`. */
export function bitsWhere(slots: number, test: (slot: number) => boolean): Bits {
  const bits = new Uint32Array(wordsFor(slots));
  for (let slot = 0; slot < slots; slot++) if (test(slot)) setBit(bits, slot);
  return bits;
}
