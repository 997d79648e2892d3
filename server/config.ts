import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import { newPasswordProblem } from './modules/auth/password-policy.js';
import type { LoadSheddingOptions } from './plugins/load-shedding.js';

/** The log's level unless LOG_LEVEL says otherwise: info, one line a request (docs/decisions/0054). */
export const DEFAULT_LOG_LEVEL = 'info';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().optional(),
  DATABASE_URL: z
    .string()
    .default('file:./data/app.db')
    .refine((url) => url.startsWith('file:') || /^postgres(ql)?:\/\//.test(url), {
      message: 'must be a SQLite file URL (file:./data/app.db) or a PostgreSQL URL (postgres://…)',
    }),
  SMTP_URL: z
    .string()
    .optional()
    .refine((url) => !url || /^smtps?:\/\//.test(url), { message: 'must start with smtp:// or smtps://' }),
  MAIL_FROM: z.string().default('InternConnect <no-reply@localhost>'),
  PUBLIC_URL: z.url({ message: 'must be a full URL such as http://localhost:5000' }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_USERNAME: z.string().trim().min(1).default('admin'),
  ADMIN_PASSWORD: z
    .string()
    .superRefine((password, context) => {
      const problem = newPasswordProblem(password, 'admin');
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  ADMIN_EMAIL: z.email({ message: 'must be an email address' }).default('admin@example.com'),
  SEED_DEMO: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default(DEFAULT_LOG_LEVEL),
  TRUST_PROXY: booleanFlag.default(false),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  LOAD_SHED_MAX_QUEUE_WAIT_MS: z.coerce.number().min(0).default(100),
  LOAD_SHED_BUSY_FOR_MS: z.coerce.number().min(0).default(250),
  LOAD_SHED_CROWD: z.coerce.number().int().min(1).default(64),
  ALERT_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  FRAME_SOURCES: z.string().default('https://ai.example.org https://www.youtube-nocookie.com https://player.vimeo.com'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  /** Folder for the generated secret (and the SQLite file by default). */
  dataDir: string;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string;
  admin: { username: string; password: string | null; email: string };
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** The coarse per-address flood guard on /api (docs/decisions/0007). */
  requestsPerMinute: number;
  /** Overload shedding: quick 503s for requests that queued while the loop lags; see server/plugins/load-shedding.ts. */
  loadShedding: LoadSheddingOptions;
  /** Origins the pages may frame or play media from (the external AI page, the intro video). */
  frameSources: string[];
  /** How often the server looks for saved searches whose alert is due (docs/decisions/0046). */
  alertCheckMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parse the environment once at boot; fail fast with a readable message (CONVENTIONS: epic-stack). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = ZEnv.safeParse(blanksRemoved);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const problems: string[] = [];
  if (isProduction && !e.JWT_SECRET) problems.push('JWT_SECRET: required in production (at least 32 characters)');
  if (isProduction && !e.SMTP_URL) problems.push('SMTP_URL: required in production (mails must reach people)');
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = e.DATABASE_URL.startsWith('file:')
    ? dirname(resolve(e.DATABASE_URL.slice('file:'.length)))
    : resolve('data');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    // Only a production server listens on every interface unless told: a development one (with its
    // local mailbox) is reachable from this machine alone.
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD ?? null, email: e.ADMIN_EMAIL.toLowerCase() },
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    requestsPerMinute: e.RATE_LIMIT_PER_MINUTE,
    loadShedding: {
      maxQueueWaitMs: e.LOAD_SHED_MAX_QUEUE_WAIT_MS,
      busyForMs: e.LOAD_SHED_BUSY_FOR_MS,
      crowd: e.LOAD_SHED_CROWD,
    },
    alertCheckMs: e.ALERT_CHECK_SECONDS * 1000,
    frameSources: e.FRAME_SOURCES.split(/[\s,]+/).filter((origin) => /^https:\/\/[\w.-]+(:\d+)?$/.test(origin)),
  };
}

/** Development only: a secret generated once and kept beside the data, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
