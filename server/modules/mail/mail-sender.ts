import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '#server/db/database.js';
import { fromJson } from '#server/lib/json-column.js';
import {
  claimDueMails,
  findAttachmentFiles,
  markMailFailed,
  markMailRetry,
  markMailSent,
  type OutboxRow,
  recordApplicationDelivery,
  renewMailClaim,
} from './outbox.repo.js';
import type { MailAttachment } from './outbox.service.js';
import type { MailTransport } from './transport.js';

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxAttempts: 8, baseDelayMs: 5_000, maxDelayMs: 60 * 60 * 1000 };

export interface MailSenderOptions {
  db: DB;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** How long a kick waits for more mail to be queued before the sender runs. */
  kickDelayMs?: number;
  /** The longest a run waits while kicks keep coming (a steady stream must not hold mail back). */
  maxKickWaitMs?: number;
  batchSize?: number;
  lockMs?: number;
  retry?: RetryPolicy;
}

/** Exponential backoff with a little jitter, so many failed mails do not retry in lockstep. */
export function retryDelayMs(attemptsSoFar: number, { baseDelayMs, maxDelayMs }: RetryPolicy): number {
  const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** attemptsSoFar);
  return Math.round(delay * (1 + Math.random() * 0.2));
}

/**
 * The outbox sender loop: claims due mails, sends them, records each outcome. Mails survive restarts
 * because they live in the database; a claim's lock expires if the process dies mid-send.
 */
export class MailSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  private readonly pollMs: number;
  private readonly kickDelayMs: number;
  private dueAt = 0;
  private readonly maxKickWaitMs: number;
  /** The first kick the next run answers, and the latest kick (both ms since the epoch). */
  private firstKickAt: number | null = null;
  private lastKickAt = 0;
  /** The last run found a full batch, so the next one comes soon whatever the kicks say. */
  private backlog = false;
  private readonly batchSize: number;
  private readonly lockMs: number;
  private readonly retry: RetryPolicy;

  constructor(private readonly options: MailSenderOptions) {
    this.pollMs = options.pollMs ?? 1_000;
    this.kickDelayMs = options.kickDelayMs ?? 100;
    this.maxKickWaitMs = options.maxKickWaitMs ?? 1_000;
    this.batchSize = options.batchSize ?? 10;
    this.lockMs = options.lockMs ?? 60_000;
    this.retry = options.retry ?? DEFAULT_RETRY;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Wait for the batch in flight, then stop polling. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /**
   * Look for due mail soon (called after a mail is queued) instead of at the next poll. The run waits
   * until `kickDelayMs` pass without a kick (at most `maxKickWaitMs` after the first), so a burst of
   * applications is answered first and mailed right after, not both at once on the one event loop.
   */
  kick(): void {
    if (this.stopped) return;
    const now = Date.now();
    this.lastKickAt = now;
    if (this.running) return;
    // A run already due for mail left over from the last one is not put off.
    if (this.timer && this.backlog) return;
    this.firstKickAt ??= now;
    const dueAt = Math.min(now + this.kickDelayMs, this.firstKickAt + this.maxKickWaitMs);
    if (!this.timer || this.dueAt !== dueAt) this.schedule(dueAt - now);
  }

  /** Send one batch of due mails; returns how many were attempted. */
  async runOnce(now = new Date()): Promise<number> {
    const mails = await claimDueMails(this.options.db, now, this.batchSize, this.lockMs);
    for (const mail of mails) {
      if (await renewMailClaim(this.options.db, mail, this.lockMs)) await this.deliver(mail);
    }
    return mails.length;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.dueAt = Date.now() + delayMs;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.loop().finally(() => {
        this.running = null;
      });
    }, delayMs);
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    this.firstKickAt = null;
    let attempted = 0;
    try {
      attempted = await this.runOnce();
    } catch (error) {
      this.options.log.error({ err: error }, 'mail sender: could not read the outbox');
    }
    // Mail queued while this run ran comes after a pause (requests first); a full batch means more may
    // be due: go again at once; otherwise poll.
    const queueing = Date.now() - this.lastKickAt < this.kickDelayMs;
    this.backlog = attempted >= this.batchSize;
    this.schedule(queueing ? this.kickDelayMs : this.backlog ? 0 : this.pollMs);
  }

  private async deliver(mail: OutboxRow): Promise<void> {
    const { db, transport, from, log } = this.options;
    try {
      const attachments = await this.loadAttachments(mail);
      await transport.send({
        from,
        to: mail.to_address,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments,
        headers: fromJson<Record<string, string>>(mail.headers, {}),
      });
      await markMailSent(db, mail.id, new Date());
      if (mail.application_id) await recordApplicationDelivery(db, mail.application_id, 'sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const attempts = mail.attempts + 1;
      if (attempts >= this.retry.maxAttempts) {
        log.warn({ mailId: mail.id, attempts, reason }, 'mail failed for good');
        await markMailFailed(db, mail.id, reason);
        if (mail.application_id) await recordApplicationDelivery(db, mail.application_id, 'undelivered');
        return;
      }
      const next = new Date(Date.now() + retryDelayMs(mail.attempts, this.retry));
      log.warn({ mailId: mail.id, attempts, reason, next }, 'mail not sent, will retry');
      await markMailRetry(db, mail.id, next, reason);
    }
  }

  private async loadAttachments(mail: OutboxRow) {
    const wanted = fromJson<MailAttachment[]>(mail.attachments, []);
    const files = await findAttachmentFiles(
      this.options.db,
      wanted.map((a) => a.fileId),
    );
    return wanted.flatMap(({ fileId, filename }) => {
      const file = files.find((f) => f.id === fileId);
      return file ? [{ filename, content: Buffer.from(file.data), contentType: file.content_type }] : [];
    });
  }
}
