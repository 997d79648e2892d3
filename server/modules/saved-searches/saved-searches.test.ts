import { describe, expect, it } from 'vitest';
import { fromJson } from '#server/lib/json-column.js';
import { apiTest } from '#server/test/api-test.js';
import { registerStudent } from '#server/test/students.js';
import { testDialects } from '#server/test/test-database.js';
import { SAVED_SEARCHES_MAX } from '#shared/saved-searches.js';
import { alertLinks } from './alert-links.js';

const JOB = {
  company: 'Kaveri Systems',
  location: 'Bengaluru',
  domain: 'Technology',
  position: 'Intern',
  salary: 12000,
  duration: '3 months',
  description: 'Work with data.',
};

const DATA_SEARCH = {
  name: 'Data in Bengaluru',
  filters: { search: 'data', location: 'Bangalore' },
  frequency: 'daily',
};

describe.each(testDialects())('saved searches and their alerts on %s', (dialect) => {
  const api = apiTest(dialect, { address: '198.51.100.31' });
  const db = () => api.t.database.db;
  const links = () => alertLinks(api.t.config.jwtSecret, api.t.config.publicUrl);
  const newJob = async (title: string, extra: object = {}) =>
    (await api.call('POST', '/api/admin/jobs', { ...JOB, title, ...extra }, api.adminToken)).json().job._id as string;
  const student = async (email: string) => registerStudent(api.t.app, db(), email);
  const saveSearch = async (token: string, body: object = DATA_SEARCH) => {
    const answer = await api.call('POST', '/api/saved-searches', body, token);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().savedSearch as { _id: string; nextAlertAt: string | null; filters: object };
  };
  /** Makes the student's alerts due now (as if the morning had come); other tests' stay as they are. */
  const makeDue = (userId: string) =>
    db()
      .updateTable('saved_searches')
      .set({ next_alert_at: new Date(Date.now() - 1000).toISOString() })
      .where('next_alert_at', 'is not', null)
      .where('user_id', '=', userId)
      .execute();
  const alertMails = (to: string) =>
    db().selectFrom('mail_outbox').selectAll().where('to_address', '=', to).where('headers', 'is not', null).execute();

  it('saves, lists, renames, turns alerts off and on, and deletes a student’s own searches', async () => {
    const { token } = await student('searcher@example.com');
    const other = await student('other-searcher@example.com');
    const saved = await saveSearch(token, {
      name: 'Design anywhere',
      filters: { search: 'design', location: '', minSalary: 5000 },
      frequency: 'weekly',
    });
    // Empty filters are not kept; the first alert is at 08:00 India time (02:30 UTC), 6 to 7 days on.
    expect(saved.filters).toEqual({ search: 'design', minSalary: 5000 });
    const next = new Date(saved.nextAlertAt as string);
    expect(next.toISOString().slice(11, 19)).toBe('02:30:00');
    const days = (next.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6);
    expect(days).toBeLessThanOrEqual(7);
    await saveSearch(token);

    const list = (await api.call('GET', '/api/saved-searches', undefined, token)).json().savedSearches;
    expect(list.map((item: { name: string }) => item.name)).toEqual(['Data in Bengaluru', 'Design anywhere']);

    const off = await api.call('PATCH', `/api/saved-searches/${saved._id}`, { frequency: 'off' }, token);
    expect(off.json().savedSearch).toMatchObject({ frequency: 'off', nextAlertAt: null });
    const renamed = await api.call(
      'PATCH',
      `/api/saved-searches/${saved._id}`,
      { name: 'Design', frequency: 'daily' },
      token,
    );
    expect(renamed.json().savedSearch).toMatchObject({
      name: 'Design',
      frequency: 'daily',
      nextAlertAt: expect.any(String),
    });

    // Another student can neither change nor delete it.
    const theirs = await api.call('PATCH', `/api/saved-searches/${saved._id}`, { name: 'Mine now' }, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('SAVED_SEARCH_NOT_FOUND');
    expect((await api.call('DELETE', `/api/saved-searches/${saved._id}`, undefined, other.token)).statusCode).toBe(204);
    expect((await api.call('GET', '/api/saved-searches', undefined, token)).json().savedSearches).toHaveLength(2);

    expect((await api.call('DELETE', `/api/saved-searches/${saved._id}`, undefined, token)).statusCode).toBe(204);
    expect((await api.call('GET', '/api/saved-searches', undefined, token)).json().savedSearches).toHaveLength(1);
  });

  it('refuses bad input with 400 and the 21st search with 409', async () => {
    const { token } = await student('many-searches@example.com');
    for (const body of [
      { name: '', filters: {}, frequency: 'daily' },
      { name: 'x', filters: {}, frequency: 'hourly' },
      { name: 'x', filters: { minSalary: -1 } },
      { name: 'x', filters: { page: 2 } },
    ]) {
      const refused = await api.call('POST', '/api/saved-searches', body, token);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (let n = 0; n < SAVED_SEARCHES_MAX; n++) await saveSearch(token, { ...DATA_SEARCH, name: `Search ${n}` });
    const over = await api.call('POST', '/api/saved-searches', DATA_SEARCH, token);
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('SAVED_SEARCH_LIMIT_REACHED');
    expect((await api.call('GET', '/api/saved-searches', undefined, token)).json().savedSearches).toHaveLength(
      SAVED_SEARCHES_MAX,
    );
  });

  it('mails what is new and matches, 10 at most, with one-click unsubscribe; then only what is newer', async () => {
    const { token, user } = await student('alerted@example.com');
    await newJob('Data Analyst Intern Before'); // posted before the search was saved: not new
    const search = await saveSearch(token);
    await new Promise((resolve) => setTimeout(resolve, 5));
    for (let n = 1; n <= 12; n++) await newJob(`Data Analyst Intern ${n}`);
    await newJob('Data <b>Markup</b> Intern');
    await newJob('Data Analyst Intern in Pune', { location: 'Pune' }); // another city
    await newJob('Design Intern'); // other words
    await newJob('Closed Data Intern', { isActive: false });

    // Nothing is due yet: the first alert is tomorrow morning.
    expect(await api.t.app.alerts.runNow()).toMatchObject({ alerts: 0, mails: 0 });
    await makeDue(user._id);
    const round = await api.t.app.alerts.runNow();
    expect(round).toMatchObject({ alerts: 1, mails: 1 });

    const [mail, ...more] = await alertMails('alerted@example.com');
    expect(more).toEqual([]);
    expect(mail.subject).toBe('13 new internships for “Data in Bengaluru”');
    const headers = fromJson<Record<string, string>>(mail.headers, {});
    const token_ = links().token(search._id);
    expect(headers).toEqual({
      'List-Unsubscribe': `<${api.t.config.publicUrl}/api/alerts/unsubscribe/${token_}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const listed = mail.text.split('\n').filter((line) => line.startsWith('- '));
    expect(listed).toHaveLength(10);
    expect(mail.text).not.toContain('Before');
    expect(mail.text).not.toContain('Pune');
    expect(mail.text).not.toContain('Design Intern');
    expect(mail.text).not.toContain('Closed');
    expect(mail.text).toContain('See all 13 new internships: ');
    expect(mail.text).toContain(`${api.t.config.publicUrl}/dashboard#saved-searches`);
    expect(mail.text).toContain(`${api.t.config.publicUrl}/alerts/unsubscribe/${token_}`);
    expect(mail.html).toContain('Data &lt;b&gt;Markup&lt;/b&gt; Intern');
    expect(mail.html).not.toContain('<b>Markup');

    // The window moved on; the next alert is tomorrow morning.
    const row = await db()
      .selectFrom('saved_searches')
      .selectAll()
      .where('id', '=', search._id)
      .executeTakeFirstOrThrow();
    expect(row.claimed_until).toBeNull();
    expect(Date.parse(row.next_alert_at as string)).toBeGreaterThan(Date.now());
    expect(row.last_alert_at).not.toBeNull();

    // Due again: only what was posted since goes out; nothing new means no mail.
    await makeDue(user._id);
    expect(await api.t.app.alerts.runNow()).toMatchObject({ alerts: 1, mails: 0 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await newJob('Data Engineer Intern');
    await makeDue(user._id);
    expect(await api.t.app.alerts.runNow()).toMatchObject({ alerts: 1, mails: 1 });
    const latest = (await alertMails('alerted@example.com')).find((m) => m.id !== mail.id);
    expect(latest?.subject).toBe('1 new internship for “Data in Bengaluru”');
    expect(latest?.text).toContain('Data Engineer Intern');
    expect(latest?.text).not.toContain('See all');

    // The account's language writes the mail.
    await db().updateTable('users').set({ language: 'hi' }).where('id', '=', user._id).execute();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await newJob('Data Science Intern');
    await makeDue(user._id);
    await api.t.app.alerts.runNow();
    const hindi = (await alertMails('alerted@example.com')).find((m) => m.text.includes('Data Science Intern'));
    expect(hindi?.subject).toBe('“Data in Bengaluru” के लिए 1 नई इंटर्नशिप');
  });

  it('unsubscribes in one click from the mail’s link, and the page’s GET changes nothing', async () => {
    const { token, user } = await student('unsubscriber@example.com');
    const search = await saveSearch(token);
    const link = links().token(search._id);
    const url = `/api/alerts/unsubscribe/${link}`;

    const shown = await api.t.app.inject({ method: 'GET', url });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ name: 'Data in Bengaluru', frequency: 'daily' });
    expect(shown.headers['cache-control']).toBe('private, no-store');

    // As a mail client posts it (RFC 8058): no cookie, no login, a form body.
    const posted = await api.t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toEqual({ name: 'Data in Bengaluru', frequency: 'off' });
    const mine = (await api.call('GET', '/api/saved-searches', undefined, token)).json().savedSearches;
    expect(mine).toEqual([expect.objectContaining({ _id: search._id, frequency: 'off', nextAlertAt: null })]);
    // Off stays off: a due alert is never claimed.
    await makeDue(user._id);
    const row = await db()
      .selectFrom('saved_searches')
      .select('next_alert_at')
      .where('id', '=', search._id)
      .executeTakeFirstOrThrow();
    expect(row.next_alert_at).toBeNull();

    // Again, and as multipart: the same answer.
    const again = await api.t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(again.statusCode, again.body).toBe(200);
    // The page posts an empty body.
    expect((await api.t.app.inject({ method: 'POST', url })).statusCode).toBe(200);
    // Stopping mails works while the site is under maintenance.
    const settings = (await api.call('GET', '/api/admin/settings', undefined, api.adminToken)).json();
    const put = (maintenanceMode: boolean) =>
      api.call('PUT', '/api/admin/settings', { ...settings, maintenanceMode }, api.adminToken);
    expect((await put(true)).statusCode).toBe(200);
    try {
      expect((await api.call('GET', '/api/saved-searches', undefined, token)).statusCode).toBe(503);
      expect((await api.t.app.inject({ method: 'POST', url })).statusCode).toBe(200);
    } finally {
      await put(false);
    }

    // A link the server did not sign, or one for a search that is gone, finds nothing.
    const [id] = link.split('.');
    for (const bad of [`${id}.AAAA`, `${id}`, `${id}.${link.split('.')[1]}.x`, 'nothing']) {
      const refused = await api.t.app.inject({ method: 'POST', url: `/api/alerts/unsubscribe/${bad}` });
      expect(refused.statusCode, bad).toBe(404);
      expect(refused.json().code).toBe('ALERT_LINK_INVALID');
    }
    await api.call('DELETE', `/api/saved-searches/${search._id}`, undefined, token);
    expect((await api.t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
