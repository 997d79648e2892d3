import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '#server/modules/auth/tokens.js';
import { type AnswerLinks, answerLinks } from '#server/modules/hearing-back/answer-links.js';
import { IMPORT_COLUMNS } from '#server/modules/job-import/import-rows.js';
import { ANSWER_KINDS, ANSWER_NOTE_MAX } from '#shared/hearing-back.js';
import { ZErrorResponse } from '#shared/schemas/common.js';
import { adminToken } from '../admin.js';
import { MINIMAL_PDF, makePng } from '../fixtures.js';
import { bearer, registerStudent } from '../students.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { testDialects } from '../test-database.js';
import { type FuzzBody, fuzzBody } from './fuzz-bodies.js';
import { fuzzMultipart } from './fuzz-multipart.js';
import { type FuzzRoute, routeCollector } from './fuzz-routes.js';
import { oddTokens } from './fuzz-tokens.js';
import { fuzzPath, fuzzQuery } from './fuzz-urls.js';
import { fitting } from './fuzz-values.js';
import { createJob } from './security-fixtures.js';

// Item 5 of the security issue: every route's path, query and body fuzzed (fast-check), each sent as the
// identity the route serves, so the input reaches validation and the handler. The property: no answer
// is a 5xx, none shows internals, and every 4xx of the API is the product's `{ message, code }` shape.
// FUZZ_RUNS raises the runs per route for a long local run (FUZZ_RUNS=1000). A failure prints its seed,
// path and counterexample; FUZZ_SEED=<seed> FUZZ_PATH=<path> npx vitest run server/test/security/route-fuzz.test.ts
// -t '<route>' replays it (the database's state differs a little from run to run, so rarely exactly).

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const PATH = process.env.FUZZ_PATH;
/** FUZZ_STATS=1 prints how often each route answered each status (is the fuzz reaching the handlers?). */
const STATS = Boolean(process.env.FUZZ_STATS);

/** What an answer must never show: stack frames, driver and library names, SQL error text, zod's raw issues. */
const INTERNALS: RegExp[] = [
  /\bat .*\.(ts|js|mjs|cjs):\d+/,
  /node_modules/,
  /SQLITE_/,
  /no such (table|column)/i,
  /syntax error at or near/,
  /relation "[^"]*" does not exist/,
  /violates .* constraint|constraint failed/,
  /invalid byte sequence|invalid input syntax/,
  /Kysely/,
  /ZodError/,
  /"code":\s*"(invalid_type|too_small|too_big|unrecognized_keys|invalid_union|invalid_format|invalid_value)"/,
  /\bFST_[A-Z_]+/,
  /\bE(CONNREFUSED|NOENT|ACCES)\b/,
  /"devDependencies"|root:x:0:0/, // a file from outside the served folders (path traversal)
];

function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'fuzz-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
  return root;
}

// A built web app's folder, so the static routes are fuzzed too.
const webRoot = makeWebRoot();
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

const appOptions = (onRoute: ReturnType<typeof routeCollector>['onRoute']) => ({
  onRoute,
  webRoot,
  // The global per-address limit would answer most runs with 429; the per-account limits stay on.
  requestsPerMinute: 1_000_000_000,
});

// The route list comes from the router itself, before the tests are declared, so each route is a test.
const inventory = await (async () => {
  const collector = routeCollector();
  const t = await createTestApp('sqlite', appOptions(collector.onRoute));
  const documented = Object.keys(
    ((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: object }).paths,
  );
  await t.close();
  return { routes: collector.routes, documented };
})();

const routeName = (route: FuzzRoute) => `${route.method} ${route.url}`;

