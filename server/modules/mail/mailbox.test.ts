import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.js';

// The development mailbox shows every code and reset link (security findings: an open mailbox). It
// answers only on a development server bound to loopback, and only to this machine's own connections.
describe('the development mailbox', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  const sendCode = async () => {
    const sent = await t.app.inject({ method: 'POST', url: '/api/send-otp', payload: { email: 'asha@example.com' } });
    expect(sent.statusCode).toBe(200);
  };
  const open = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress, headers });

  it('shows the mails to a loopback client, over IPv4, IPv6 and IPv4-mapped IPv6', async () => {
    t = await createTestApp('sqlite');
    await sendCode();
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const page = await open(address);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('asha@example.com');
      expect(page.body).toMatch(/\b\d{6}\b/); // the code
    }
  });

  it('tells any other client there is no such page, and shows no mail', async () => {
    t = await createTestApp('sqlite');
    await sendCode();
    for (const address of ['203.0.113.9', '10.0.0.5', '::ffff:192.168.1.4', '2001:db8::1']) {
      const page = await open(address);
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('asha@example.com');
    }
    const mails = await t.database.db.selectFrom('mail_outbox').select('id').execute();
    const one = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${mails[0].id}`, remoteAddress: '203.0.113.9' });
    expect(one.statusCode).toBe(404);
  });

  it('refuses what a proxy on this machine relays, though it connects from loopback', async () => {
    t = await createTestApp('sqlite');
    await sendCode();
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const page = await open('127.0.0.1', { [header]: '203.0.113.9' });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('asha@example.com');
    }
  });

  it('does not exist on a development server listening on every interface; mails stay in the outbox', async () => {
    t = await createTestApp('sqlite', { env: { HOST: '0.0.0.0' } });
    await sendCode();
    expect((await open('127.0.0.1')).statusCode).toBe(404);
    const kept = await t.database.db.selectFrom('mail_outbox').select('to_address').execute();
    expect(kept.map((mail) => mail.to_address)).toEqual(['asha@example.com']);
  });

  it('never exists in production', async () => {
    t = await createTestApp('sqlite', { env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' } });
    expect((await open('127.0.0.1')).statusCode).toBe(404);
  });
});
