import { toSearchWords } from '../jobs/search-terms.js';
import { ValueCodes } from './value-codes.js';
import { WordPool } from './word-pool.js';

/** What the index keeps of an open internship: what the public list filters and orders on. */
export interface IndexedJob {
  id: string;
  title: string;
  domain: string;
  location: string;
  position: string;
  salary: number;
  featured: boolean;
  createdAt: string;
  expiryDate: string | null;
}

export interface IndexQuery {
  /** Words as toSearchTerms makes them: each a prefix of some word of the title or domain, all required. */
  terms: string[];
  /** Case-insensitive substrings. */
  location?: string;
  domain?: string;
  position?: string;
  minSalary?: number;
  maxSalary?: number;
}

export interface IndexPage {
  ids: string[];
  total: number;
}

/** Sorted after every other: an internship with no expiry. */
const NEVER = Number.POSITIVE_INFINITY;
/** Above any time in ms, so a featured internship's key is above every other one's. */
const FEATURED = 1e13;
/** Past this many to skip and show, the matches are sorted whole rather than picked one by one. */
const PICK_AT_MOST = 1024;

/**
 * The public list's filters and order over every active internship, kept in memory (docs/decisions/0026).
 * Each internship has a slot: typed arrays hold its numbers and the codes of its location, domain and
 * position; the words of its title and domain sit in a pool. A query scans the slots once: every filter is
 * a number comparison or a table lookup, so a search costs about the same whatever it asks.
 */
export class SearchIndex {
  private ids: (string | null)[] = [];
  private readonly slotOf = new Map<string, number>();
  private free: number[] = [];
  private orderKey = new Float64Array(1024);
  private expiry = new Float64Array(1024);
  private salary = new Float64Array(1024);
  private location = new Uint32Array(1024);
  private domain = new Uint32Array(1024);
  private position = new Uint32Array(1024);
  private readonly locations = new ValueCodes();
  private readonly domains = new ValueCodes();
  private readonly positions = new ValueCodes();
  private readonly words = new WordPool();
  private matched = new Int32Array(1024);

  get size(): number {
    return this.slotOf.size;
  }

  /** Adds the internship, or replaces what the index held under its id. */
  put(job: IndexedJob): void {
    const slot = this.slotOf.get(job.id) ?? this.takeSlot(job.id);
    this.orderKey[slot] = (job.featured ? FEATURED : 0) + Date.parse(job.createdAt);
    this.expiry[slot] = job.expiryDate === null ? NEVER : Date.parse(job.expiryDate);
    this.salary[slot] = job.salary;
    this.location[slot] = this.locations.codeOf(job.location);
    this.domain[slot] = this.domains.codeOf(job.domain);
    this.position[slot] = this.positions.codeOf(job.position);
    this.words.set(slot, toSearchWords(`${job.title} ${job.domain}`));
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.ids[slot] = null;
    this.words.clear(slot);
    this.free.push(slot);
  }

  /** The ids of one page, in the public order (featured, newest, id), and how many match in all. */
  search(query: Readonly<IndexQuery>, { offset, limit }: { offset: number; limit: number }, now: number): IndexPage {
    const wordSets = query.terms.map((term) => this.words.wordsStartingWith(term));
    if (wordSets.some((set) => set.size === 0)) return { ids: [], total: 0 };
    const locations = query.location === undefined ? null : this.locations.codesContaining(query.location);
    const domains = query.domain === undefined ? null : this.domains.codesContaining(query.domain);
    const positions = query.position === undefined ? null : this.positions.codesContaining(query.position);
    const minSalary = query.minSalary ?? Number.NEGATIVE_INFINITY;
    const maxSalary = query.maxSalary ?? Number.POSITIVE_INFINITY;
    const { ids, expiry, salary, location, domain, position, words, matched } = this;

    let total = 0;
    for (let slot = 0; slot < ids.length; slot++) {
      if (ids[slot] === null || expiry[slot] <= now) continue;
      const pay = salary[slot];
      if (pay < minSalary || pay > maxSalary) continue;
      if (locations !== null && locations[location[slot]] !== 1) continue;
      if (domains !== null && domains[domain[slot]] !== 1) continue;
      if (positions !== null && positions[position[slot]] !== 1) continue;
      if (wordSets.length > 0 && !words.hasEvery(slot, wordSets)) continue;
      matched[total++] = slot;
    }
    if (offset >= total) return { ids: [], total };
    const shown = this.firstInOrder(total, offset + limit).slice(offset);
    return { ids: shown.map((slot) => ids[slot] as string), total };
  }

  /** The first `count` matched slots in the public order. */
  private firstInOrder(total: number, count: number): number[] {
    const before = (a: number, b: number) => {
      const difference = this.orderKey[b] - this.orderKey[a];
      if (difference !== 0) return difference;
      return (this.ids[a] as string) < (this.ids[b] as string) ? 1 : -1;
    };
    const matched = this.matched.subarray(0, total);
    if (count > PICK_AT_MOST || count * 4 > total) return Array.from(matched.slice().sort(before).subarray(0, count));
    // Keep the best `count` seen so far, in order; most slots are not better than the last of them.
    const best: number[] = [];
    for (const slot of matched) {
      if (best.length === count && before(slot, best[count - 1]) > 0) continue;
      let low = 0;
      let high = best.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (before(best[middle], slot) < 0) low = middle + 1;
        else high = middle;
      }
      best.splice(low, 0, slot);
      if (best.length > count) best.pop();
    }
    return best;
  }

  private takeSlot(id: string): number {
    const slot = this.free.pop() ?? this.ids.length;
    if (slot === this.ids.length) {
      this.ids.push(id);
      if (slot >= this.orderKey.length) this.grow(this.orderKey.length * 2);
    } else {
      this.ids[slot] = id;
    }
    this.slotOf.set(id, slot);
    return slot;
  }

  private grow(capacity: number): void {
    const larger = <T extends Float64Array | Uint32Array | Int32Array>(array: T): T => {
      const next = new (array.constructor as new (length: number) => T)(capacity);
      next.set(array);
      return next;
    };
    this.orderKey = larger(this.orderKey);
    this.expiry = larger(this.expiry);
    this.salary = larger(this.salary);
    this.location = larger(this.location);
    this.domain = larger(this.domain);
    this.position = larger(this.position);
    this.matched = larger(this.matched);
  }
}
