import Database from 'better-sqlite3';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { adminSuite } from './admin-kit.js';
import { api } from './api.js';
import { registerStudent } from './students.js';

// A saved search's alert end to end (issue 21, item 2; docs/decisions/0046), with a real SMTP server: a
// student saves a search, an administrator posts a matching internship, the morning comes (the search is
// made due in the product's database), the product's own digest writes the mail and its outbox sends it;
// the mail carries RFC 8058 one-click unsubscribe, and the POST a mail client makes turns the alerts off.
describe('a saved search’s alert mail', () => {
  const suite = adminSuite({ mail: true, env: { ALERT_CHECK_SECONDS: '1' } });

  const makeDue = (searchId: string) => {
    const db = new Database(suite.product.databaseFile);
    db.pragma('busy_timeout = 5000');
    db.prepare('update saved_searches set next_alert_at = ? where id = ?').run(
      new Date(Date.now() - 1000).toISOString(),
      searchId,
    );
    db.close();
  };

  it('mails the new matching internships and unsubscribes in one click', async () => {
    const base = suite.product.url;
    const student = await registerStudent(
      base,
      { email: 'meera.alerts@example.com', name: 'Meera Alerts' },
      { sink: suite.sink },
    );
    const saved = await api(base, '/saved-searches', {
      token: student.token,
      body: { name: 'Mysuru data', filters: { search: 'data', location: 'Mysore' }, frequency: 'daily' },
    });
    expect(saved.status).toBe(201);
    const search = ((await saved.json()) as { savedSearch: { _id: string } }).savedSearch;

    for (const [title, location] of [
      ['Data Cleaning Intern', 'Mysuru'],
      ['Data Entry Intern', 'Pune'],
    ]) {
      const created = await suite.api('/admin/jobs', {
        token: suite.session.token,
        body: {
          title,
          company: 'Chamundi Analytics',
          location,
          email: 'jobs@chamundi.example.com',
          domain: 'Technology',
          position: 'Intern',
          salary: 8000,
          duration: '2 months',
          description: 'Clean and check survey data.',
        },
      });
      expect(created.status).toBe(201);
    }

    const before = suite.sink.received.length;
    makeDue(search._id);
    const deadline = Date.now() + 20_000;
    let raw: string | undefined;
    while (!raw && Date.now() < deadline) {
      raw = suite.sink.received.slice(before).find((mail) => mail.to.includes('meera.alerts@example.com'))?.raw;
      if (!raw) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!raw) throw new Error('no alert mail');
    const mail = await simpleParser(raw);
    expect(mail.subject).toBe('1 new internship for “Mysuru data”');
    expect(mail.text).toContain('Data Cleaning Intern');
    expect(mail.text).not.toContain('Data Entry Intern');

    // RFC 8058: an address to POST to (the product's own), and the one-click marker, as the lines a mail
    // client reads.
    // A long header is folded onto a second line; a mail client unfolds it.
    const line = (key: string) =>
      mail.headerLines.find((header) => header.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const unsubscribeUrl = /^List-Unsubscribe:\s*<([^>]+)>$/.exec(line('list-unsubscribe') ?? '')?.[1];
    expect(unsubscribeUrl).toMatch(/\/api\/alerts\/unsubscribe\/[\w-]+\.[\w-]+$/);

    // What a mail client does on "Unsubscribe": a form POST, no cookie, no login.
    const { pathname } = new URL(unsubscribeUrl as string);
    const posted = await fetch(`${base}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ name: 'Mysuru data', frequency: 'off' });
    const mine = (await (await api(base, '/saved-searches', { token: student.token })).json()) as {
      savedSearches: { _id: string; frequency: string; nextAlertAt: string | null }[];
    };
    expect(mine.savedSearches).toEqual([
      expect.objectContaining({ _id: search._id, frequency: 'off', nextAlertAt: null }),
    ]);

    // Off stays off: made due again, no second mail comes.
    const sent = suite.sink.received.length;
    makeDue(search._id);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(suite.sink.received.slice(sent).filter((m) => m.to.includes('meera.alerts@example.com'))).toEqual([]);
  });
});
