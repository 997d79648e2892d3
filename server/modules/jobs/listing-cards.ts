import { LRUCache } from 'lru-cache';
import type { DB } from '#server/db/database.js';
import { keptText } from '#server/lib/kept-bytes.js';
import { ZJob } from '#shared/schemas/job.js';
import type { ResponsivenessBook } from '../hearing-back/responsiveness.js';
import type { ContentVersion } from '../public-cache/content-version.js';
import { isLogged, lastChange, readChangesAfter } from '../search-index/index-source.js';
import { toPublicJob } from './jobs.mapper.js';
import { findJobsByIds, type ListedRow } from './jobs.repo.js';

/** A listing as lists show it: its public JSON, made and checked once, and what says whether it is open now (isOpen). */
export interface ListingCard extends Pick<ListedRow, 'id' | 'is_active' | 'expiry_date'> {
  /** The internship as the public sees it (ZJob), serialised; `isClosed` as it was when the card was made. */
  json: Buffer;
}

/** Cards kept: about 20 MB at the bench's 400 bytes of JSON a listing (docs/decisions/0053). */
const CARDS_KEPT = 30_000;
/** Past this many logged changes (an import), every card is made again rather than each changed one looked up. */
const FORGET_AT_MOST = 1000;

/**
 * The listings most recently shown in lists, as cards (docs/decisions/0047, 0053): pages of different
 * searches show many of the same listings (the newest, the featured). Reading 20 rows by id cost a search
 * more than finding them, and checking and serialising each listing again for every answer cost as much
 * again. When the content version moves, the cards of the listings changed since, read from the change log
 * the search index follows, are made again (docs/decisions/0059): an administrator's edit of one listing,
 * or of anything else the public sees, no longer costs every list its cards. All are made again after many
 * changes, when the log no longer reaches back to the last one followed, and on a new count of how
 * companies answer (the cards carry it).
 */
export class ListingCards {
  private readonly cards = new LRUCache<string, ListingCard>({ max: CARDS_KEPT });
  private version = -1;
  private count = -1;
  /** The last logged change the kept cards follow; -1 before the first. */
  private seen = -1;
  /** Catch-ups run one after another. */
  private following: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: DB,
    private readonly contentVersion: ContentVersion,
  ) {}

  /** The cards of `ids` that exist, in no particular order; `book` gives their companies' responsiveness. */
  async read(ids: string[], book?: ResponsivenessBook): Promise<ListingCard[]> {
    const version = await this.contentVersion.current();
    const count = book?.counted ?? 0;
    if (count !== this.count) {
      this.cards.clear();
      this.count = count;
    }
    if (version !== this.version) await this.caughtUpTo(version);
    const found: ListingCard[] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const card = this.cards.get(id);
      if (card === undefined) missing.push(id);
      else found.push(card);
    }
    if (missing.length === 0) return found;
    const now = new Date().toISOString();
    const made = (await findJobsByIds(this.db, missing)).map(
      (row): ListingCard => ({
        id: row.id,
        is_active: row.is_active,
        expiry_date: row.expiry_date,
        json: keptText(JSON.stringify(ZJob.parse(toPublicJob(row, now, book)))),
      }),
    );
    // Cards made under an older version or count than the ones now kept are shown once, not kept.
    if (this.version === version && this.count === count) for (const card of made) this.cards.set(card.id, card);
    return [...found, ...made];
  }

  private async caughtUpTo(version: number): Promise<void> {
    const run = () => (version !== this.version ? this.follow(version) : undefined);
    const turn = this.following.then(run, run);
    // A failed catch-up fails the list that waited for it; the next list tries again.
    this.following = turn.catch(() => {});
    await turn;
  }

  /** Forgets the cards of the listings changed since the last change followed, then follows `version`. */
  private async follow(version: number): Promise<void> {
    const last = await lastChange(this.db);
    if (last !== this.seen) {
      const changes =
        this.seen >= 0 && last - this.seen <= FORGET_AT_MOST && (await isLogged(this.db, this.seen))
          ? await readChangesAfter(this.db, this.seen, FORGET_AT_MOST)
          : null;
      if (changes === null) this.cards.clear();
      else for (const { id } of changes) this.cards.delete(id);
      this.seen = last;
    }
    this.version = version;
  }
}

const COMMA = Buffer.from(',');

/**
 * A list's JSON from its cards and the rest of the answer, already checked: `{"jobs":[…],…rest}`, the
 * order the answer's schema gives its keys. The cards' bytes are copied as they are.
 */
export function listJson(cards: ListingCard[], rest: object = {}): Buffer {
  const others = JSON.stringify(rest).slice(1, -1);
  const parts: Buffer[] = [Buffer.from('{"jobs":[')];
  cards.forEach((card, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(card.json);
  });
  parts.push(Buffer.from(others === '' ? ']}' : `],${others}}`));
  return Buffer.concat(parts);
}
