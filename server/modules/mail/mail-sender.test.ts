import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '#server/db/migrate.js';
import { freePort, type SmtpSink, startSmtpSink } from '#server/test/smtp-sink.js';
import { createTestDatabase, type TestDatabase, testDialects } from '#server/test/test-database.js';
import { MailSender, type RetryPolicy } from './mail-sender.js';
import { enqueueMail } from './outbox.service.js';
import { createSmtpTransport, type MailTransport } from './transport.js';

const log = pino({ level: 'silent' });
const FAST_RETRY: RetryPolicy = { maxAttempts: 4, baseDelayMs: 1, maxDelayMs: 5 };

describe.each(testDialects())('outbox sender on %s', (dialect) => {
  let database: TestDatabase;
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await database?.cleanup();
  });

  async function setUp(): Promise<TestDatabase> {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db);
    return database;
  }

  function sender(smtpPort: number, retry = FAST_RETRY): MailSender {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtpPort}`);
    const mailSender = new MailSender({
      db: database.db,
      transport,
      from: 'Portal <portal@example.com>',
      log,
      retry,
      pollMs: 20,
    });
    cleanups.push(async () => {
      await mailSender.stop();
      transport.close();
    });
    return mailSender;
  }

  async function sink(port = 0, options = {}): Promise<SmtpSink> {
    const started = await startSmtpSink(port, options);
    cleanups.push(() => started.close());
    return started;
  }

  const outboxRow = (id: string) =>
    database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('delivers a queued mail to a real SMTP server and records it', async () => {
    await setUp();
    const smtp = await sink();
    const id = await enqueueMail(database.db, {
      to: 'student@example.com',
      subject: 'Your code',
      html: '<p>Hello</p>',
      text: 'Hello',
    });
    expect(await sender(smtp.port).runOnce()).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual(['student@example.com']);
    expect(mail.raw).toContain('Subject: Your code');
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await sender(smtp.port).runOnce()).toBe(0);
  });

  it('attaches stored files', async () => {
    await setUp();
    const smtp = await sink();
    const now = new Date().toISOString();
    const pdf = Buffer.from('%PDF-1.4 resume bytes');
    await database.db
      .insertInto('files')
      .values({
        id: 'r1',
        kind: 'resume',
        filename: 'cv.pdf',
        content_type: 'application/pdf',
        size: pdf.length,
        data: pdf,
        created_at: now,
      })
      .execute();
    await enqueueMail(database.db, {
      to: 'hr@example.com',
      subject: 'Application',
      html: '<p>See attached</p>',
      text: 'See attached',
      attachments: [{ fileId: 'r1', filename: 'Asha_Resume.pdf' }],
    });
    await sender(smtp.port).runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail.raw).toContain('filename=Asha_Resume.pdf');
    expect(mail.raw).toContain(pdf.toString('base64'));
  });

  it('retries while SMTP is down and delivers once it is back, also after a restart', async () => {
    await setUp();
    const port = await freePort();
    const id = await enqueueMail(database.db, { to: 'a@example.com', subject: 'Queued', html: '<p>x</p>', text: 'x' });

    // First process: SMTP is down, the attempt fails and is scheduled again.
    const first = sender(port);
    expect(await first.runOnce()).toBe(1);
    const afterFailure = await outboxRow(id);
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFailure.last_error).toMatch(/ECONNREFUSED|connect/i);
    await first.stop();

    // The process restarts and SMTP comes back on the same port: the loop picks the mail up.
    const smtp = await sink(port);
    const second = sender(port);
    second.start();
    await smtp.waitFor(1);
    await second.stop();
    expect(smtp.received).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('resumes a mail whose sender died mid-send once its claim expires', async () => {
    await setUp();
    const smtp = await sink();
    const id = await enqueueMail(database.db, { to: 'b@example.com', subject: 'Claimed', html: '<p>y</p>', text: 'y' });
    const inOneMinute = new Date(Date.now() + 60_000).toISOString();
    await database.db.updateTable('mail_outbox').set({ locked_until: inOneMinute }).where('id', '=', id).execute();

    const mailSender = sender(smtp.port);
    expect(await mailSender.runOnce()).toBe(0);
    expect(await mailSender.runOnce(new Date(Date.now() + 61_000))).toBe(1);
    await smtp.waitFor(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent' });
  });

  it('marks a mail failed after the retry budget and records the application as undelivered', async () => {
    await setUp();
    const smtp = await sink(0, { rejectWith: 550 });
    const now = new Date().toISOString();
    await database.db
      .insertInto('applications')
      .values({
        id: 'app1',
        user_id: 'u1',
        job_id: 'j1',
        job_title: 'Intern',
        job_company: 'Acme',
        job_location: 'Mysuru',
        job_salary: 10000,
        status: 'Pending',
        mail_status: 'pending',
        cover_letter: '',
        applied_at: now,
        updated_at: now,
      })
      .execute();
    const id = await enqueueMail(database.db, {
      to: 'hr@example.com',
      subject: 'Application',
      html: '<p>z</p>',
      text: 'z',
      applicationId: 'app1',
    });
    const mailSender = sender(smtp.port);
    for (let attempt = 0; attempt < FAST_RETRY.maxAttempts; attempt++) {
      await mailSender.runOnce(new Date(Date.now() + 1_000 * (attempt + 1)));
    }
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: FAST_RETRY.maxAttempts });
    const application = await database.db.selectFrom('applications').select('mail_status').executeTakeFirstOrThrow();
    expect(application.mail_status).toBe('undelivered');
    expect(await mailSender.runOnce(new Date(Date.now() + 60_000))).toBe(0);
  });

  it('sends each mail exactly once when two senders run at the same time', async () => {
    await setUp();
    const smtp = await sink();
    for (let i = 0; i < 12; i++) {
      await enqueueMail(database.db, { to: `s${i}@example.com`, subject: `Mail ${i}`, html: '<p>m</p>', text: 'm' });
    }
    const [a, b] = [sender(smtp.port), sender(smtp.port)];
    const counts = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(12);
    await smtp.waitFor(12);
    expect(new Set(smtp.received.map((m) => m.to[0])).size).toBe(12);
  });

  it('skips a mail of its batch that another sender claimed after this batch outlived its claim', async () => {
    await setUp();
    const smtp = await sink();
    for (const i of [1, 2]) {
      await enqueueMail(database.db, { to: `slow${i}@example.com`, subject: `Mail ${i}`, html: '<p>m</p>', text: 'm' });
    }
    // Sender A's first send lasts until sender B has claimed and sent both mails, past A's 300 ms claim.
    const smtpTransport = createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    let sends = 0;
    let heldTo = '';
    let firstSendStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      firstSendStarted = resolve;
    });
    let releaseFirstSend: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      releaseFirstSend = resolve;
    });
    const slowFirst: MailTransport = {
      description: 'SMTP, held on its first mail',
      async send(message) {
        sends += 1;
        if (sends === 1) {
          heldTo = message.to;
          firstSendStarted();
          await released;
        }
        await smtpTransport.send(message);
      },
      close: () => smtpTransport.close(),
    };
    const a = new MailSender({
      db: database.db,
      transport: slowFirst,
      from: 'Portal <p@example.com>',
      log,
      lockMs: 300,
    });
    cleanups.push(async () => {
      await a.stop();
      slowFirst.close();
    });
    const first = a.runOnce();
    await started;
    const other = await database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '!=', heldTo)
      .executeTakeFirstOrThrow();
    const claimedUntil = other.locked_until;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(claimedUntil ?? '') - Date.now()) + 50));
    expect(await sender(smtp.port).runOnce()).toBe(2);
    releaseFirstSend();
    await first;

    await smtp.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The held mail went twice (its single send outlived the claim: the transport's timeouts keep that
    // inside the real 60 s); the other went once, because A found its claim taken and left it.
    expect(smtp.received.filter((m) => m.to[0] === other.to_address)).toHaveLength(1);
    expect(sends).toBe(1);
  });
});
