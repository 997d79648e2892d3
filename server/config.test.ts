import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const base = { DATABASE_URL: 'file::memory:', JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const config = loadConfig({ DATABASE_URL: `file:${join(dir, 'app.db')}` });
    expect(config.port).toBe(5000);
    expect(config.seedDemo).toBe(true);
    expect(config.smtpUrl).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.admin.username).toBe('admin');
    // JWT_SECRET unset in development: generated once and kept in the data folder.
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATABASE_URL: `file:${join(dir, 'app.db')}` }).jwtSecret).toBe(config.jwtSecret);
  });

  it('listens on loopback unless in production or told otherwise (the development mailbox is local only)', () => {
    expect(loadConfig(base).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://mail.local:25' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://m:25', HOST: '10.0.0.2' }).host).toBe(
      '10.0.0.2',
    );
  });

  it('reads every fixed variable', () => {
    const config = loadConfig({
      ...base,
      PORT: '6001',
      SMTP_URL: 'smtp://mail.local:2525',
      MAIL_FROM: 'Portal <portal@example.com>',
      PUBLIC_URL: 'https://portal.example.com/',
      ADMIN_USERNAME: 'root',
      ADMIN_PASSWORD: 'long-enough-root',
      ADMIN_EMAIL: 'Root@Example.com',
      SEED_DEMO: 'false',
    });
    expect(config).toMatchObject({
      port: 6001,
      smtpUrl: 'smtp://mail.local:2525',
      mailFrom: 'Portal <portal@example.com>',
      publicUrl: 'https://portal.example.com',
      admin: { username: 'root', password: 'long-enough-root', email: 'root@example.com' },
      seedDemo: false,
    });
  });

  it('lists every problem in one readable message', () => {
    const attempt = () => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const { message } = error as ConfigError;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be a SQLite file URL');
      expect(message).toContain('SEED_DEMO: must be true or false');
    }
  });

  it('refuses a first administrator password under 12 characters or among the most common', () => {
    const problem = (password: string) => {
      try {
        loadConfig({ ...base, ADMIN_PASSWORD: password });
        return null;
      } catch (error) {
        return (error as ConfigError).message;
      }
    };
    expect(problem('short-pass1')).toContain('ADMIN_PASSWORD: Password must be at least 12 characters long');
    expect(problem('123qweasdzxc')).toContain('ADMIN_PASSWORD: This password is one of the most common ones');
    expect(problem('a-long-unusual-one')).toBeNull();
  });

  it('requires JWT_SECRET and SMTP_URL in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'file::memory:' })).toThrow(
      /JWT_SECRET: required in production[\s\S]*SMTP_URL: required in production/,
    );
  });
});

describe('start-up with a bad configuration', () => {
  // The server's sources compile through tsx as the process starts: about 10 s beside the other test files
  // on two cores, and past 20 s once in CI (2026-11-29); a start that never ends still fails at 60 s.
  it('prints the problem and exits non-zero', { timeout: 70_000 }, () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: 'file::memory:' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT');
  });
});
