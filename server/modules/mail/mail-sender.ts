import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db/database.js';
import { fromJson } from '../../lib/json-column.js';
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
  private readonly batchSize: number;
  private readonly lockMs: number;
  private readonly retry: RetryPolicy;

  constructor(private readonly options: MailSenderOptions) {
    this.pollMs = options.pollMs ?? 1_000;
    this.kickDelayMs = options.kickDelayMs ?? 100;
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
   * Look for due mail soon (called after a mail is queued) instead of at the next poll. Kicks within
   * `kickDelayMs` share one run, so a burst of applications is answered first and mailed right after.
   */
  kick(): void {
    if (this.stopped || this.running) return;
    if (this.timer && this.dueAt <= Date.now() + this.kickDelayMs) return;
    this.schedule(this.kickDelayMs);
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
    let attempted = 0;
    try {
      attempted = await this.runOnce();
    } catch (error) {
      this.options.log.error({ err: error }, 'mail sender: could not read the outbox');
    }
    // A full batch means more may be due: go again at once.
    this.schedule(attempted >= this.batchSize ? 0 : this.pollMs);
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
