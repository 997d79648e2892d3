import type { FastifyBaseLogger } from 'fastify';
import type { DigestOptions, DigestResult } from './alert-digest.js';
import { runAlertDigest } from './alert-digest.js';

// Looks for due alerts every `everyMs` (a cheap indexed query when none is due) and runs one digest at a
// time in this process; other processes claim other searches (docs/decisions/0046).
export class AlertScheduler {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<DigestResult | null> | null = null;
  private readonly stopping = new AbortController();

  constructor(
    private readonly options: Omit<DigestOptions, 'now' | 'signal'>,
    private readonly everyMs: number,
    private readonly log: FastifyBaseLogger,
    /** Tells the outbox sender that mail is waiting. */
    private readonly kickMail: () => void,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.runNow(), this.everyMs);
    this.timer.unref();
  }

  /** A digest now, or the one already running. */
  runNow(now?: Date): Promise<DigestResult | null> {
    this.running ??= runAlertDigest({ ...this.options, now, signal: this.stopping.signal })
      .then((result) => {
        if (result.alerts > 0) this.log.info(result, 'saved search alerts worked out');
        if (result.mails > 0) this.kickMail();
        return result;
      })
      .catch((error) => {
        this.log.error({ err: error }, 'alert digest failed');
        return null;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.stopping.abort();
    await this.running;
  }
}