/** Written with ExcelJS as the importer's own tests do: its stream reader reads SheetJS's zips only by chance. */
async function spreadsheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Jobs');
  sheet.addRow([...IMPORT_COLUMNS]);
  sheet.addRow([
    'Fuzz Intern',
    'Fuzz Co',
    'Fuzzville',
    'Technology',
    'Intern',
    1000,
    'Imported.',
    'Excel',
    '3 months',
    'Remote',
    '',
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const JOB = {
  title: 'Fuzz target',
  company: 'Fuzz Co',
  location: 'Fuzzville',
  domain: 'Technology',
  position: 'Intern',
  salary: 5000,
  duration: '3 months',
  description: 'A job the fuzz can point at.',
};
const GLOBAL_JOB = {
  country_name: 'Fuzzland',
  company_name: 'Fuzz GmbH',
  link: 'https://example.com',
  continents: 'Europe',
};

describe('route inventory', () => {
  it('comes from the router and holds every documented API path', () => {
    const collected = new Set(inventory.routes.map((r) => r.url.replace(/:(\w+)/g, '{$1}')));
    expect(inventory.routes.length).toBeGreaterThanOrEqual(45);
    for (const path of inventory.documented) expect(collected, path).toContain(path);
    const identity = (name: string) => inventory.routes.find((r) => routeName(r) === name)?.identity;
    expect(identity('GET /api/jobs')).toBe('anonymous');
    expect(identity('GET /api/profile')).toBe('student');
    expect(identity('GET /api/globaljobs')).toBe('student-or-admin');
    expect(identity('DELETE /api/admin/jobs/:id')).toBe('admin');
    expect(identity('POST /api/admin/login')).toBe('anonymous');
    // The company's links: no login, the link is the key; the history and reopening: administrators.
    expect(identity('GET /api/company-answers/:token')).toBe('anonymous');
    expect(identity('POST /api/company-answers/:token')).toBe('anonymous');
    expect(identity('POST /api/company-answers/:token/opened')).toBe('anonymous');
    expect(identity('GET /api/company-answers/resume/:token')).toBe('anonymous');
    expect(identity('GET /api/admin/applications/:id/timeline')).toBe('admin');
    expect(identity('POST /api/admin/applications/:id/reopen')).toBe('admin');
    expect(inventory.routes.find((r) => r.multipart)?.url).toBe('/api/admin/jobs/bulk-upload');
  });
});

describe.each(testDialects())('fuzzing every route on %s', (dialect) => {
  let t: TestApp;
  let tokens: TokenService;
  let settings: unknown;
  const state = {
    admin: { id: '', token: '' },
    student: { id: '', token: '', email: '' },
    jobId: '',
    globalJobId: '',
    applicationId: '',
    /** The company's links for the student's application: the answer page's and the resume's. */
    links: { answer: '', resume: '' },
    uploadId: '',
    registrations: 0,
  };
  let links: AnswerLinks;
  const ids = () =>
    [state.admin.id, state.student.id, state.jobId, state.globalJobId, state.applicationId, state.uploadId].filter(
      Boolean,
    );

  const inject = (method: string, url: string, token: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function newStudent() {
    state.registrations += 1;
    const email = `fuzz-student-${state.registrations}@example.com`;
    const { token, user } = await registerStudent(t.app, t.database.db, email, {
      resumeData: MINIMAL_PDF.toString('base64'),
      resumeFilename: 'cv.pdf',
      profilePictureData: (await makePng(20, 20)).toString('base64'),
    });
    state.student = { id: user._id, token, email };
  }

  /** A fresh token for an account whose token version moved (blocked, password changed). */
  async function mint(role: 'user' | 'admin', id: string) {
    const table = role === 'admin' ? 'admins' : 'users';
    const row = await t.database.db.selectFrom(table).select('token_version').where('id', '=', id).executeTakeFirst();
    return row ? tokens.sign({ sub: id, role, ver: row.token_version }) : null;
  }

  /**
   * After each route: the identities work again, the settings are back (no maintenance mode, registration
   * open), the counters of the per-account limits are cleared and the jobs, application and upload the
   * fuzz points at exist, so a destructive route cannot make the routes after it meaningless.
   */
  async function restore() {
    const { db } = t.database;
    await db.deleteFrom('rate_limits').execute();
    if ((await inject('GET', '/api/admin/me', state.admin.token)).statusCode !== 200) {
      state.admin.token = (await mint('admin', state.admin.id)) ?? (await adminToken(t.app));
    }
    expect((await inject('PUT', '/api/admin/settings', state.admin.token, settings as object)).statusCode).toBe(200);
    if ((await inject('GET', '/api/profile', state.student.token)).statusCode !== 200) {
      await db.updateTable('users').set({ is_blocked: 0 }).where('id', '=', state.student.id).execute();
      const token = await mint('user', state.student.id);
      if (token) state.student.token = token;
      else await newStudent();
    }
    const job = await db.selectFrom('internships').select('id').where('id', '=', state.jobId).executeTakeFirst();
    if (!job) {
      const created = await inject('POST', '/api/admin/jobs', state.admin.token, JOB);
      expect(created.statusCode, created.body).toBe(201);
      state.jobId = created.json().job._id;
    }
    await db
      .updateTable('internships')
      .set({ is_active: 1, expiry_date: null })
      .where('id', '=', state.jobId)
      .execute();
    const ofStudent = () =>
      db
        .selectFrom('applications')
        .select(['id', 'applied_at', 'company_mailed_at'])
        .where('user_id', '=', state.student.id)
        .executeTakeFirst();
    let application = await ofStudent();
    if (!application) {
      const applied = await inject('POST', `/api/jobs/${state.jobId}/apply`, state.student.token, {
        coverLetter: 'Hi',
      });
      expect(applied.statusCode, applied.body).toBe(201);
      application = await ofStudent();
    }
    if (!application) throw new Error('no application');
    state.applicationId = application.id;
    // The links as the company's mail carries them (a link is checked by its signature alone; one for an
    // application not mailed yet is the one its first mailing will carry).
    state.links = {
      answer: links.answerToken(application.id, application.company_mailed_at ?? application.applied_at),
      resume: links.resumeToken(application.id, new Date()),
    };
    const global = await db
      .selectFrom('global_jobs')
      .select('id')
      .where('id', '=', state.globalJobId)
      .executeTakeFirst();
    if (!global) {
      const created = await inject('POST', '/api/admin/globals', state.admin.token, GLOBAL_JOB);
      expect(created.statusCode, created.body).toBe(201);
      state.globalJobId = created.json().job._id;
    }
  }

  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      appOptions(() => {}),
    );
    tokens = new TokenService(t.config.jwtSecret);
    links = answerLinks(t.config.jwtSecret, t.config.publicUrl);
    state.admin.token = await adminToken(t.app);
    state.admin.id = (await inject('GET', '/api/admin/me', state.admin.token)).json().admin._id;
    settings = (await inject('GET', '/api/admin/settings', state.admin.token)).json();
    await newStudent();
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/admin/jobs/bulk-upload',
      headers: { ...bearer(state.admin.token), 'content-type': 'multipart/form-data; boundary=seed' },
      payload: Buffer.concat([
        Buffer.from('--seed\r\nContent-Disposition: form-data; name="excel"; filename="jobs.xlsx"\r\n\r\n'),
        await spreadsheet(),
        Buffer.from('\r\n--seed--\r\n'),
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    state.uploadId = (await inject('GET', '/api/admin/excel-files', state.admin.token)).json()[0]._id;
    await restore();
  });
  const statuses = new Map<string, Map<number, number>>();
  afterAll(async () => {
    if (STATS) {
      const lines = [...statuses].map(
        ([name, counts]) =>
          `${name}: ${[...counts]
            .sort()
            .map(([s, n]) => `${s}×${n}`)
            .join(' ')}`,
      );
      console.log(`answers on ${dialect}\n${lines.join('\n')}`);
    }
    await t?.close();
  });

  it.each(inventory.routes.map((route) => [routeName(route), route] as const))('%s', async (_name, route) => {
    const body = route.multipart
      ? fc.oneof({ weight: 3, arbitrary: fuzzMultipart }, { weight: 1, arbitrary: fuzzBody(route, ids()) })
      : fuzzBody(route, ids());
    const who =
      route.identity === 'student-or-admin' ? fc.constantFrom('student', 'admin') : fc.constant(route.identity);
    // The company's links: the right one (so bodies reach the handler) as often as odd ones.
    const { answer, resume } = state.links;
    const [right, other] = route.url.startsWith('/api/company-answers/resume/') ? [resume, answer] : [answer, resume];
    const token = fc.oneof(fc.constant(right), oddTokens(right, [other]));
    const path = fuzzPath(route, ids(), { token });
    const request = fc.record({ path, query: fuzzQuery(route, ids()), body, who });
    try {
      await fc.assert(
        fc.asyncProperty(request, async ({ path, query, body, who }) => {
          const token = who === 'admin' ? state.admin.token : who === 'student' ? state.student.token : null;
          const url = query ? `${path}?${query}` : path;
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: { ...(token ? bearer(token) : {}), ...contentType(body) },
            ...payload(body),
          });
          const counts = statuses.get(routeName(route)) ?? new Map<number, number>();
          statuses.set(routeName(route), counts.set(response.statusCode, (counts.get(response.statusCode) ?? 0) + 1));
          check(route, url, response);
        }),
        { numRuns: RUNS, seed: SEED, path: PATH },
      );
    } finally {
      await restore();
    }
  });
});

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
      appOptions(() => {}),
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
      { numRuns: RUNS, seed: SEED, path: PATH },
    );
    // The right link still works afterwards: nothing was used up or locked by the odd ones.
    const url = resumeRoute ? `/api/company-answers/resume/${right.resume}` : `/api/company-answers/${right.answer}`;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });
});

