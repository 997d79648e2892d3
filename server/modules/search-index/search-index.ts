import { toSearchWords } from '../jobs/search-terms.js';
import { BestSlots } from './best-slots.js';
import { andCountInto, andTiersInto, type Bits, clearBit, countBits, forEachBit, setBit, wordsFor } from './bitset.js';
import { correctionOf } from './correction.js';
import { bitsWhere, FilterBits } from './filter-bits.js';
import { grown } from './grown.js';
import type { IndexedJob, IndexPage, IndexQuery, SimilarTo } from './index-types.js';
import { listingWords } from './listing-words.js';
import { nearness, type Place, placeOf } from './nearness.js';
import { OrderedSlots, ranksOf, rankWhere } from './ordered-slots.js';
import { pageOfBits } from './page-of-bits.js';
import { placeSpellings } from './place-names.js';
import { alternativesOf } from './query-terms.js';
import { ValueCodes } from './value-codes.js';
import { WordPool, type WordSet } from './word-pool.js';

interface TermBits {
  any: Bits;
  main: Bits;
  none: boolean;
}

/** A word held by more listings than this share of them (and SIMILAR_COMMON_AT_LEAST) says little of likeness. */
const SIMILAR_WORD_SHARE = 0.25;
const SIMILAR_COMMON_AT_LEAST = 50;
/** Postings visited at most for one similar-internships question. */
const SIMILAR_BUDGET = 30_000;

/** More than the distinct posting times of any index: a stipend and a time's rank packed in one number. */
const PLACES_OF_TIMES = 2 ** 22;
/** Sorted after every other: an internship with no expiry. */
const NEVER = Number.POSITIVE_INFINITY;
/** Above any time in ms, so a featured internship's key is above every other one's. */
const FEATURED = 1e13;

