import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DB } from '../../db/database.js';
import { toSearchTerms } from '../jobs/search-terms.js';
import type { ContentVersion } from '../public-cache/content-version.js';
import { isLogged, lastChange, readChangesAfter, readJobs, readJobsAfter } from './index-source.js';
import { type IndexPage, SearchIndex } from './search-index.js';

export interface SearchFilters {
  search?: string;
  location?: string;
  domain?: string;
  position?: string;
  minSalary?: number;
  maxSalary?: number;
}

/** Rows read per query while building or catching up: each read is a short query, with a turn of the loop between. */
const CHUNK = 2000;

/**
 * The process's search index, kept in step with the database (docs/decisions/0026). It is built from the
 * internships table in chunks, then follows the change log: when the content version moves (this process's
 * own writes at once, others' within the version's check interval), the next search first applies the
 * changes logged since the last one it applied. A log pruned past that point means building it again.
 */
export class LiveSearchIndex {
  private index: SearchIndex | null = null;
  private seen = 0;
  private indexedVersion = -1;
  private pending: Promise<void> | null = null;

  constructor(
    private readonly db: DB,
    private readonly contentVersion: ContentVersion,
  ) {}

  async search(filters: SearchFilters, page: { offset: number; limit: number }, now: number): Promise<IndexPage> {
    const index = await this.fresh();
    return index.search(
      {
        terms: toSearchTerms(filters.search),
        location: filters.location || undefined,
        domain: filters.domain || undefined,
        position: filters.position || undefined,
        minSalary: filters.minSalary,
        maxSalary: filters.maxSalary,
      },
      page,
      now,
    );
  }

  /** The index as of the current content version (two catch-ups at most, so a stream of changes cannot hold a search). */
  async fresh(): Promise<SearchIndex> {
    for (let round = 0; ; round++) {
      const version = await this.contentVersion.current();
      if (this.index && (version === this.indexedVersion || round === 2)) return this.index;
      this.pending ??= this.catchUp(version).finally(() => {
        this.pending = null;
      });
      await this.pending;
    }
  }

  private async catchUp(version: number): Promise<void> {
    if (!this.index || (this.seen > 0 && !(await isLogged(this.db, this.seen)))) await this.build();
    else await this.applyChanges(this.index);
    this.indexedVersion = version;
  }

  private async build(): Promise<void> {
    // Changes from here on are applied after the build, including those the build already read.
    const seen = await lastChange(this.db);
    const index = new SearchIndex();
    for (let after = ''; ; await nextTurn()) {
      const rows = await readJobsAfter(this.db, after, CHUNK);
      for (const { job, isActive } of rows) if (isActive) index.put(job);
      if (rows.length < CHUNK) break;
      after = rows[rows.length - 1].job.id;
    }
    this.seen = seen;
    await this.applyChanges(index);
    this.index = index;
  }

  private async applyChanges(index: SearchIndex): Promise<void> {
    for (;;) {
      const changes = await readChangesAfter(this.db, this.seen, CHUNK);
      if (changes.length === 0) return;
      const ids = [...new Set(changes.map((change) => change.id))];
      const rows = new Map((await readJobs(this.db, ids)).map((row) => [row.job.id, row]));
      for (const id of ids) {
        const row = rows.get(id);
        if (row?.isActive) index.put(row.job);
        else index.remove(id);
      }
      this.seen = changes[changes.length - 1].seq;
      if (changes.length < CHUNK) return;
      await nextTurn();
    }
  }
}
