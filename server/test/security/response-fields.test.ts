import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '#shared/error-codes.js';
import { testDialects } from '../test-database.js';
import {
  ALLOWED,
  type Audience,
  EMAIL,
  EXPORT_KEYS,
  EXPORT_ROUTE,
  FILE_BYTES_BASE64,
  keysOf,
  NEVER,
  stringsOf,
} from './field-allow-lists.js';
import { type Cell, createMatrixWorld, type MatrixWorld, runMatrix } from './matrix-world.js';
import type { Identity } from './route-matrix.table.js';
import { resumeOf } from './security-fixtures.js';

/** Answers that are files, by route, and the content types they may have. */
const FILE_ANSWERS: Record<string, RegExp> = {
  'GET /api/resume/:userId': /^application\/pdf/,
  'GET /api/profile-picture/:userId': /^image\/webp/,
  'GET /api/admin/excel-files/:id/download': /^application\/(vnd\.openxmlformats|octet-stream)/,
  'GET /api/admin/users/download': /^application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet/,
};

const audienceOf = (who: Identity): Audience =>
  who === 'admin' ? 'admin' : who === 'A' || who === 'B' ? 'student' : 'public';

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
    cells.filter((cell) => !(cell.route in FILE_ANSWERS) || cell.response.statusCode >= 400);

  it('answers JSON everywhere but the file downloads, and sends PDF bytes only to the owner and administrators', () => {
    const problems = cells.flatMap((cell) => {
      const type = String(cell.response.headers['content-type'] ?? '');
      const where = `${cell.method} ${cell.url} as ${cell.who}`;
      const isFile = cell.route in FILE_ANSWERS && cell.response.statusCode < 400;
      if (isFile && !FILE_ANSWERS[cell.route].test(type)) return [`${where}: a file answer of type ${type}`];
      if (!isFile && !type.startsWith('application/json')) return [`${where}: not JSON but ${type}`];
      const isPdf = cell.response.rawPayload.subarray(0, 5).toString('latin1') === '%PDF-';
      if (isPdf && !(cell.route === 'GET /api/resume/:userId' && (cell.who === 'A' || cell.who === 'admin')))
        return [`${where}: PDF bytes`];
      return [];
    });
    expect(problems).toEqual([]);
    // The owner and the administrator did get A's resume, as it was uploaded.
    const resumes = cells.filter(
      (cell) => cell.route === 'GET /api/resume/:userId' && cell.response.statusCode === 200,
    );
    expect(resumes.map((cell) => cell.who).sort()).toEqual(['A', 'admin']);
    for (const cell of resumes) expect(cell.response.rawPayload.equals(resumeOf(world.a.name))).toBe(true);
  });

  it("never carries a secret or a key outside the reader's allow-list", () => {
    const problems = json(cells).flatMap((cell) => {
      const keys = keysOf(withoutErrorCode(cell.response.statusCode, cell.response.json()));
      const audience = audienceOf(cell.who);
      const allowed = (key: string) =>
        ALLOWED[audience].has(key) || (cell.route === EXPORT_ROUTE && audience === 'student' && EXPORT_KEYS.has(key));
      const never = [...keys].filter((key) => (NEVER as readonly string[]).includes(key));
      const extra = [...keys].filter((key) => !allowed(key));
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
      const seen = stringsOf(cell.response.json()).flatMap((value) => value.match(EMAIL) ?? []);
      const foreign = seen.filter((email) => !allowed.has(email));
      return foreign.length ? [`${cell.method} ${cell.url} as ${cell.who}: ${foreign.join(', ')}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
