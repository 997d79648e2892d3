import { LRUCache } from 'lru-cache';
import type { DB } from '#server/db/database.js';
import type { ContentVersion } from '../public-cache/content-version.js';
import { findJobsByIds } from './jobs.repo.js';

export type ListingRow = Awaited<ReturnType<typeof findJobsByIds>>[number];

/** Rows kept: about 15 MB at the bench's 750 bytes of text a listing. */
const ROWS_KEPT = 10_000;

/**
 * The internships' rows most recently shown in lists, under the content version (docs/decisions/0047):
 * pages of different searches show many of the same listings (the newest, the featured), and reading 20
 * rows by id cost a search more than finding them. Any change to what the public sees forgets them all,
 * as it does the public read cache.
 */
export class ListingRowCache {
  private readonly rows = new LRUCache<string, ListingRow>({ max: ROWS_KEPT });
  private version = -1;

  constructor(
    private readonly db: DB,
    private readonly contentVersion: ContentVersion,
  ) {}

  /** The rows of `ids` that exist, in no particular order. */
  async read(ids: string[]): Promise<ListingRow[]> {
    const version = await this.contentVersion.current();
    if (version !== this.version) {
      this.rows.clear();
      this.version = version;
    }
    const found: ListingRow[] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const row = this.rows.get(id);
      if (row === undefined) missing.push(id);
      else found.push(row);
    }
    if (missing.length === 0) return found;
    const read = await findJobsByIds(this.db, missing);
    // Rows read under an older version than the one now kept are shown once, not kept.
    if (this.version === version) for (const row of read) this.rows.set(row.id, row);
    return [...found, ...read];
  }
}
