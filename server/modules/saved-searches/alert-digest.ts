import type { DB } from '#server/db/database.js';
import { fromJson } from '#server/lib/json-column.js';
import { DAY_MS, yieldToEventLoop } from '#server/lib/time.js';
import type { WorkerPool } from '#server/workers/worker-pool.js';
import type { TSavedSearchFilters } from '#shared/schemas/saved-searches.js';
import { enqueueMails } from '../mail/outbox.service.js';
import { readJobsPostedAfter } from '../search-index/index-source.js';
import { getSettings } from '../settings/settings.service.js';
import type { AlertLinks } from './alert-links.js';
import type { AlertToMatch } from './alert-matches.js';
import { nextAlertAt } from './alert-schedule.js';
import { claimDueAlerts, type DueAlert, finishAlert } from './saved-searches.repo.js';

// The alert digest (issue 21, item 2; docs/decisions/0046), run at each housekeeping round: every saved
// search whose alert is due is claimed in batches; the internships posted in the last WINDOW_DAYS are read
// once (short keyset queries), each batch is matched and its mails written in a worker thread, and the
// mails go to the outbox in the same transaction that moves each search's window on. The event loop only
// reads, copies one string to the worker, and writes in small transactions.

/** An alert lists at most what was posted in this many days (a weekly one's week, and a day of slack). */
export const WINDOW_DAYS = 8;
/** Saved searches claimed and matched at once: a batch's mails come back from the worker in one message, read on the event loop. */
const CLAIM_BATCH = 250;
/** A batch's claim: ample for a batch (seconds); a digest that died lets go after it. */
const CLAIM_MS = 5 * 60_000;
/** Searches finished (and their mails written) per transaction, so each write stays short. */
const WRITE_BATCH = 25;
const READ_CHUNK = 2000;

export interface DigestOptions {
  db: DB;
  workers: WorkerPool;
  links: AlertLinks;
  publicUrl: string;
  now?: Date;
  /** Stop between batches (the server is closing). */
  signal?: AbortSignal;
}

export interface DigestResult {
  /** Saved searches whose alert was due and worked out. */
  alerts: number;
  /** Mails written to the outbox (alerts that found something new). */
  mails: number;
  /** Internships in the window. */
  listings: number;
}

/** The window's open internships as the index reads them, as one JSON text, read in short queries. */
async function readWindow(db: DB, since: string): Promise<{ json: string; count: number }> {
  const parts: string[] = [];
  let count = 0;
  for (let after: { createdAt: string; id: string } | null = null; ; await yieldToEventLoop()) {
    const rows = await readJobsPostedAfter(db, since, after, READ_CHUNK);
    if (rows.length > 0) parts.push(JSON.stringify(rows).slice(1, -1));
    count += rows.length;
    if (rows.length < READ_CHUNK) break;
    const last = rows[rows.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
  return { json: `[${parts.join(',')}]`, count };
}

function toMatch(alert: DueAlert, links: AlertLinks, floor: number): AlertToMatch {
  const token = links.token(alert.id);
  const windowStart = Date.parse(alert.last_alert_at ?? alert.created_at);
  return {
    id: alert.id,
    filters: fromJson<TSavedSearchFilters>(alert.filters, {}),
    after: Math.max(windowStart, floor),
    name: alert.name,
    frequency: alert.frequency === 'weekly' ? 'weekly' : 'daily',
    to: alert.email,
    studentName: alert.student_name,
    language: alert.language,
    unsubscribeApiUrl: links.unsubscribeApiUrl(token),
    unsubscribePageUrl: links.unsubscribePageUrl(token),
  };
}

/** Works out every alert due at `now`; answers how many, and how many mails went to the outbox. */
export async function runAlertDigest(options: DigestOptions): Promise<DigestResult> {
  const { db, workers, links, publicUrl, signal } = options;
  const now = options.now ?? new Date();
  const windowEnd = now.toISOString();
  const floor = now.getTime() - WINDOW_DAYS * DAY_MS;
  const result: DigestResult = { alerts: 0, mails: 0, listings: 0 };
  let window: { json: string; count: number } | null = null;
  const { platformName } = await getSettings(db);
  const windowKey = `${windowEnd}:${Math.random()}`;

  while (!signal?.aborted) {
    const due = await claimDueAlerts(db, now, CLAIM_BATCH, CLAIM_MS);
    if (due.length === 0) break;
    window ??= await readWindow(db, new Date(floor).toISOString());
    result.listings = window.count;
    const matches = await workers.run('matchAlerts', {
      windowKey,
      listingsJson: window.json,
      alerts: due.map((alert) => toMatch(alert, links, floor)),
      now: now.getTime(),
      platformName,
      publicUrl,
    });
    const byId = new Map(due.map((alert) => [alert.id, alert]));
    for (let start = 0; start < matches.length; start += WRITE_BATCH) {
      const part = matches.slice(start, start + WRITE_BATCH);
      await db.transaction().execute(async (trx) => {
        await enqueueMails(
          trx,
          part.flatMap((match) => (match.mail ? [match.mail] : [])),
        );
        for (const match of part) {
          const alert = byId.get(match.alertId) as DueAlert;
          const scheduled = new Date(Math.max(Date.parse(alert.next_alert_at ?? windowEnd), now.getTime()));
          const next = nextAlertAt(alert.frequency === 'weekly' ? 'weekly' : 'daily', scheduled) as Date;
          await finishAlert(trx, alert.id, windowEnd, next.toISOString());
        }
      });
      result.mails += part.filter((match) => match.mail).length;
      await yieldToEventLoop();
    }
    result.alerts += due.length;
  }
  return result;
}
