import { rmSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnswerLinks, answerLinks } from '#server/modules/hearing-back/answer-links.js';
import { ANSWER_KINDS, ANSWER_NOTE_MAX } from '#shared/hearing-back.js';
import { adminToken } from '../admin.js';
import { MINIMAL_PDF } from '../fixtures.js';
import { bearer, registerStudent } from '../students.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { testDialects } from '../test-database.js';
import { type FuzzBody, fuzzBody } from './fuzz-bodies.js';
import {
  check,
  collectInventory,
  contentType,
  FUZZ_RUNS,
  fuzzAppOptions,
  makeWebRoot,
  payload,
  routeName,
} from './fuzz-check.js';
import { oddTokens } from './fuzz-tokens.js';
import { fuzzQuery } from './fuzz-urls.js';
import { fitting } from './fuzz-values.js';
import { createJob } from './security-fixtures.js';

const webRoot = makeWebRoot();
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
const inventory = await collectInventory(webRoot);

// The company's link routes (docs/decisions/0033), with the link the only key: odd links (a character
// flipped, cut, lengthened, unicode, percent-escapes, dot segments, huge, signed but expired, for the other
// purpose, for an application that is gone, under another key), with right bodies mostly so the link alone
// decides, from any caller. Every answer a clean 4xx, and nothing in the database changes.
const COMPANY_LINK_ROUTES = inventory.routes.filter((route) => route.url.startsWith('/api/company-answers/'));
const rightAnswer = fc.record(
  {
    answer: fc.constantFrom(...ANSWER_KINDS),
    note: fc.constantFrom('', 'See you on Monday.', 'ಧನ್ಯವಾದಗಳು', 'x'.repeat(ANSWER_NOTE_MAX)),
    interviewAt: fc
      .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString()),
  },
  { requiredKeys: ['answer'] },
);

