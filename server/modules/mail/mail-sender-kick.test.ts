import pino from 'pino';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { migrateToLatest } from '#server/db/migrate.js';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.js';
import { MailSender } from './mail-sender.js';
import { enqueueMail } from './outbox.service.js';
import type { MailMessage, MailTransport } from './transport.js';

// When the sender runs after kicks: a burst of requests is answered first and mailed right after,
// a steady stream still gets its mail within the ceiling, and a backlog keeps moving. Fake clocks,
// a real outbox; the transport only records (delivery itself is tested against SMTP in mail-sender.test.ts).

let database: TestDatabase;
let sender: MailSender;
const sent: { to: string; at: number }[] = [];
const transport: MailTransport = {
  description: 'recording',
  send: async (message: MailMessage) => {
    sent.push({ to: message.to, at: Date.now() });
  },
  close: () => {},
};

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  database = await createTestDatabase('sqlite');
  await migrateToLatest(database.db);
  sender = new MailSender({
    db: database.db,
    transport,
    from: 'Portal <p@example.com>',
    log: pino({ level: 'silent' }),
  });
  sender.start();
  await vi.advanceTimersByTimeAsync(10); // the start-up run: an empty outbox
  sent.length = 0;
});

afterEach(async () => {
  await sender.stop();
  vi.useRealTimers();
  await database.cleanup();
});

/** Queue one mail and kick, as an application does, then let `ms` pass. */
async function queueAndWait(n: number, ms: number): Promise<void> {
  await enqueueMail(database.db, { to: `s${n}@example.com`, subject: 'Applied', html: '<p>ok</p>', text: 'ok' });
  sender.kick();
  await vi.advanceTimersByTimeAsync(ms);
}

it('waits for a burst to end, then mails all of it', async () => {
  const started = Date.now();
  for (let n = 0; n < 15; n++) await queueAndWait(n, 20);
  const lastKick = Date.now() - 20;
  expect(sent).toHaveLength(0); // 300 ms of kicks 20 ms apart: nothing sent during the burst
  await vi.advanceTimersByTimeAsync(200);
  expect(sent).toHaveLength(15);
  expect(Math.min(...sent.map((m) => m.at))).toBeGreaterThanOrEqual(lastKick + 100);
  expect(Math.min(...sent.map((m) => m.at)) - started).toBeLessThan(1000);
});

it('sends within the ceiling while kicks keep coming, and keeps a backlog moving', async () => {
  const started = Date.now();
  // 60 mails, one every 50 ms for 3 s: kicks never pause for 100 ms.
  for (let n = 0; n < 60; n++) await queueAndWait(n, 50);
  const firstSent = Math.min(...sent.map((m) => m.at));
  expect(firstSent - started).toBeLessThanOrEqual(1000);
  expect(sent.length).toBeGreaterThanOrEqual(40); // the stream is mailed as it goes, not held to the end
  await vi.advanceTimersByTimeAsync(1000);
  expect(new Set(sent.map((m) => m.to)).size).toBe(60);
  expect(sent).toHaveLength(60);
});
