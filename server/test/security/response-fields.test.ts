import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerLinks } from '#server/modules/hearing-back/answer-links.js';
import { ANSWER_RECORDED, ANSWER_UNCHANGED } from '#server/modules/hearing-back/company-answers.service.js';
import { ERROR_STATUS } from '#shared/error-codes.js';
import { testDialects } from '../test-database.js';
import {
  ALLOWED,
  AUDIT_ROUTE,
  type Audience,
  COMPANY_ROUTES,
  EMAIL,
  EXPORT_KEYS,
  EXPORT_ROUTE,
  FILE_BYTES_BASE64,
  keysOf,
  NEVER,
  stringsOf,
  withoutAuditDetails,
} from './field-allow-lists.js';
import { inviteeEmail } from './matrix-admins.js';
import { type Cell, createMatrixWorld, type MatrixWorld, runMatrix } from './matrix-world.js';
import { COMPANY_ANSWER } from './route-requests.js';
import { resumeOf } from './security-fixtures.js';

/** Answers that are files, by route, and the content types they may have. */
const FILE_ANSWERS: Record<string, RegExp> = {
  'GET /api/resume/:userId': /^application\/pdf/,
  'GET /api/profile-picture/:userId': /^image\/webp/,
  'GET /api/admin/excel-files/:id/download': /^application\/(vnd\.openxmlformats|octet-stream)/,
  'GET /api/admin/users/download': /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet/,
  'GET /api/admin/audit/export': /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet/,
  // The resume behind the company's own link (docs/decisions/0033): to whoever holds the link.
  'GET /api/company-answers/resume/:token': /^application\/pdf/,
};
const COMPANY_RESUME = 'GET /api/company-answers/resume/:token';
const INVITATION_ROUTES = new Set(['GET /api/admin/invitations/:token', 'POST /api/admin/invitations/:token']);
const COMPANY_VIEWS = ['GET /api/company-answers/:token', 'POST /api/company-answers/:token'];

/** Answers with no body at all (204): nothing to read, nothing to leak. */
const isEmpty = (cell: Cell) => cell.response.statusCode === 204;

/** The company's link routes answer the link's holder, the company, whoever calls and whatever session it sends. */
const audienceOf = ({ route, who }: Cell): Audience =>
  COMPANY_ROUTES.has(route) ? 'company' : who === 'admin' ? 'admin' : who === 'A' || who === 'B' ? 'student' : 'public';

/** What a company link's holder may never see in its answers: any token but its resume link's. */
const LINK_TOKEN = /[0-9a-f]{32}\.\d+\.[\w-]{20,}/g;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/**
 * A refusal's machine code (shared/error-codes.ts) is the one `code` an answer may carry: any other key
 * named so (a one-time code) is never sent.
 */
function withoutErrorCode(status: number, body: unknown): unknown {
  if (status < 400 || typeof body !== 'object' || body === null || !('code' in body)) return body;
  const { code, ...rest } = body as { code: unknown };
  return typeof code === 'string' && code in ERROR_STATUS ? rest : body;
}