describe.each(testDialects())("the company's link routes with odd links, on %s", (dialect) => {
  let t: TestApp;
  let links: AnswerLinks;
  let applicationId = '';
  let right = { answer: '', resume: '' };
  let wrong = { answer: [] as string[], resume: [] as string[] };
  let callers: (string | null)[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      fuzzAppOptions(webRoot, () => {}),
    );
    links = answerLinks(t.config.jwtSecret, t.config.publicUrl);
    const admin = await adminToken(t.app);
    const settings = (await t.app.inject({ url: '/api/admin/settings', headers: bearer(admin) })).json();
    const put = (autoApproval: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: bearer(admin),
        payload: { ...settings, autoApproval },
      });
    const { token } = await registerStudent(t.app, t.database.db, 'odd-links@example.com', {
      resumeData: MINIMAL_PDF.toString('base64'),
      resumeFilename: 'cv.pdf',
    });
    const job = await createJob(t.app, admin, { title: 'Odd Links Intern' });
    // Applied with auto-approval on: the application goes to the company at once, with its links.
    expect((await put(true)).statusCode).toBe(200);
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job}/apply`,
      headers: bearer(token),
      payload: { coverLetter: 'Hi' },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect((await put(false)).statusCode).toBe(200);
    applicationId = applied.json().application._id;
    const { company_mailed_at } = await t.database.db
      .selectFrom('applications')
      .select('company_mailed_at')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    if (!company_mailed_at) throw new Error('not mailed to the company');
    right = {
      answer: links.answerToken(applicationId, company_mailed_at),
      resume: links.resumeToken(applicationId, new Date()),
    };
    const gone = '0'.repeat(32);
    const otherKey = answerLinks(`${t.config.jwtSecret}-other`, t.config.publicUrl);
    const shared = [
      links.answerToken(gone, company_mailed_at),
      links.resumeToken(gone, new Date()),
      otherKey.answerToken(applicationId, company_mailed_at),
      otherKey.resumeToken(applicationId, new Date()),
    ];
    wrong = {
      answer: [...shared, right.resume, links.answerToken(applicationId, '2000-01-01T00:00:00.000Z')],
      resume: [...shared, right.answer, links.resumeToken(applicationId, new Date(Date.now() - 2 * 3600_000))],
    };
    callers = [null, token, admin, 'not-a-session'];
    expect((await t.app.inject({ url: `/api/company-answers/${right.answer}` })).statusCode).toBe(200);
  });
  afterAll(async () => t?.close());

  /** Everything a company link could change: the applications, their histories, the mails. */
  async function snapshot() {
    const { db } = t.database;
    return JSON.stringify({
      applications: await db.selectFrom('applications').selectAll().orderBy('id').execute(),
      events: await db.selectFrom('application_events').selectAll().orderBy('id').execute(),
      mails: await db.selectFrom('mail_outbox').select('id').orderBy('id').execute(),
    });
  }

  it('refuses links the server signed that are wrong here, each with its own answer', async () => {
    const expected = [
      ['answer', links.answerToken(applicationId, '2000-01-01T00:00:00.000Z'), 410, 'ANSWER_LINK_EXPIRED'],
      ['resume', links.resumeToken(applicationId, new Date(Date.now() - 2 * 3600_000)), 410, 'ANSWER_LINK_EXPIRED'],
      ['answer', links.answerToken('0'.repeat(32), new Date().toISOString()), 410, 'APPLICATION_WITHDRAWN'],
      ['answer', right.resume, 404, 'ANSWER_LINK_INVALID'],
      ['resume', right.answer, 404, 'ANSWER_LINK_INVALID'],
      [
        'answer',
        answerLinks('another-key', t.config.publicUrl).answerToken(applicationId, new Date().toISOString()),
        404,
        'ANSWER_LINK_INVALID',
      ],
    ] as const;
    const before = await snapshot();
    for (const [purpose, token, status, code] of expected) {
      const urls =
        purpose === 'resume'
          ? [['GET', `/api/company-answers/resume/${token}`]]
          : [
              ['GET', `/api/company-answers/${token}`],
              ['POST', `/api/company-answers/${token}/opened`],
              ['POST', `/api/company-answers/${token}`],
            ];
      for (const [method, url] of urls) {
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          ...(url.endsWith(token) && method === 'POST' ? { payload: { answer: 'offer' } } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(status);
        expect(response.json().code, `${method} ${url}`).toBe(code);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it.each(COMPANY_LINK_ROUTES.map((route) => [routeName(route), route] as const))('%s', async (_name, route) => {
    const resumeRoute = route.url.startsWith('/api/company-answers/resume/');
    const token = resumeRoute ? oddTokens(right.resume, wrong.resume) : oddTokens(right.answer, wrong.answer);
    // Mostly answers the route takes, so the link alone decides; some fitted to the schema, some anything.
    const json = (value: unknown): FuzzBody => ({ kind: 'json', value });
    const body = route.body
      ? fc.oneof(
          { weight: 4, arbitrary: rightAnswer.map(json) },
          { weight: 1, arbitrary: fitting(route.body, []).map(json) },
          { weight: 1, arbitrary: fuzzBody(route, []) },
        )
      : fuzzBody(route, []);
    const query = fc.oneof(fc.constant(''), fuzzQuery(route, [applicationId]));
    const request = fc.record({ token, body, query, caller: fc.constantFrom(...callers) });
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(request, async ({ token, body, query, caller }) => {
        const path = route.url.replace(':token', () => token);
        const url = query ? `${path}?${query}` : path;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { ...(caller ? bearer(caller) : {}), ...contentType(body) },
          ...payload(body),
        });
        check(route, url, response);
        expect(
          response.statusCode,
          `${route.method} ${url.slice(0, 300)} → ${response.body.slice(0, 300)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(await snapshot(), `${route.method} ${url.slice(0, 300)} changed something`).toBe(before);
      }),
      FUZZ_RUNS,
    );
    // The right link still works afterwards: nothing was used up or locked by the odd ones.
    const url = resumeRoute ? `/api/company-answers/resume/${right.resume}` : `/api/company-answers/${right.answer}`;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });
});
