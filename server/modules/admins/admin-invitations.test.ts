import { describe, expect, it } from 'vitest';
import { apiTest } from '#server/test/api-test.js';
import { latestMailTo, registerStudent } from '#server/test/students.js';
import { TEST_ADMIN } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';

const PASSWORD = 'a-long-admin-passphrase';

describe.each(testDialects())('several administrators on %s', (dialect) => {
  const api = apiTest(dialect, { address: '203.0.113.40' });
  const asAdmin = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = api.adminToken) =>
    api.call(method, url, payload, token);
  const visitor = (method: 'GET' | 'POST', url: string, payload?: object) => api.call(method, url, payload);
  const db = () => api.t.database.db;

  /** The token of the newest invitation mail to `email`, and the mail. */
  async function invitationMail(email: string) {
    const mail = await latestMailTo(db(), email);
    const token = mail?.text.match(/\/admin\/invitation\/([\w-]+)/)?.[1] ?? '';
    return { mail, token };
  }

  async function invite(username: string, email: string, token = api.adminToken) {
    const sent = await asAdmin('POST', '/api/admin/admins/invitations', { username, email }, token);
    expect(sent.statusCode, sent.body).toBe(201);
    return (await invitationMail(email.toLowerCase())).token;
  }

  /** A new administrator through the whole flow: their session token and id. */
  async function newAdmin(username: string) {
    const link = await invite(username, `${username}@example.com`);
    const accepted = await visitor('POST', `/api/admin/invitations/${link}`, { password: PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { token: accepted.json().token as string, id: accepted.json().admin._id as string };
  }

  const auditEntries = async (action: string) =>
    (await asAdmin('GET', `/api/admin/audit?action=${encodeURIComponent(action)}`)).json().entries;

  it('invites by mail; the link sets the password once, signs the new administrator in, and login works', async () => {
    const sent = await asAdmin('POST', '/api/admin/admins/invitations', {
      username: 'priya',
      email: 'Priya@Example.com',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      message: 'Invitation sent!',
      invitation: { username: 'priya', email: 'priya@example.com', invitedBy: TEST_ADMIN.username },
    });

    const { mail, token } = await invitationMail('priya@example.com');
    expect(mail?.subject).toBe('You are invited to administer InternConnect');
    expect(mail?.text).toContain(`${api.t.config.publicUrl}/admin/invitation/${token}`);
    expect(mail?.text).toContain('Your username: priya');
    expect(token).toMatch(/^[\w-]{43}$/);
    const stored = await db()
      .selectFrom('admin_invitations')
      .select(['token_hash', 'expires_at', 'created_at'])
      .execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    const hours = (Date.parse(stored[0].expires_at) - Date.parse(stored[0].created_at)) / 3_600_000;
    expect(hours).toBe(72);

    const listed = (await asAdmin('GET', '/api/admin/admins')).json();
    expect(listed.admins).toEqual([
      {
        _id: expect.any(String),
        username: 'admin',
        email: TEST_ADMIN.email,
        createdAt: expect.any(String),
        isYou: true,
      },
    ]);
    expect(listed.invitations).toMatchObject([{ username: 'priya', email: 'priya@example.com' }]);

    const shown = await visitor('GET', `/api/admin/invitations/${token}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ username: 'priya', email: 'priya@example.com' });
    expect(shown.headers['cache-control']).toBe('private, no-store');

    const short = await visitor('POST', `/api/admin/invitations/${token}`, { password: 'short-one' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 12 characters long');

    const accepted = await visitor('POST', `/api/admin/invitations/${token}`, { password: PASSWORD });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'Welcome! Your administrator account is ready.',
      admin: { username: 'priya', email: 'priya@example.com' },
    });
    expect(accepted.body).not.toContain('password');
    const me = await asAdmin('GET', '/api/admin/me', undefined, accepted.json().token);
    expect(me.json().admin.username).toBe('priya');
    const login = await visitor('POST', '/api/admin/login', { username: 'priya', password: PASSWORD });
    expect(login.statusCode).toBe(200);

    // Single use: the link is spent, whatever is sent.
    const again = await visitor('POST', `/api/admin/invitations/${token}`, { password: 'another-long-passphrase' });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('INVITATION_USED');
    expect((await visitor('GET', `/api/admin/invitations/${token}`)).json().code).toBe('INVITATION_USED');

    const after = (await asAdmin('GET', '/api/admin/admins')).json();
    expect(after.admins.map((admin: { username: string }) => admin.username)).toEqual(['admin', 'priya']);
    expect(after.invitations).toEqual([]);
    const [joined] = await auditEntries('Join as administrator');
    expect(joined).toMatchObject({ adminName: 'priya', details: { invitedBy: 'admin', email: 'priya@example.com' } });
    const [invited] = await auditEntries('Invite administrator');
    expect(invited).toMatchObject({ adminName: 'admin', details: { username: 'priya' } });
    expect(JSON.stringify(invited)).not.toContain(token);
  });

  it('spends a link once when two acceptances race', async () => {
    const token = await invite('racer', 'racer@example.com');
    const answers = await Promise.all(
      [1, 2].map(() => visitor('POST', `/api/admin/invitations/${token}`, { password: PASSWORD })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
    const racers = await db().selectFrom('admins').select('id').where('username', '=', 'racer').execute();
    expect(racers).toHaveLength(1);
  });

  it('refuses an expired, a made-up, a replaced or a withdrawn link', async () => {
    const expired = await invite('late', 'late@example.com');
    await db()
      .updateTable('admin_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('email', '=', 'late@example.com')
      .execute();
    for (const answer of [
      await visitor('GET', `/api/admin/invitations/${expired}`),
      await visitor('POST', `/api/admin/invitations/${expired}`, { password: PASSWORD }),
    ]) {
      expect(answer.statusCode).toBe(410);
      expect(answer.json().code).toBe('INVITATION_EXPIRED');
    }
    const madeUp = await visitor('GET', `/api/admin/invitations/${'x'.repeat(43)}`);
    expect(madeUp.statusCode).toBe(404);
    expect(madeUp.json().code).toBe('INVITATION_INVALID');

    // Inviting the same address again replaces the invitation: the first link stops working.
    const first = await invite('meera', 'meera@example.com');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await invite('meera', 'meera@example.com');
    expect(second).not.toBe(first);
    expect((await visitor('GET', `/api/admin/invitations/${first}`)).statusCode).toBe(404);
    expect((await visitor('GET', `/api/admin/invitations/${second}`)).statusCode).toBe(200);

    const pending = (await asAdmin('GET', '/api/admin/admins')).json().invitations;
    const meera = pending.filter((invitation: { email: string }) => invitation.email === 'meera@example.com');
    expect(meera).toHaveLength(1);
    const withdrawn = await asAdmin('DELETE', `/api/admin/admins/invitations/${meera[0]._id}`);
    expect(withdrawn.json()).toEqual({ message: 'Invitation withdrawn' });
    expect((await visitor('GET', `/api/admin/invitations/${second}`)).statusCode).toBe(404);
    const twice = await asAdmin('DELETE', `/api/admin/admins/invitations/${meera[0]._id}`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().code).toBe('INVITATION_NOT_FOUND');
  });

  it('refuses a username or email an administrator or a live invitation already has (409 with a code)', async () => {
    const cases = [
      [{ username: TEST_ADMIN.username, email: 'new@example.com' }, 'USERNAME_TAKEN'],
      [{ username: TEST_ADMIN.username.toUpperCase(), email: 'new@example.com' }, 'USERNAME_TAKEN'],
      [{ username: 'fresh', email: TEST_ADMIN.email.toUpperCase() }, 'ADMIN_EMAIL_TAKEN'],
    ] as const;
    for (const [body, code] of cases) {
      const answer = await asAdmin('POST', '/api/admin/admins/invitations', body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(409);
      expect(answer.json().code).toBe(code);
    }
    await invite('ravi', 'ravi@example.com');
    const clash = await asAdmin('POST', '/api/admin/admins/invitations', {
      username: 'Ravi',
      email: 'other@example.com',
    });
    expect(clash.json()).toEqual({ message: 'That username is taken', code: 'USERNAME_TAKEN' });
    const invalid = await asAdmin('POST', '/api/admin/admins/invitations', { username: '', email: 'not-an-email' });
    expect(invalid.statusCode).toBe(400);
  });

  it('removing an administrator ends their sessions at once; the audit log keeps their name', async () => {
    const asha = await newAdmin('asha');
    expect((await asAdmin('GET', '/api/admin/admins', undefined, asha.token)).statusCode).toBe(200);

    const removed = await asAdmin('DELETE', `/api/admin/admins/${asha.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'Administrator removed', admin: { username: 'asha' } });
    const refused = await asAdmin('GET', '/api/admin/admins', undefined, asha.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('SESSION_INVALID');
    expect((await visitor('POST', '/api/admin/login', { username: 'asha', password: PASSWORD })).statusCode).toBe(401);

    const [entry] = await auditEntries('Remove administrator');
    expect(entry).toMatchObject({ adminName: 'admin', target: asha.id });
    expect(entry.details.result.admin.username).toBe('asha');
    const joined = (await auditEntries('Join as administrator')).find(
      (e: { adminId: string }) => e.adminId === asha.id,
    );
    expect(joined.adminName).toBe('asha');
    expect((await asAdmin('DELETE', `/api/admin/admins/${asha.id}`)).json().code).toBe('ADMIN_NOT_FOUND');
  });

  it('lets an administrator remove themself while another remains, and never the last one', async () => {
    const kiran = await newAdmin('kiran');
    const self = await asAdmin('DELETE', `/api/admin/admins/${kiran.id}`, undefined, kiran.token);
    expect(self.statusCode).toBe(200);
    expect((await asAdmin('GET', '/api/admin/me', undefined, kiran.token)).statusCode).toBe(401);
    const [entry] = await auditEntries('Remove administrator');
    expect(entry).toMatchObject({ adminName: 'kiran', adminId: kiran.id, target: kiran.id });

    // Remove everyone else; the last administrator stays, by their own hand or another's.
    const { admins } = (await asAdmin('GET', '/api/admin/admins')).json();
    for (const admin of admins.filter((a: { isYou: boolean }) => !a.isYou)) {
      expect((await asAdmin('DELETE', `/api/admin/admins/${admin._id}`)).statusCode).toBe(200);
    }
    const me = admins.find((a: { isYou: boolean }) => a.isYou);
    const last = await asAdmin('DELETE', `/api/admin/admins/${me._id}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({
      message: 'The last administrator cannot be removed. Invite another administrator first.',
      code: 'LAST_ADMIN',
    });
    expect((await asAdmin('GET', '/api/admin/me')).statusCode).toBe(200);
  });

  it("refuses the administrators' routes to visitors (401) and students (403)", async () => {
    const { token: student } = await registerStudent(api.t.app, db(), 'curious@example.com');
    const routes = [
      ['GET', '/api/admin/admins'],
      ['POST', '/api/admin/admins/invitations'],
      ['DELETE', '/api/admin/admins/invitations/some-id'],
      ['DELETE', '/api/admin/admins/some-id'],
    ] as const;
    for (const [method, url] of routes) {
      const body = method === 'POST' ? { username: 'sneaky', email: 'sneaky@example.com' } : undefined;
      expect((await api.call(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await api.call(method, url, body, student)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await latestMailTo(db(), 'sneaky@example.com')).toBeUndefined();
  });
});
