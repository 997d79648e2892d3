import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DB } from '#server/db/database.js';
import type { TJobSuggestionsQuery } from '#shared/schemas/job.js';
import type { ContentVersion } from '../public-cache/content-version.js';
import { isLogged, lastChange, readChangesAfter, readJobs, readJobsAfter } from './index-source.js';
import { IndexThread } from './index-thread.js';
import type { IndexTarget } from './index-thread-messages.js';
import type { SimilarTo } from './index-types.js';
import type { SearchFilters, SearchPage } from './search-page.js';

export type { SearchFilters, SearchPage } from './search-page.js';

/** Rows read per query while building (before the server answers) and catching up: each read is a short query, with a turn of the loop between. */
const BUILD_CHUNK = 2000;
const CATCH_UP_CHUNK = 500;
/** A search waits for a catch-up of at most this many changes (a few milliseconds); a longer one runs on while searches answer from the index as it is. */
const WAIT_FOR_AT_MOST = 1000;

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
  /** The thread's generation the index was built on (IndexThread.generation); -1 before the first build. */
  private builtOn = -1;
  private seen = 0;
  private indexedVersion = -1;
  private pending: CatchUp | null = null;

  constructor(
    private readonly db: DB,
    private readonly contentVersion: ContentVersion,
    private readonly thread = new IndexThread(),
  ) {}

  /** A page of ids and the total; `searchedFor` says what was searched when a word was corrected. */
  async search(filters: SearchFilters, page: { offset: number; limit: number }, now: number): Promise<SearchPage> {
    await this.fresh();
    return this.thread.ask({ kind: 'search', filters, page, now });
  }

  /** Open listings like one, the most alike first (SearchIndex.similar). */
  async similar(like: SimilarTo, limit: number, now: number): Promise<string[]> {
    await this.fresh();
    return this.thread.ask({ kind: 'similar', like, limit, now });
  }

  /** Type-ahead: places, or the keywords with their last word completed. */
  async suggest(field: TJobSuggestionsQuery['field'], text: string, limit: number): Promise<string[]> {
    await this.fresh();
    return this.thread.ask({ kind: 'suggest', field, text, limit });
  }

  /** Ends the index's thread (the server closing). */
  close(): Promise<void> {
    return this.thread.close();
  }

  /** The index as of the current content version, or as it is while a long catch-up runs (two rounds at most). */
  async fresh(): Promise<void> {
    for (let round = 0; ; round++) {
      const version = await this.contentVersion.current();
      const built = this.isBuilt();
      if (built && (version === this.indexedVersion || round === 2)) return;
      this.pending ??= this.startCatchUp(version);
      const { last, done } = this.pending;
      if (built && (await last) - this.seen > WAIT_FOR_AT_MOST) return;
      await done;
    }
  }

  /** Whether the thread holds the index: not before the first build, nor after a new thread replaced a lost one. */
  private isBuilt(): boolean {
    return this.builtOn !== -1 && this.builtOn === this.thread.generation;
  }

  private startCatchUp(version: number): CatchUp {
    const last = lastChange(this.db);
    const done = last
      .then(async (lastLogged) => {
        if (!this.isBuilt() || (this.seen > 0 && !(await isLogged(this.db, this.seen)))) await this.build(lastLogged);
        else await this.applyChanges('current');
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
    const { thread } = this;
    // A thread lost during the build takes the index with it; the rest would go to a new, empty one. The
    // build stops, and the next search builds again.
    thread.startNext();
    const generation = thread.generation;
    for (let after = ''; ; await nextTurn()) {
      if (thread.generation !== generation) throw new Error("the search index's thread was lost during its build");
      const rows = await readJobsAfter(this.db, after, BUILD_CHUNK);
      thread.put(
        'next',
        rows.flatMap(({ job, isActive }) => (isActive ? [job] : [])),
      );
      if (rows.length < BUILD_CHUNK) break;
      after = rows[rows.length - 1].job.id;
    }
    this.seen = seen;
    await this.applyChanges('next');
    thread.finishNext();
    this.builtOn = generation === thread.generation ? generation : -1;
  }

  private async applyChanges(target: IndexTarget): Promise<void> {
    for (;;) {
      const changes = await readChangesAfter(this.db, this.seen, CATCH_UP_CHUNK);
      if (changes.length === 0) return;
      const ids = [...new Set(changes.map((change) => change.id))];
      const rows = new Map((await readJobs(this.db, ids)).map((row) => [row.job.id, row]));
      const put = ids.flatMap((id) => {
        const row = rows.get(id);
        return row?.isActive ? [row.job] : [];
      });
      this.thread.put(target, put);
      this.thread.remove(
        target,
        ids.filter((id) => !rows.get(id)?.isActive),
      );
      this.seen = changes[changes.length - 1].seq;
      if (changes.length < CATCH_UP_CHUNK) return;
      await nextTurn();
    }
  }
}