describe.each(testDialects())('the fields of every answer on %s', (dialect) => {
  let world: MatrixWorld;
  let cells: Cell[];
  beforeAll(async () => {
    world = await createMatrixWorld(dialect);
    // Every API answer of the matrix to the callers who get data: no HEAD (no body), and not the callers
    // whose tokens are refused (their answers on guarded routes are the guard's, which
    // route-matrix.test.ts checks; on public routes they get what an anonymous caller gets). Not the
    // OpenAPI description either: a schema of request bodies, where `password` is rightly a property.
    cells = (await runMatrix(world, { callers: ['anon', 'A', 'B', 'admin'], head: false })).filter(
      (cell) => cell.url.startsWith('/api/') && !cell.url.startsWith('/api/docs'),
    );
  });
  afterAll(async () => world?.close());

  const json = (cells: Cell[]) =>
    cells.filter((cell) => !isEmpty(cell) && (!(cell.route in FILE_ANSWERS) || cell.response.statusCode >= 400));

  it('answers JSON everywhere but the file downloads, and sends PDF bytes only to the owner, administrators and the link', () => {
    const problems = cells.flatMap((cell) => {
      const type = String(cell.response.headers['content-type'] ?? '');
      const where = `${cell.method} ${cell.url} as ${cell.who}`;
      if (isEmpty(cell)) return cell.response.rawPayload.length === 0 ? [] : [`${where}: a 204 with a body`];
      const isFile = cell.route in FILE_ANSWERS && cell.response.statusCode < 400;
      if (isFile && !FILE_ANSWERS[cell.route].test(type)) return [`${where}: a file answer of type ${type}`];
      if (!isFile && !type.startsWith('application/json')) return [`${where}: not JSON but ${type}`];
      const isPdf = cell.response.rawPayload.subarray(0, 5).toString('latin1') === '%PDF-';
      const mayHavePdf =
        (cell.route === 'GET /api/resume/:userId' && (cell.who === 'A' || cell.who === 'admin')) ||
        cell.route === COMPANY_RESUME;
      if (isPdf && !mayHavePdf) return [`${where}: PDF bytes`];
      return [];
    });
    expect(problems).toEqual([]);
    // The owner and the administrator did get A's resume, as it was uploaded.
    const resumes = cells.filter(
      (cell) => cell.route === 'GET /api/resume/:userId' && cell.response.statusCode === 200,
    );
    expect(resumes.map((cell) => cell.who).sort()).toEqual(['A', 'admin']);
    for (const cell of resumes) expect(cell.response.rawPayload.equals(resumeOf(world.a.name))).toBe(true);
    // The company's resume link gives A's resume (the application's student's) to whoever holds it, as a
    // download never rendered and never cached.
    const byLink = cells.filter((cell) => cell.route === COMPANY_RESUME);
    expect(byLink.map((cell) => cell.who).sort()).toEqual(['A', 'B', 'admin', 'anon']);
    for (const cell of byLink) {
      expect(cell.response.statusCode).toBe(200);
      expect(cell.response.rawPayload.equals(resumeOf(world.a.name))).toBe(true);
      expect(cell.response.headers['content-disposition']).toMatch(/^attachment;/);
      expect(cell.response.headers['cache-control']).toBe('private, no-store');
      expect(cell.response.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it("never carries a secret or a key outside the reader's allow-list", () => {
    const problems = json(cells).flatMap((cell) => {
      const body = withoutErrorCode(cell.response.statusCode, cell.response.json());
      const keys = keysOf(body);
      const listed = cell.route === AUDIT_ROUTE ? keysOf(withoutAuditDetails(body)) : keys;
      const audience = audienceOf(cell);
      const allowed = (key: string) =>
        ALLOWED[audience].has(key) || (cell.route === EXPORT_ROUTE && audience === 'student' && EXPORT_KEYS.has(key));
      const never = [...keys].filter((key) => (NEVER as readonly string[]).includes(key));
      const extra = [...listed].filter((key) => !allowed(key));
      const where = `${cell.method} ${cell.url} as ${cell.who} (${audience})`;
      return [
        ...(never.length ? [`${where}: never-allowed keys ${never.join(', ')}`] : []),
        ...(extra.length ? [`${where}: keys outside the ${audience} allow-list: ${extra.join(', ')}`] : []),
      ];
    });
    expect(problems).toEqual([]);
    // The lists were really exercised: each audience got JSON answers with content.
    for (const who of ['anon', 'A', 'B', 'admin'] as const) {
      expect(json(cells).filter((cell) => cell.who === who && cell.response.statusCode < 300).length).toBeGreaterThan(
        5,
      );
    }
    const company = json(cells).filter((cell) => audienceOf(cell) === 'company' && cell.response.statusCode < 300);
    expect(company.length).toBe(8);
  });

  it("gives a company link's holder the application it names and no id, file id or token but the resume link's", async () => {
    const { db } = world.t.database;
    const applicationId = world.ids.answeredApplication;
    const { resume_file_id } = await db
      .selectFrom('users')
      .select('resume_file_id')
      .where('id', '=', world.a.id)
      .executeTakeFirstOrThrow();
    const links = answerLinks(world.t.config.jwtSecret, world.t.config.publicUrl);
    const views = cells.filter((cell) => COMPANY_VIEWS.includes(cell.route));
    expect(views).toHaveLength(8);
    const problems = views.flatMap((cell) => {
      const where = `${cell.method} ${cell.url} as ${cell.who}`;
      const body = cell.response.json();
      const view = cell.method === 'POST' ? body.view : body;
      const strings = stringsOf(body);
      const found: string[] = [];
      // (The resume link is one the page makes as it answers: checked below, whatever its second.)
      const forbidden = [world.a.id, resume_file_id, world.companyTokens.answer];
      for (const secret of forbidden) {
        if (secret && strings.some((value) => value.includes(secret))) found.push(`carries ${secret}`);
      }
      // The one token it hands out: a fresh resume link for this application, and nothing else holds an id.
      const resumeUrl = String(view.resumeUrl);
      const prefix = `${world.t.config.publicUrl}/api/company-answers/resume/`;
      const resumeToken = resumeUrl.startsWith(prefix) ? resumeUrl.slice(prefix.length) : '';
      const check = links.check('resume', resumeToken, new Date());
      if (!check.ok || check.applicationId !== applicationId)
        found.push(`resumeUrl ${resumeUrl} is not this application's`);
      if (links.check('answer', resumeToken, new Date()).ok) found.push('resumeUrl opens the answer page');
      const others = strings.filter((value) => value !== resumeUrl && (value.match(LINK_TOKEN) || JWT.test(value)));
      if (others.length) found.push(`other tokens: ${others.join(', ')}`);
      if (strings.some((value) => value !== resumeUrl && value.includes(applicationId)))
        found.push('the application id');
      if (view.student.email !== world.a.email || view.student.name !== world.a.name) found.push('not A');
      return found.map((problem) => `${where}: ${problem}`);
    });
    expect(problems).toEqual([]);
    // The answer is recorded once, however many callers send it again.
    const answers = cells.filter((cell) => cell.route === 'POST /api/company-answers/:token');
    expect(answers.map((cell) => cell.response.json().message)).toEqual([
      ANSWER_RECORDED,
      ANSWER_UNCHANGED,
      ANSWER_UNCHANGED,
      ANSWER_UNCHANGED,
    ]);
    expect(answers.at(-1)?.response.json().view.answers).toEqual([
      {
        kind: 'answered',
        by: 'company',
        at: expect.any(String),
        answer: COMPANY_ANSWER.answer,
        status: 'Reviewed',
        note: COMPANY_ANSWER.note,
        interviewAt: COMPANY_ANSWER.interviewAt,
      },
    ]);
  });

  it("embeds file bytes only in a student's export of their own data, never in a list or another answer", () => {
    const problems = json(cells).flatMap((cell) => {
      const body = cell.response.json();
      const files = stringsOf(body).filter((value) => FILE_BYTES_BASE64.test(value));
      if (files.length === 0) return [];
      const where = `${cell.method} ${cell.url} as ${cell.who}`;
      if (cell.route !== EXPORT_ROUTE) return [`${where}: ${files.length} file(s) as base64`];
      const own = cell.who === 'A' ? world.a : world.b;
      if (body.files?.resume?.base64 !== resumeOf(own.name).toString('base64')) return [`${where}: not the own resume`];
      if (files.length > 2) return [`${where}: ${files.length} files (resume and picture at most)`];
      return [];
    });
    expect(problems).toEqual([]);
    const exports = cells.filter((cell) => cell.route === EXPORT_ROUTE && cell.response.statusCode === 200);
    expect(exports.map((cell) => cell.who).sort()).toEqual(['A', 'B']);
  });

  it("shows a student no one else's email, and an anonymous caller only the one they gave", () => {
    const { supportEmail } = world.settings;
    const problems = json(cells).flatMap((cell) => {
      if (cell.who === 'admin') return [];
      const allowed = new Set([supportEmail, ...(JSON.stringify(cell.payload ?? '').match(EMAIL) ?? [])]);
      if (cell.who === 'A') allowed.add(world.a.email);
      if (cell.who === 'B') allowed.add(world.b.email);
      // Admin login answers the administrator whose username and password were given.
      if (cell.route === 'POST /api/admin/login') allowed.add(world.loginAdmin.email);
      // An administrator's invitation shows its holder the address it was sent to (docs/decisions/0037).
      if (INVITATION_ROUTES.has(cell.route)) allowed.add(inviteeEmail(cell.who));
      // A company's link shows the company the address of the student who applied (A), as its mail did.
      if (COMPANY_ROUTES.has(cell.route)) allowed.add(world.a.email);
      const seen = stringsOf(cell.response.json()).flatMap((value) => value.match(EMAIL) ?? []);
      const foreign = seen.filter((email) => !allowed.has(email));
      return foreign.length ? [`${cell.method} ${cell.url} as ${cell.who}: ${foreign.join(', ')}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
