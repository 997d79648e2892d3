import type { DB } from '#server/db/database.js';

export interface ContentVersionOptions {
  /** How long a version read from the database is trusted; 0 reads it on every call. */
  checkEveryMs: number;
  now?: () => number;
}

/**
 * The version of what the public pages show, kept by database triggers (migration 0003). A process reads
 * it at most once per `checkEveryMs`, and at once after it has served a change itself (`markStale`), so
 * its own writes are seen by the very next read and other processes' writes within `checkEveryMs`.
 */
export class ContentVersion {
  private version = -1;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private stale = true;
  private pending: Promise<number> | null = null;
  private readonly now: () => number;

  constructor(
    private readonly db: DB,
    private readonly options: ContentVersionOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  markStale(): void {
    this.stale = true;
  }

  current(): Promise<number> | number {
    if (!this.stale && this.now() - this.checkedAt < this.options.checkEveryMs) return this.version;
    // Concurrent callers share one read, unless a change was served after that read began.
    if (this.pending && !this.stale) return this.pending;
    const read = this.read().finally(() => {
      if (this.pending === read) this.pending = null;
    });
    this.pending = read;
    return read;
  }

  private async read(): Promise<number> {
    this.stale = false;
    const startedAt = this.now();
    const row = await this.db
      .selectFrom('content_version')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    this.version = Number(row.version);
    this.checkedAt = startedAt;
    return this.version;
  }
}
