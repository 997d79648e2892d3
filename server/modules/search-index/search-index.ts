import type { TJobSort } from '#shared/constants.js';
import { toSearchWords } from '../jobs/search-terms.js';
import { listingWords } from './listing-words.js';
import { nearness, type Place, placeOf } from './nearness.js';
import { startsWithinOneEdit, withinOneEdit } from './one-edit.js';
import { placeSpellings, SINGLE_WORD_SPELLINGS } from './place-names.js';
import { alternativesOf, type QueryTerm } from './query-terms.js';
import { ValueCodes } from './value-codes.js';
import { WordPool, type WordSet } from './word-pool.js';

/** What the index keeps of an open internship: what the public list filters and orders on. */
export interface IndexedJob {
  id: string;
  title: string;
  domain: string;
  location: string;
  position: string;
  company: string;
  requirements: string[];
  type: string;
  salary: number;
  featured: boolean;
  createdAt: string;
  expiryDate: string | null;
}

export interface IndexQuery {
  /**
   * Terms as parseSearch makes them, all required: each met when one of its alternatives starts a word of
   * the listing. Listings meeting every term with title or domain words come before the others.
   */
  terms: QueryTerm[];
  /** Case-insensitive substrings. */
  location?: string;
  domain?: string;
  position?: string;
  minSalary?: number;
  maxSalary?: number;
  /** Only listings posted after this time (ms): the alert digest's window (docs/decisions/0046). */
  postedAfter?: number;
  /** Relevance (the default): tiers, then the public order. Newest: the public order. Stipend: highest, then newest. */
  sort?: TJobSort;
}

export interface IndexPage {
  ids: string[];
  total: number;
  /** Words that matched nothing and were searched as the word one typing slip away (docs/decisions/0040). */
  corrections?: { word: string; to: string }[];
}

/** What similar internships are found for (docs/decisions/0045). */
export interface SimilarTo {
  id: string;
  domain: string;
  location: string;
  /** The words of its title and requirements (skillWords). */
  words: string[];
}

/** A word held by more listings than this share of them (and SIMILAR_COMMON_AT_LEAST) says little of likeness. */
const SIMILAR_WORD_SHARE = 0.25;
const SIMILAR_COMMON_AT_LEAST = 50;
/** Postings visited at most for one similar-internships question. */
const SIMILAR_BUDGET = 30_000;

