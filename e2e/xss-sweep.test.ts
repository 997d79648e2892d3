import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.js';
import { NOTHING_FOUND } from './xss/detect.js';
import { htmlViewer, parseMails } from './xss/mail-pages.js';
import { PAYLOADS, payloadAt } from './xss/payloads.js';
import { ADMIN_NAME, DISMISSAL, PLATFORM_NAME, type Seeded, STUDENT_NAMES, seedProduct } from './xss/seed.js';
import { adminVisitor, studentVisitor } from './xss/visit.js';

// Security issue, item 7: 30 XSS payloads in every text field the student pages, the admin pages and the
// outgoing mails render (e2e/xss/seed.ts lists the fields). Nothing may run, no payload may become an
// element, an event handler or a script URL, and the payloads must show as the literal text they are.

const ALL_TEXTS = PAYLOADS.map((payload) => payload.text);
const job = (j: number) => ({ title: payloadAt(j), company: payloadAt(j + 6), location: payloadAt(j + 12) });

describe('30 XSS payloads through every rendered text field', () => {
  let browser: Browser;
  let seeded: Seeded;

  beforeAll(async () => {
    [seeded, browser] = await Promise.all([seedProduct(), launchBrowser()]);
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await seeded?.stop();
  });

  it('the detector sees every markup payload when it is parsed as HTML (the test can fail)', async () => {
    const viewer = await htmlViewer(browser);
    const ran = new Set<number>();
    for (const payload of PAYLOADS) {
      const { found } = await viewer.show(`<!doctype html><body><p>${payload.text}</p></body>`);
      for (const id of found.fired) ran.add(id);
      const caught = found.payloadElements.length + found.handlerAttributes.length + found.scriptUrls.length;
      if (payload.kind === 'markup') expect(caught, payload.text).toBeGreaterThan(0);
      else expect(found.payloadElements, payload.text).toEqual([]);
    }
    await viewer.close();
    // Without escaping most of them really run, in this very browser: the marker is live.
    expect(ran.size).toBeGreaterThanOrEqual(12);
  });

  it('student pages: home, internships, a detail, global jobs and the dashboard run nothing', async () => {
    const student = await studentVisitor(browser, seeded, seeded.students[0]);
    await student.visit('/', [PLATFORM_NAME, job(0).title]);
    await student.visit('/internships', [job(0).title, job(0).company, job(5).title, job(5).location]);
    await student.visit(`/internships/${seeded.jobIds[0]}`, [job(0).title, job(0).company, ...ALL_TEXTS]);
    await student.open('Report this listing', [job(0).title]);
    await student.visit('/global-jobs', [payloadAt(0), payloadAt(4), payloadAt(20), 'Hostile link 1']);
    await student.visit('/dashboard', [STUDENT_NAMES[0], job(0).title, job(1).title, payloadAt(10), ...ALL_TEXTS]);
    // "My reports": the reported listings' titles and the dismissal's reason (docs/decisions/0035).
    await student.visit('/dashboard', [job(1).title, job(2).title, DISMISSAL]);
    await student.close();
  });

  it('admin pages: dashboard, analytics, internships and their edit form, global jobs, applications, users, reports and the activity log run nothing', async () => {
    const admin = await adminVisitor(browser, seeded);
    await admin.visit('/admin', [ADMIN_NAME, PLATFORM_NAME]);
    await admin.visit('/admin/analytics', [ADMIN_NAME]);
    await admin.visit('/admin/jobs', [job(0).title, job(0).company, job(3).location]);
    await admin.open(`Edit ${job(2).title}`, [job(2).title, job(2).company, payloadAt(20), payloadAt(26)]);
    await admin.visit('/admin/global', [payloadAt(0), payloadAt(4), 'Hostile link 5']);
    await admin.visit('/admin/applications', [...STUDENT_NAMES, job(0).title]);
    await admin.open(`View ${STUDENT_NAMES[1]}'s application`, [STUDENT_NAMES[1], ...ALL_TEXTS]);
    await admin.visit('/admin/users', [...STUDENT_NAMES]);
    await admin.open(`View ${STUDENT_NAMES[2]}`, [STUDENT_NAMES[2], payloadAt(12), ...ALL_TEXTS]);
    await admin.visit('/admin/settings', [PLATFORM_NAME, ADMIN_NAME]);
    // The complaint queue: reports' texts and contacts, open and closed (docs/decisions/0035); the activity log,
    // whose details echo what administrators typed (docs/decisions/0034).
    await admin.visit('/admin/reports', [job(1).title, job(1).company, payloadAt(20), ...ALL_TEXTS.slice(0, 15)]);
    await admin.visit('/admin/reports?state=closed', [job(2).title, payloadAt(21), DISMISSAL, ...ALL_TEXTS.slice(15)]);
    await admin.visit('/admin/audit', [ADMIN_NAME, PLATFORM_NAME]);
    await admin.close();
  });

  it('every mail sent, shown with JavaScript on and no CSP, runs nothing and shows the payloads as text', async () => {
    // registration codes ×3, application received ×6, to the companies ×6, a decision, a recovery code
    const received = await seeded.sink.waitFor(17);
    const mails = await parseMails(received);
    const viewer = await htmlViewer(browser);
    const toCompany = mails.filter((mail) => mail.to[0].endsWith('@company.example'));
    expect(toCompany).toHaveLength(6);
    for (const mail of mails) {
      const { found, seen, text } = await viewer.show(mail.html);
      const where = `${mail.subject} → ${mail.to.join(', ')}`;
      expect({ where, ...found, ...seen }).toEqual({ where, ...NOTHING_FOUND });
      expect(text, where).toContain(PLATFORM_NAME);
      // The company reads the student's name, city, skills and the whole cover letter: every payload.
      if (toCompany.includes(mail)) for (const payload of ALL_TEXTS) expect(text, where).toContain(payload);
    }
    await viewer.close();
  });
});
