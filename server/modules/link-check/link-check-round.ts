import type { DB } from '#server/db/database.js';
import { DAY_MS } from '#server/lib/time.js';
import {
  BROKEN_AFTER_FAILURES,
  claimLink,
  listDueLinks,
  recordLinkFailure,
  recordLinkSuccess,
} from './link-check.repo.js';
import { checkLink, type LinkCheckResult } from './link-checker.js';

// The daily link check of the global jobs (docs/decisions/0036), a batch at each housekeeping round (every
// 10 minutes): the links not checked for a day, a few at a time, so a big table never floods the network
// or the database. Three failures in a row flag a link as maybe broken; a success clears it.

/** Links checked in one round: 144 rounds a day check up to 6,912 links a day. */
export const LINKS_PER_ROUND = 48;
/** Checks at once: each mostly waits for the network. */
export const LINK_CHECKS_AT_ONCE = 4;

export type CheckOneLink = (link: string, signal: AbortSignal) => Promise<LinkCheckResult>;

/** The product's check: the address guard always on. */
const checkWithGuard: CheckOneLink = (link, signal) => checkLink(link, { signal });

export interface LinkRoundOptions {
  now?: Date;
  batch?: number;
  concurrency?: number;
  signal?: AbortSignal;
  /** How one link is checked (tests: with their servers allowed). */
  check?: CheckOneLink;
}

export interface LinkRoundResult {
  checked: number;
  failed: number;
  /** Links that reached the third failure in a row in this round. */
  flagged: number;
  /** Flagged links that answered again. */
  cleared: number;
}

/** One round: up to `batch` links due at `now`, `concurrency` at a time; stops at once when `signal` aborts. */
export async function runLinkCheckRound(db: DB, options: LinkRoundOptions = {}): Promise<LinkRoundResult> {
  const {
    now = new Date(),
    batch = LINKS_PER_ROUND,
    concurrency = LINK_CHECKS_AT_ONCE,
    check = checkWithGuard,
  } = options;
  const signal = options.signal ?? new AbortController().signal;
  const cutoff = new Date(now.getTime() - DAY_MS).toISOString();
  const at = now.toISOString();
  const result: LinkRoundResult = { checked: 0, failed: 0, flagged: 0, cleared: 0 };
  const due = await listDueLinks(db, cutoff, batch);

  const work = async () => {
    for (let job = due.shift(); job && !signal.aborted; job = due.shift()) {
      if (!(await claimLink(db, job.id, cutoff, at))) continue;
      const outcome = await check(job.link, signal);
      // An aborted check says nothing about the link, and the database may be closing.
      if (signal.aborted) return;
      result.checked += 1;
      if (outcome.ok) {
        await recordLinkSuccess(db, job.id, job.link, at);
        if (job.link_broken_since !== null) result.cleared += 1;
        continue;
      }
      result.failed += 1;
      const failures = await recordLinkFailure(db, job.id, job.link, outcome.error ?? 'failed', at);
      if (failures === BROKEN_AFTER_FAILURES) result.flagged += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, work));
  return result;
}

/** The rounds of one app: never two at once, and stopped (in-flight checks aborted) when the app closes. */
export class LinkChecks {
  private readonly controller = new AbortController();
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly db: DB,
    private readonly options: Omit<LinkRoundOptions, 'now' | 'signal'> = {},
  ) {}

  /** A round at `now`; null when the last one still runs or the checks were stopped. */
  run(now = new Date()): Promise<LinkRoundResult | null> {
    if (this.running || this.controller.signal.aborted) return Promise.resolve(null);
    const round = runLinkCheckRound(this.db, { ...this.options, now, signal: this.controller.signal });
    this.running = round
      .catch(() => undefined)
      .finally(() => {
        this.running = null;
      });
    return round;
  }

  /** Aborts the checks under way and waits for the round to end. */
  async stop(): Promise<void> {
    this.controller.abort();
    await this.running;
  }
}
