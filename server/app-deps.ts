import type { Config } from './config.js';
import type { RunWrite } from './db/batched-writes.js';
import type { DB } from './db/database.js';
import type { DialectName } from './db/dialect.js';
import type { TokenService } from './modules/auth/tokens.js';
import type { DeviceTrust } from './modules/form-guard/device-trust.js';
import type { FormGuard } from './modules/form-guard/form-guard.js';
import type { AnswerLinks } from './modules/hearing-back/answer-links.js';
import type { ResponsivenessBook } from './modules/hearing-back/responsiveness.js';
import type { OtpService } from './modules/otp/otp.service.js';
import type { PublicReads } from './modules/public-cache/public-reads.js';
import type { AlertLinks } from './modules/saved-searches/alert-links.js';
import type { WorkerPool } from './workers/worker-pool.js';

/** What route modules receive: built once in buildApp and passed down explicitly. */
export interface AppDeps {
  config: Config;
  db: DB;
  dialect: DialectName;
  /** SQLite on a file: its path, for long reads in a worker thread (the users export). */
  sqliteFile?: string;
  /** Whether the database answers, on a connection of its own (never queued behind a flood). */
  pingDatabase: () => Promise<void>;
  tokens: TokenService;
  otp: OtpService;
  /** Ask the outbox sender to look for due mail now. */
  kickMail: () => void;
  /** A write that must commit whole: on SQLite, writes arriving together share one commit. */
  runWrite: RunWrite;
  /** Cached public answers and settings, and the batched view counter. */
  publicReads: PublicReads;
  /** Worker threads for CPU-heavy work (reading sheets, checking uploads, building exports). */
  workers: WorkerPool;
  /** The guarded forms' costs: a proof of work when an address, a mail domain or an account is unusually busy. */
  guard: FormGuard;
  /** The marks of browsers that signed in to an account before. */
  devices: DeviceTrust;
  /** The company's signed answer and resume links (docs/decisions/0033). */
  answerLinks: AnswerLinks;
  /** The alert mails' signed unsubscribe links (docs/decisions/0046). */
  alertLinks: AlertLinks;
  /** How companies answer, counted at each housekeeping round. */
  responsiveness: ResponsivenessBook;
}
