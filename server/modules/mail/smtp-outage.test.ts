import { createServer, type Socket } from 'node:net';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import type { DB } from '#server/db/database.js';
import { migrateToLatest } from '#server/db/migrate.js';
import { freshProcessDatabase } from '#server/test/process-database.js';
import { seedInternships, seedStudents, studentTokens } from '#server/test/seed-applicants.js';
import { freePort, type SmtpSink, startSmtpSink } from '#server/test/smtp-sink.js';
import { type RunningServer, spawnServer } from '#server/test/spawn-server.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';
import { ensureSettings } from '../settings/settings.service.js';
import { createSmtpTransport } from './transport.js';

// Issue item 9 (data never lost): mail goes through the outbox, so an SMTP outage costs nothing but time.
const SECRET = 'smtp-outage-secret-smtp-outage-secret-00';
const COMPANY = 'careers@nimbus.example.com';
const STUDENTS = 20;

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const outbox = (db: DB) => db.selectFrom('mail_outbox').selectAll().execute();

async function apply(url: string, jobId: string, token: string) {
  const started = performance.now();
  const response = await fetch(`${url}/api/jobs/${jobId}/apply`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ coverLetter: 'I would love to join.' }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

describe.each(testDialects())('mail during an SMTP outage on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('answers 20 applications at once, and after a restart with SMTP back delivers every mail exactly once', async () => {
    const database = await freshProcessDatabase(dialect);
    cleanups.push(database.drop);
    const { db } = database.handle;
    await migrateToLatest(db);
    await ensureSettings(db);
    // Both mails an application can cause: to the company (auto-approval) and the receipt to the student.
    await db.updateTable('settings').set({ auto_approval: 1, email_notifications: 1 }).execute();
    const students = await seedStudents(db, STUDENTS, 'outage');
    const [jobId] = await seedInternships(db, 1, COMPANY);
    const tokens = await studentTokens(SECRET, students);

    // SMTP is down: nothing listens on its port, every connection is refused.
    const smtpPort = await freePort();
    const env = { DATABASE_URL: database.url, JWT_SECRET: SECRET, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
    const servers: RunningServer[] = [];
    cleanups.push(async () => void (await Promise.all(servers.map((s) => s.kill()))));
    const first = await spawnServer(env);
    servers.push(first);

    // Warm the fresh process first (its code paths and database connections), so the timing below is
    // the application's own and not the start-up's.
    await Promise.all(
      tokens.map((token) =>
        fetch(`${first.url}/api/jobs/${jobId}/application-status`, { headers: { authorization: `Bearer ${token}` } }),
      ),
    );
    const answers = await Promise.all(tokens.map((token) => apply(first.url, jobId, token)));
    expect(answers.map((a) => a.status)).toEqual(Array(STUDENTS).fill(201));
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(1_000);

    // The sender has tried every mail and failed; they wait in the outbox.
    const tried = await until('every mail tried once', async () => {
      const rows = await outbox(db);
      return rows.length === 2 * STUDENTS && rows.every((r) => r.attempts >= 1) ? rows : undefined;
    });
    for (const row of tried) {
      expect(row.status).toBe('pending');
      expect(row.last_error).toMatch(/ECONNREFUSED/);
    }

    // A hard crash, then SMTP comes back on its port and the product starts again.
    await first.kill();
    const smtp: SmtpSink = await startSmtpSink(smtpPort);
    cleanups.push(() => smtp.close());
    servers.push(await spawnServer(env));
    await smtp.waitFor(2 * STUDENTS, 30_000);
    await until('every outbox row sent', async () =>
      (await outbox(db)).every((r) => r.status === 'sent') ? true : undefined,
    );
    // A little longer than a poll: a second copy of anything would show up now.
    await new Promise((r) => setTimeout(r, 1_500));

    const mails = await Promise.all(
      smtp.received.map(async (m) => ({ to: m.to.join(','), subject: (await simpleParser(m.raw)).subject })),
    );
    expect(mails).toHaveLength(2 * STUDENTS);
    const toCompany = mails.filter((m) => m.to === COMPANY).map((m) => m.subject);
    expect(toCompany.sort()).toEqual(
      students.map((s) => `New application for Reliability Intern 0 from ${s.name}`).sort(),
    );
    for (const student of students) {
      expect(mails.filter((m) => m.to === student.email).map((m) => m.subject)).toEqual([
        'Your application for Reliability Intern 0 at Nimbus Softlabs',
      ]);
    }
    const applications = await db.selectFrom('applications').select('mail_status').execute();
    expect(applications.map((a) => a.mail_status)).toEqual(Array(STUDENTS).fill('sent'));
  }, 90_000);

  it('answers applications at once while the SMTP server hangs', async () => {
    // Accepts the connection and never greets: a send waits for the client's timeout (30 s).
    const sockets: Socket[] = [];
    const hanging = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const { port } = hanging.address() as { port: number };
    const t = await createTestApp(dialect, {
      mailTransport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
      startMailSender: true,
      mailPollMs: 20,
    });
    cleanups.push(() => t.close());
    // Runs before the app closes: refuse new connections and drop the held one, so the sender lets go.
    cleanups.push(async () => {
      const closed = new Promise((resolve) => hanging.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    });
    const students = await seedStudents(t.database.db, 5, 'hang');
    const [jobId] = await seedInternships(t.database.db, 1);
    const tokens = await studentTokens(t.config.jwtSecret, students);
    for (const token of tokens) {
      const started = performance.now();
      const response = await applyIn(t, jobId, token);
      expect(response.statusCode).toBe(201);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
    await until('the sender stuck on the hanging server', async () => (sockets.length > 0 ? true : undefined));
    expect(await outbox(t.database.db)).toHaveLength(students.length);
  });

  it('retries a 4xx answer until the mail is delivered, and marks a 5xx failed after the retry budget', async () => {
    const BOUNCING = 'nobody@gone.example.com';
    const rcptTries = new Map<string, number>();
    const smtp = await startSmtpSink(0, {
      rejectWith: (recipient) => {
        const tries = (rcptTries.get(recipient) ?? 0) + 1;
        rcptTries.set(recipient, tries);
        if (recipient === BOUNCING) return 550;
        return tries <= 2 ? 451 : undefined;
      },
    });
    cleanups.push(() => smtp.close());
    const retry = { maxAttempts: 4, baseDelayMs: 20, maxDelayMs: 100 };
    const t: TestApp = await createTestApp(dialect, {
      mailTransport: createSmtpTransport(smtp.url),
      startMailSender: true,
      mailRetry: retry,
      mailPollMs: 20,
      contentCheckMs: 0,
    });
    cleanups.push(() => t.close());
    const { db } = t.database;
    await db.updateTable('settings').set({ auto_approval: 1, email_notifications: 1 }).execute();
    const [student] = await seedStudents(db, 1, 'retry');
    const [jobId] = await seedInternships(db, 1, BOUNCING);
    const [token] = await studentTokens(t.config.jwtSecret, [student]);

    const response = await applyIn(t, jobId, token);
    expect(response.statusCode).toBe(201);

    const rows = await until('both mails settled', async () => {
      const all = await outbox(db);
      return all.length === 2 && all.every((r) => r.status !== 'pending') ? all : undefined;
    });
    const receipt = rows.find((r) => r.to_address === student.email);
    const toCompany = rows.find((r) => r.to_address === BOUNCING);
    // 451 twice, then accepted: delivered on the third attempt, once.
    expect(receipt).toMatchObject({ status: 'sent', attempts: 3 });
    expect(smtp.received.map((m) => m.to)).toEqual([[student.email]]);
    // 550 every time: tried the whole budget, then given up and the application marked undelivered.
    expect(toCompany).toMatchObject({ status: 'failed', attempts: retry.maxAttempts });
    expect(toCompany?.last_error).toMatch(/550/);
    expect(rcptTries.get(BOUNCING)).toBe(retry.maxAttempts);
    // The application's status is written just after the outbox row: wait for it rather than race it.
    const status = await until('the application marked', async () => {
      const row = await db.selectFrom('applications').select('mail_status').executeTakeFirstOrThrow();
      return row.mail_status === 'pending' ? undefined : row.mail_status;
    });
    expect(status).toBe('undelivered');
  });
});

/** One application through the in-process app (the process-level tests above use fetch). */
function applyIn(t: TestApp, jobId: string, token: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/apply`,
    headers: { authorization: `Bearer ${token}` },
    payload: { coverLetter: 'Hello' },
  });
}