/** Visiting a posting costs about this many slots of a pass over all of them (scattered reads). */
const VISIT_COST = 3;
/** A word this short is not corrected: one slip away from it lie too many other words. */
const CORRECT_AT_LEAST = 4;

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
  /** Per location code, where it is (filled as similar internships are asked for; codes never change value). */
  private readonly places: Place[] = [];
  private matched = new Int32Array(1024);
  /** Per slot, during one search: 1 matched by title and domain words, 2 also by its other words. */
  private tier = new Uint8Array(1024);

  get size(): number {
    return this.slotOf.size;
  }

  /** Adds the internship, or replaces what the index held under its id. */
  put(job: IndexedJob): void {
    const known = this.slotOf.get(job.id);
    if (known !== undefined) this.locations.hold(this.location[known], -1);
    const slot = known ?? this.takeSlot(job.id);
    this.orderKey[slot] = (job.featured ? FEATURED : 0) + Date.parse(job.createdAt);
    this.expiry[slot] = job.expiryDate === null ? NEVER : Date.parse(job.expiryDate);
    this.salary[slot] = job.salary;
    this.location[slot] = this.locations.codeOf(job.location);
    this.locations.hold(this.location[slot], 1);
    this.domain[slot] = this.domains.codeOf(job.domain);
    this.position[slot] = this.positions.codeOf(job.position);
    const { main, other } = listingWords(job);
    this.words.set(slot, main, other);
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.locations.hold(this.location[slot], -1);
    this.ids[slot] = null;
    this.words.clear(slot);
    this.free.push(slot);
  }

  /**
   * The ids of one page in the order asked (relevance: with keywords, listings matching them by title and
   * domain first, then featured, newest, id; newest: featured, newest, id; stipend: highest, newest, id),
   * and how many match in all.
   */
  search(query: Readonly<IndexQuery>, { offset, limit }: { offset: number; limit: number }, now: number): IndexPage {
    const corrections: { word: string; to: string }[] = [];
    const wordSets: WordSet[] = [];
    for (const term of query.terms) {
      let set = this.setOf(term.alternatives);
      const to = set.size === 0 ? this.correction(term.word) : null;
      if (to !== null) {
        set = this.setOf(alternativesOf(to));
        corrections.push({ word: term.word, to });
      }
      wordSets.push(set);
    }
    const corrected = corrections.length > 0 ? { corrections } : {};
    if (wordSets.some((set) => set.size === 0)) return { ids: [], total: 0, ...corrected };
    const locations =
      query.location === undefined
        ? null
        : this.locations.codesContaining(...placeSpellings(query.location, toSearchWords(query.location)));
    const domains = query.domain === undefined ? null : this.domains.codesContaining(query.domain);
    const positions = query.position === undefined ? null : this.positions.codesContaining(query.position);
    const minSalary = query.minSalary ?? Number.NEGATIVE_INFINITY;
    const maxSalary = query.maxSalary ?? Number.POSITIVE_INFINITY;
    const postedAfter = query.postedAfter;
    const { ids, expiry, salary, location, domain, position, words, matched, tier } = this;

    let total = 0;
    const consider = (slot: number) => {
      if (ids[slot] === null || expiry[slot] <= now) return;
      const pay = salary[slot];
      if (pay < minSalary || pay > maxSalary) return;
      if (postedAfter !== undefined && this.orderKey[slot] % FEATURED <= postedAfter) return;
      if (locations !== null && locations[location[slot]] !== 1) return;
      if (domains !== null && domains[domain[slot]] !== 1) return;
      if (positions !== null && positions[position[slot]] !== 1) return;
      const matchTier = wordSets.length > 0 ? words.matchTier(slot, wordSets) : 1;
      if (matchTier === 0) return;
      tier[slot] = matchTier;
      matched[total++] = slot;
    };
    // A term whose words few listings hold: visit those listings only. Otherwise every slot, once.
    const rarest = this.rarestTerm(wordSets);
    if (rarest !== null) words.visitPostings(rarest, consider);
    else for (let slot = 0; slot < ids.length; slot++) consider(slot);
    if (offset >= total) return { ids: [], total, ...corrected };
    const shown = this.firstInOrder(total, offset + limit, query.sort ?? 'relevance').slice(offset);
    return { ids: shown.map((slot) => ids[slot] as string), total, ...corrected };
  }

  /**
   * Open listings like this one, the most alike first (docs/decisions/0045), never itself: a listing in the
   * same domain or sharing words of title and requirements; ranked by 3 for the same domain, 1 for each
   * shared word up to 3, 2 for the same city (a remote listing is near everyone) or 1 for the same state;
   * then newest, then id. One pass over the slots, and the postings of its rarer words.
   */
  similar(like: SimilarTo, limit: number, now: number): string[] {
    const { ids, expiry, domain, location, words, orderKey } = this;
    const sameDomain = this.domains.codesEqualTo(like.domain);
    const here = placeOf(like.location);
    const near = new Uint8Array(this.locations.count);
    const mostHolders = Math.max(SIMILAR_COMMON_AT_LEAST, this.size * SIMILAR_WORD_SHARE);
    const shared = words.rareWords(like.words, mostHolders, SIMILAR_BUDGET);
    // At least as many as the words a slot shares (its postings may name words it has lost since): a bound
    // that spares counting its words when even that could not put it among the best.
    const upTo = words.countPostings(shared, ids.length);
    const self = this.slotOf.get(like.id);
    const best: number[] = [];
    const scores: number[] = [];
    const created = (slot: number) => orderKey[slot] % FEATURED;
    /** Whether `slot` with `score` goes before the best at `at`. */
    const ahead = (score: number, slot: number, at: number) => {
      const other = best[at];
      if (score !== scores[at]) return score > scores[at];
      if (created(slot) !== created(other)) return created(slot) > created(other);
      return (ids[slot] as string) > (ids[other] as string);
    };
    for (let slot = 0; slot < ids.length; slot++) {
      const isSameDomain = sameDomain[domain[slot]] === 1;
      const bound = Math.min(upTo[slot], 3);
      if ((!isSameDomain && bound === 0) || slot === self || ids[slot] === null || expiry[slot] <= now) continue;
      const base = (isSameDomain ? 3 : 0) + this.nearnessOf(location[slot], here, near);
      const isFull = best.length === limit;
      if (isFull && base + bound < scores[limit - 1]) continue;
      const common = bound === 0 ? 0 : Math.min(words.countHeld(slot, shared), 3);
      if (!isSameDomain && common === 0) continue;
      const score = base + common;
      if (isFull && !ahead(score, slot, limit - 1)) continue;
      let at = best.length;
      while (at > 0 && ahead(score, slot, at - 1)) at--;
      best.splice(at, 0, slot);
      scores.splice(at, 0, score);
      if (best.length > limit) {
        best.pop();
        scores.pop();
      }
    }
    return best.map((slot) => ids[slot] as string);
  }

  /** How near a location code is to `here`, remembered in `near` (0 not yet known, else nearness + 1). */
  private nearnessOf(code: number, here: Place, near: Uint8Array): number {
    if (near[code] === 0) {
      this.places[code] ??= placeOf(this.locations.valueOf(code));
      near[code] = nearness(here, this.places[code]) + 1;
    }
    return near[code] - 1;
  }

  /** Places some open listing is in whose name holds the text, or that the text names another way, the most listed first. */
  suggestLocations(text: string, limit: number): string[] {
    const spellings = placeSpellings(text, toSearchWords(text));
    return this.locations.mostHeld((place) => spellings.some((spelling) => place.includes(spelling)), limit);
  }

  /** Words of open listings' titles and domains that start with the text's last word, the most used first, with the words before it. */
  suggestKeywords(text: string, limit: number): string[] {
    const words = toSearchWords(text);
    const last = words.pop();
    if (last === undefined) return [];
    const before = words.length > 0 ? `${words.join(' ')} ` : '';
    return this.words.completions(last, limit).map((word) => `${before}${word}`);
  }

  /** The term whose postings are fewest, when visiting them is cheaper than a pass over every slot. */
  private rarestTerm(wordSets: WordSet[]): WordSet | null {
    let rarest: WordSet | null = null;
    let fewest = Number.POSITIVE_INFINITY;
    for (const set of wordSets) {
      const count = this.words.postingsOf(set);
      if (count < fewest) {
        fewest = count;
        rarest = set;
      }
    }
    return fewest * VISIT_COST < this.ids.length ? rarest : null;
  }

  private setOf(alternatives: string[]): WordSet {
    return this.words.union(alternatives.map((alternative) => this.words.wordsStartingWith(alternative)));
  }

  /**
   * The word one typing slip away from a word that matched nothing: a listing's word first (the one most
   * listings hold), then a place's spelling, then the start of a listing's word; null when none is.
   */
  private correction(word: string): string | null {
    if (word.length < CORRECT_AT_LEAST || word.includes(' ')) return null;
    const [whole] = this.words.mostHeld((held) => withinOneEdit(word, held), 1);
    if (whole !== undefined) return whole;
    const place = SINGLE_WORD_SPELLINGS.find((spelling) => withinOneEdit(word, spelling));
    if (place !== undefined) return place;
    const [start] = this.words.mostHeld((held) => held.length > word.length && startsWithinOneEdit(word, held), 1);
    return start ?? null;
  }

  /** The first `count` matched slots in the order asked (docs/decisions/0045); ties go to the newer, then the larger id. */
  private firstInOrder(total: number, count: number, sort: TJobSort): number[] {
    const { tier, orderKey, salary, ids } = this;
    const byId = (a: number, b: number) => ((ids[a] as string) < (ids[b] as string) ? 1 : -1);
    const publicOrder = (a: number, b: number) => orderKey[b] - orderKey[a] || byId(a, b);
    const created = (slot: number) => orderKey[slot] % FEATURED;
    const before =
      sort === 'stipend'
        ? (a: number, b: number) => salary[b] - salary[a] || created(b) - created(a) || byId(a, b)
        : sort === 'newest'
          ? publicOrder
          : (a: number, b: number) => tier[a] - tier[b] || publicOrder(a, b);
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
    const larger = <T extends Float64Array | Uint32Array | Int32Array | Uint8Array>(array: T): T => {
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
    this.tier = larger(this.tier);
  }
}
