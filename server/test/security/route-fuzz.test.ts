import { rmSync } from 'node:fs';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '#server/modules/auth/tokens.js';
import { type AnswerLinks, answerLinks } from '#server/modules/hearing-back/answer-links.js';
import { IMPORT_COLUMNS } from '#server/modules/job-import/import-rows.js';
import { adminToken } from '../admin.js';
import { MINIMAL_PDF, makePng } from '../fixtures.js';
import { bearer, registerStudent } from '../students.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { testDialects } from '../test-database.js';
import { fuzzBody } from './fuzz-bodies.js';
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
import { fuzzMultipart } from './fuzz-multipart.js';
import { oddTokens } from './fuzz-tokens.js';
import { fuzzPath, fuzzQuery } from './fuzz-urls.js';

// Item 5 of the security issue: every route's path, query and body fuzzed (fast-check), each sent as the
// identity the route serves, so the input reaches validation and the handler. The property (fuzz-check.ts):
// no answer is a 5xx, none shows internals, and every 4xx of the API is the product's `{ message, code }`
// shape. The company's link routes with odd links: company-link-fuzz.test.ts.

/** FUZZ_STATS=1 prints how often each route answered each status (is the fuzz reaching the handlers?). */
const STATS = Boolean(process.env.FUZZ_STATS);

const webRoot = makeWebRoot();
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
const inventory = await collectInventory(webRoot);

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
      fuzzAppOptions(webRoot, () => {}),
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
        FUZZ_RUNS,
      );
    } finally {
      await restore();
    }
  });
});