/** No 5xx, no internals shown, and every 4xx of the API in the product's `{ message, code }` shape. */
function check(route: FuzzRoute, url: string, response: LightMyRequestResponse) {
  const what = `${route.method} ${url.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 500)}`;
  expect(response.statusCode, what).toBeLessThan(500);
  for (const pattern of INTERNALS) expect(response.body, `${what}\nshows ${pattern}`).not.toMatch(pattern);
  expect(response.body, what).not.toContain(process.cwd());
  if (response.statusCode >= 400 && url.startsWith('/api/')) {
    expect(String(response.headers['content-type']), what).toContain('application/json');
    const parsed = ZErrorResponse.strict().safeParse(response.json());
    expect(parsed.success, `${what}\nis not the product's error shape`).toBe(true);
    const message = parsed.data?.message ?? '';
    expect(message.trim(), `${what}\nhas no message`).not.toBe('');
    expect(message, `${what}\nis not a human message`).not.toMatch(/^\s*[[{]/);
  }
}

function contentType(body: FuzzBody): Record<string, string> {
  if (body.kind === 'json') return { 'content-type': 'application/json' };
  if (body.kind === 'raw' && body.contentType !== null) return { 'content-type': body.contentType };
  return {};
}

function payload(body: FuzzBody): { payload?: string | Buffer } {
  if (body.kind === 'json') return { payload: JSON.stringify(body.value) ?? 'null' };
  if (body.kind === 'raw') return { payload: body.payload };
  return {};
}
