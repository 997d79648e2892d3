import type { DB } from '#server/db/database.js';
import { addViews } from './jobs.repo.js';

/**
 * Counts detail views in memory and writes them in one transaction a second (docs/spec/product-decisions.md → Internships:
 * each view counts once in viewCount). A write per view would put the busiest public page behind the
 * database's single writer; a crash loses at most the last second of counts (docs/decisions/0016).
 */
export class ViewCounter {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: DB,
    private readonly onError: (error: unknown) => void,
    private readonly flushEveryMs = 1000,
  ) {}

  record(id: string): void {
    this.pending.set(id, (this.pending.get(id) ?? 0) + 1);
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.flushEveryMs).unref();
  }

  /** Writes what is counted so far; resolves once it is stored. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.flushing
      .then(() => (batch.size > 0 ? addViews(this.db, batch) : undefined))
      .catch(this.onError);
    return this.flushing;
  }
}
