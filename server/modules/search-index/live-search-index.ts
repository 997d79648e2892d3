import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DB } from '#server/db/database.js';
import type { TJobsQuery } from '#shared/schemas/job.js';
import type { ContentVersion } from '../public-cache/content-version.js';
import { indexQueryOf } from './index-query.js';
import { isLogged, lastChange, readChangesAfter, readJobs, readJobsAfter } from './index-source.js';
import { parseSearch } from './query-terms.js';
import { SearchIndex } from './search-index.js';

export interface SearchPage {
  ids: string[];
  total: number;
  searchedFor?: string;
}

/** What a search asks for: the public list's query without its paging. */
export type SearchFilters = Omit<TJobsQuery, 'page' | 'limit'>;

/**
 * Rows read per query while building (before the server answers) and catching up, with a turn of the loop
 * between: a catch-up's turn (read 100 changes and their rows, index them) takes 1-5 ms, so a search that
 * comes during an import's catch-up waits for one such turn at most (docs/decisions/0063).
 */
const BUILD_CHUNK = 2000;
const CATCH_UP_CHUNK = 100;
/** A search waits for a catch-up of at most this many changes (a few milliseconds); a longer one runs on while searches answer from the index as it is. */
const WAIT_FOR_AT_MOST = 200;

interface CatchUp {
  /** The number of the last logged change when it began. */
  last: Promise<number>;
  done: Promise<void>;
}

/**
 * The process's search index, kept in step with the database (docs/decisions/0026). It is built from the
 * internships table in chunks, then follows the change log: when the content version moves (this process's
 * own writes at once, others' within the version's check interval), the changes logged since the last one
 * applied are applied. A search waits for a short catch-up, so an administrator's edit is in the very next
 * search; after a long one (an import of thousands of rows) searches answer from the index as it is until
 * it is done. A log pruned past the last change applied means building the index again.
 */
export class LiveSearchIndex {
  private index: SearchIndex | null = null;
  private seen = 0;
  private indexedVersion = -1;
  private pending: CatchUp | null = null;

  constructor(
    private readonly db: DB,
    private readonly contentVersion: ContentVersion,
  ) {}

  /** A page of ids and the total; `searchedFor` says what was searched when a word was corrected. */
  async search(filters: SearchFilters, page: { offset: number; limit: number }, now: number): Promise<SearchPage> {
    const index = await this.fresh();
    const parsed = parseSearch(filters.search);
    const { corrections, ...found } = index.search({ ...indexQueryOf(filters, parsed), sort: filters.sort }, page, now);
    if (!corrections) return found;
    const to = new Map(corrections.map((c) => [c.word, c.to]));
    return { ...found, searchedFor: parsed.words.map((word) => to.get(word) ?? word).join(' ') };
  }

  /** The index as of the current content version, or as it is while a long catch-up runs (two rounds at most). */
  async fresh(): Promise<SearchIndex> {
    for (let round = 0; ; round++) {
      const version = await this.contentVersion.current();
      if (this.index && (version === this.indexedVersion || round === 2)) return this.index;
      this.pending ??= this.startCatchUp(version);
      const { last, done } = this.pending;
      if (this.index && (await last) - this.seen > WAIT_FOR_AT_MOST) return this.index;
      await done;
    }
  }

  private startCatchUp(version: number): CatchUp {
    const last = lastChange(this.db);
    const done = last
      .then(async (lastLogged) => {
        if (!this.index || (this.seen > 0 && !(await isLogged(this.db, this.seen)))) await this.build(lastLogged);
        else await this.applyChanges(this.index, lastLogged);
        this.indexedVersion = version;
      })
      .finally(() => {
        this.pending = null;
      });
    // A search that did not wait for it does not see its failure; the next search tries again and does.
    done.catch(() => {});
    return { last, done };
  }

  /** Reads every internship; then applies the changes logged after `seen` (some the build already read). */
  private async build(seen: number): Promise<void> {
    const index = new SearchIndex();
    for (let after = ''; ; await nextTurn()) {
      const rows = await readJobsAfter(this.db, after, BUILD_CHUNK);
      for (const { job, isActive } of rows) if (isActive) index.put(job);
      if (rows.length < BUILD_CHUNK) break;
      after = rows[rows.length - 1].job.id;
    }
    this.seen = seen;
    await this.applyChanges(index);
    index.prepare();
    this.index = index;
  }

  /**
   * Applies the changes logged after `seen`, up to change `upTo`. A catch-up ends where it was asked to:
   * changes logged meanwhile (the next sheet of an import) are the next catch-up's, so that a search that
   * waits for a short one never waits behind them too.
   */
  private async applyChanges(index: SearchIndex, upTo = Number.POSITIVE_INFINITY): Promise<void> {
    for (;;) {
      const changes = await readChangesAfter(this.db, this.seen, CATCH_UP_CHUNK, upTo);
      if (changes.length === 0) return;
      const ids = [...new Set(changes.map((change) => change.id))];
      const rows = new Map((await readJobs(this.db, ids)).map((row) => [row.job.id, row]));
      for (const id of ids) {
        const row = rows.get(id);
        if (row?.isActive) index.put(row.job);
        else index.remove(id);
      }
      this.seen = changes[changes.length - 1].seq;
      if (changes.length < CATCH_UP_CHUNK) return;
      await nextTurn();
    }
  }
}