/**
 * The public list's filters and orders over every active internship, kept in memory (docs/decisions/0026,
 * 0047). Each internship has a slot: typed arrays hold its numbers and the codes of its location, domain and
 * position; the words of its title and domain sit in a pool. A search ANDs the sets of slots its filters
 * select (bits, remembered per filter until the index changes) with the open slots, counts them, and reads
 * its page off the slots kept in the order asked.
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
  /** Slots holding an internship open at any time from `openAsOf` until `nextClose`. */
  private open: Bits = new Uint32Array(wordsFor(1024));
  private openAsOf = Number.NEGATIVE_INFINITY;
  private nextClose = Number.POSITIVE_INFINITY;
  private readonly filterBits = new FilterBits();
  /** The stipends some slot has, lowest first; null when a slot changed since. */
  private stipends: Float64Array | null = null;
  private matched: Bits = new Uint32Array(wordsFor(1024));
  private firstTier: Bits = new Uint32Array(wordsFor(1024));
  private readonly newest = new OrderedSlots(
    (a, b) => this.orderKey[b] - this.orderKey[a] || this.byId(a, b),
    (slots) => Float64Array.from(slots, (slot) => -this.orderKey[slot]),
  );
  private readonly byStipend = new OrderedSlots(
    (a, b) => this.salary[b] - this.salary[a] || this.postedAt(b) - this.postedAt(a) || this.byId(a, b),
    (slots) => {
      // Highest stipend, then newest: the stipend's and the posting time's ranks in one number.
      const posted = ranksOf(Float64Array.from(slots, (slot) => -this.postedAt(slot)));
      return Float64Array.from(slots, (slot, i) => -this.salary[slot] * PLACES_OF_TIMES + posted[i]);
    },
  );

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
    if (this.expiry[slot] > this.openAsOf) {
      setBit(this.open, slot);
      this.nextClose = Math.min(this.nextClose, this.expiry[slot]);
    } else {
      clearBit(this.open, slot);
    }
    this.changed(slot);
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.locations.hold(this.location[slot], -1);
    this.ids[slot] = null;
    this.words.clear(slot);
    this.free.push(slot);
    clearBit(this.open, slot);
    this.changed(slot);
  }

  private changed(slot: number): void {
    this.filterBits.forget(this.ids.length);
    this.stipends = null;
    this.newest.mark(slot);
    this.byStipend.mark(slot);
  }

  /**
   * The ids of one page in the order asked (relevance: with keywords, listings matching them by title and
   * domain first, then featured, newest, id; newest: featured, newest, id; stipend: highest, newest, id),
   * and how many match in all.
   */
  search(query: Readonly<IndexQuery>, { offset, limit }: { offset: number; limit: number }, now: number): IndexPage {
    const corrections: { word: string; to: string }[] = [];
    const terms: TermBits[] = [];
    for (const term of query.terms) {
      let bits = this.termBits(term.alternatives);
      const to = bits.none ? correctionOf(term.word, this.words) : null;
      if (to !== null) {
        bits = this.termBits(alternativesOf(to));
        corrections.push({ word: term.word, to });
      }
      terms.push(bits);
    }
    const corrected = corrections.length > 0 ? { corrections } : {};
    const none = { ids: [], total: 0, ...corrected };
    if (terms.some((bits) => bits.none)) return none;
    const stipend = this.stipendBits(query.minSalary, query.maxSalary);
    if (stipend === 'none') return none;

    this.keepOpenAt(now);
    const all: Bits[] = [this.open];
    const mains: Bits[] = [];
    for (const { any, main } of terms) {
      all.push(any);
      mains.push(main);
    }
    if (query.location !== undefined) all.push(this.locationBits(query.location));
    if (query.domain !== undefined) all.push(this.codeBits('d', query.domain, this.domains, this.domain));
    if (query.position !== undefined) all.push(this.codeBits('p', query.position, this.positions, this.position));
    if (stipend !== null) all.push(stipend);

    const size = wordsFor(this.ids.length);
    const sort = query.sort ?? 'relevance';
    // Relevance with keywords: listings meeting every term with title or domain words first, then the others.
    const tiered = sort === 'relevance' && mains.length > 0;
    const first = this.firstTier.subarray(0, size);
    const rest = this.matched.subarray(0, size);
    let [firstCount, restCount] = tiered ? andTiersInto(first, rest, all, mains) : [0, andCountInto(rest, all)];
    const { postedAfter } = query;
    if (postedAfter !== undefined) {
      firstCount = tiered ? this.keepPostedAfter(first, postedAfter) : 0;
      restCount = this.keepPostedAfter(rest, postedAfter);
    }
    const total = firstCount + restCount;
    if (offset >= total) return { ids: [], total, ...corrected };

    const ordered = (sort === 'stipend' ? this.byStipend : this.newest).read(this.isLive);
    const slots = tiered ? pageOfBits(first, firstCount, ordered, offset, limit) : [];
    if (slots.length < limit) {
      slots.push(...pageOfBits(rest, restCount, ordered, Math.max(0, offset - firstCount), limit - slots.length));
    }
    return { ids: slots.map((slot) => this.ids[slot] as string), total, ...corrected };
  }

  /** `bits` keeps only the slots posted after `postedAfter`; returns how many. */
  private keepPostedAfter(bits: Bits, postedAfter: number): number {
    forEachBit(bits, (slot) => {
      if (this.postedAt(slot) <= postedAfter) clearBit(bits, slot);
    });
    return countBits(bits);
  }

  private readonly isLive = (slot: number): boolean => this.ids[slot] !== null;

  /**
   * Places every slot in both orders now (the end of a build, before the server answers), so that the first
   * searches do not wait for it: about 0.1 s at 100,000 internships, 1.5 s at 1,000,000.
   */
  prepare(): void {
    this.newest.read(this.isLive);
    this.byStipend.read(this.isLive);
  }

  /** Keeps `open` right for `now`: looked at again whole when a listing has closed since, or time went back. */
  private keepOpenAt(now: number): void {
    if (now >= this.openAsOf && now < this.nextClose) return;
    const { ids, expiry, open } = this;
    open.fill(0);
    let nextClose = Number.POSITIVE_INFINITY;
    for (let slot = 0; slot < ids.length; slot++) {
      if (ids[slot] === null || expiry[slot] <= now) continue;
      setBit(open, slot);
      if (expiry[slot] < nextClose) nextClose = expiry[slot];
    }
    this.openAsOf = now;
    this.nextClose = nextClose;
  }

  /**
   * The slots where one of the words starts a word, and those where it starts a title or domain word; none
   * when no slot's word starts with one of them (a word to correct).
   */
  private termBits(alternatives: string[]): TermBits {
    const sets = this.filterBits.get(`t:${alternatives.join(' ')}`, () => {
      const set = this.setOf(alternatives);
      if (set.size === 0) return [];
      const size = this.ids.length;
      const anyBits = new Uint32Array(wordsFor(size));
      const mainBits = new Uint32Array(wordsFor(size));
      this.words.markHolders(set, anyBits, mainBits);
      return [anyBits, mainBits];
    });
    return sets.length === 0
      ? { any: this.open, main: this.open, none: true }
      : { any: sets[0], main: sets[1], none: false };
  }

  private locationBits(text: string): Bits {
    return this.filterBits.get(`l:${text}`, () => {
      const codes = this.locations.codesContaining(...placeSpellings(text, toSearchWords(text)));
      return [bitsWhere(this.ids.length, (slot) => codes[this.location[slot]] === 1)];
    })[0];
  }

  private codeBits(kind: string, text: string, values: ValueCodes, codeOf: Uint32Array): Bits {
    return this.filterBits.get(`${kind}:${text}`, () => {
      const codes = values.codesContaining(text);
      return [bitsWhere(this.ids.length, (slot) => codes[codeOf[slot]] === 1)];
    })[0];
  }

  /**
   * The slots paid within the range: null when every stipend is, 'none' when none is. Ranges taking the same
   * stipends share one set, so a ceiling above every stipend costs nothing.
   */
  private stipendBits(min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY): Bits | null | 'none' {
    if (min === Number.NEGATIVE_INFINITY && max === Number.POSITIVE_INFINITY) return null;
    const stipends = this.stipendsHeld();
    const low = rankWhere(stipends, (stipend) => stipend < min);
    const high = rankWhere(stipends, (stipend) => stipend <= max) - 1;
    if (high < low) return 'none';
    if (low === 0 && high === stipends.length - 1) return null;
    const [from, to] = [stipends[low], stipends[high]];
    return this.filterBits.get(`s:${from}:${to}`, () => [
      bitsWhere(this.ids.length, (slot) => this.salary[slot] >= from && this.salary[slot] <= to),
    ])[0];
  }

  private stipendsHeld(): Float64Array {
    if (this.stipends === null) {
      const held = new Set<number>();
      for (let slot = 0; slot < this.ids.length; slot++) if (this.ids[slot] !== null) held.add(this.salary[slot]);
      this.stipends = Float64Array.from(held).sort();
    }
    return this.stipends;
  }

  private byId(a: number, b: number): number {
    return (this.ids[a] as string) < (this.ids[b] as string) ? 1 : -1;
  }

  /**
   * Open listings like this one, the most alike first (docs/decisions/0045), never itself: a listing in the
   * same domain or sharing words of title and requirements; ranked by 3 for the same domain, 1 for each
   * shared word up to 3, 2 for the same city (a remote listing is near everyone) or 1 for the same state;
   * then newest, then id. One pass over the slots, and the postings of its rarer words.
   */
  similar(like: SimilarTo, limit: number, now: number): string[] {
    const { ids, expiry, domain, location, words } = this;
    const sameDomain = this.domains.codesEqualTo(like.domain);
    const here = placeOf(like.location);
    const near = new Uint8Array(this.locations.count);
    const mostHolders = Math.max(SIMILAR_COMMON_AT_LEAST, this.size * SIMILAR_WORD_SHARE);
    const shared = words.rareWords(like.words, mostHolders, SIMILAR_BUDGET);
    // At least as many as the words a slot shares (its postings may name words it has lost since): a bound
    // that spares counting its words when even that could not put it among the best.
    const upTo = words.countPostings(shared, ids.length);
    const self = this.slotOf.get(like.id);
    const created = (slot: number) => this.postedAt(slot);
    const best = new BestSlots(limit, (slot, other) =>
      created(slot) !== created(other)
        ? created(slot) > created(other)
        : (ids[slot] as string) > (ids[other] as string),
    );
    for (let slot = 0; slot < ids.length; slot++) {
      const isSameDomain = sameDomain[domain[slot]] === 1;
      const bound = Math.min(upTo[slot], 3);
      if ((!isSameDomain && bound === 0) || slot === self || ids[slot] === null || expiry[slot] <= now) continue;
      const base = (isSameDomain ? 3 : 0) + this.nearnessOf(location[slot], here, near);
      if (base + bound < best.lowest) continue;
      const common = bound === 0 ? 0 : Math.min(words.countHeld(slot, shared), 3);
      if (!isSameDomain && common === 0) continue;
      best.offer(base + common, slot);
    }
    return best.slots.map((slot) => ids[slot] as string);
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

  private setOf(alternatives: string[]): WordSet {
    return this.words.union(alternatives.map((alternative) => this.words.wordsStartingWith(alternative)));
  }

  /** When the slot's internship was posted (ms): its order key without the featured part. */
  private postedAt(slot: number): number {
    return this.orderKey[slot] % FEATURED;
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
    this.orderKey = grown(this.orderKey, capacity);
    this.expiry = grown(this.expiry, capacity);
    this.salary = grown(this.salary, capacity);
    this.location = grown(this.location, capacity);
    this.domain = grown(this.domain, capacity);
    this.position = grown(this.position, capacity);
    const bits = wordsFor(capacity);
    this.open = grown(this.open, bits);
    this.matched = new Uint32Array(bits);
    this.firstTier = new Uint32Array(bits);
  }
}
