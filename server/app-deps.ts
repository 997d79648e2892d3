import type { Config } from './config.js';
import type { RunWrite } from './db/batched-writes.js';
import type { DB } from './db/database.js';
import type { DialectName } from './db/dialect.js';
import type { TokenService } from './modules/auth/tokens.js';
import type { OtpService } from './modules/otp/otp.service.js';
import type { PublicReads } from './modules/public-cache/public-reads.js';

/** What route modules receive: built once in buildApp and passed down explicitly. */
export interface AppDeps {
  config: Config;
  db: DB;
  dialect: DialectName;
  tokens: TokenService;
  otp: OtpService;
  /** Ask the outbox sender to look for due mail now. */
  kickMail: () => void;
  /** A write that must commit whole: on SQLite, writes arriving together share one commit. */
  runWrite: RunWrite;
  /** Cached public answers and settings, and the batched view counter. */
  publicReads: PublicReads;
}
