import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DialectName } from '#server/db/dialect.js';
import { newId, nowIso } from '#server/lib/ids.js';
import { hashPassword } from '#server/modules/auth/password.js';
import { TokenService } from '#server/modules/auth/tokens.js';
import { alertLinks } from '#server/modules/saved-searches/alert-links.js';
import type { TSettings } from '#shared/schemas/settings.js';
import { adminToken } from '../admin.js';
import { makePng } from '../fixtures.js';
import { bearer, latestMailTo, registerStudent } from '../students.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { closedForWantOfAnswer, companyAnswering } from './matrix-hearing-back.js';
import { IDENTITIES, type Identity, ROUTE_MATRIX } from './route-matrix.table.js';
import { addressOf, requestFor } from './route-requests.js';
import { buildCollectingRoutes } from './router-routes.js';
import {
  createGlobalJob,
  createHeldJob,
  createJob,
  createSavedSearch,
  excelUpload,
  importSheet,
  ok,
  resumeOf,
  STUDENT_PASSWORD,
} from './security-fixtures.js';
import { OTHER_KEY, sessionToken, tamperedToken } from './session-tokens.js';

export interface Student {
  id: string;
  email: string;
  name: string;
  token: string;
}

/** Everything the matrix's requests point at, made through the API where the API can make it. */
export interface MatrixWorld {
  t: TestApp;
  /** `METHOD /path` of every route the router registered. */
  routes: string[];
  /** The Authorization token of each caller (null: none sent). */
  tokens: Record<Identity, string | null>;
  /**
   * For the rows that end sessions (logout, log out everywhere): a new session of a spare student in
   * place of A's or B's, a new session of the administrator, the caller's own token for the rest. The
   * callers' sessions live on for the rows after.
   */
  spareSession(who: Identity): Promise<string | null>;
  a: Student;
  b: Student;
  adminId: string;
  /** A second administrator, only for the admin-login row (its per-username limit is 10 in 15 min). */
  loginAdmin: { username: string; password: string; email: string };
  settings: TSettings;
  ids: {
    /** An open internship A applied to before the matrix. */
    appliedJob: string;
    /** An open internship the matrix's apply row applies to. */
    applyJob: string;
    /** A's application (to appliedJob). */
    applicationOfA: string;
    /**
     * A's application the company got by mail (applied with auto-approval on): the one the company's
     * links name, and whose history the timeline row reads.
     */
    answeredApplication: string;
    /** An application closed as "No response" by the product's own sweep, for the reopen row. */
    closedApplication: string;
    editJob: string;
    deleteJob: string;
    bulkDeleteJob: string;
    /** An internship held for review (docs/decisions/0038), for the publish row. */
    heldJob: string;
    throwawayLocation: string;
    editGlobal: string;
    deleteGlobal: string;
    bulkDeleteGlobal: string;
    upload: string;
    /** A student made only to be blocked by the block row. */
    throwawayUser: string;
    mail: string;
    /** A's saved searches (docs/decisions/0046): one the matrix renames, one it deletes. */
    savedSearch: string;
    deleteSavedSearch: string;
  };
  /** The unsubscribe link of A's saved search, as its alert mail carries it. */
  alertToken: string;
  /** The company's links for A's answeredApplication: the answer page's (from its mail) and the resume's. */
  companyTokens: { answer: string; resume: string };
  sheet: Buffer;
  close(): Promise<void>;
}

/** A built web folder with one page and one asset (the static routes are one per file). */
function webFolder(): string {
  const root = mkdtempSync(join(tmpdir(), 'matrix-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>Matrix</title></head><body></body></html>',
  );
  writeFileSync(join(root, 'assets', 'app-matrix.js'), 'console.log(1)');
  return root;
}

export async function createMatrixWorld(dialect: DialectName): Promise<MatrixWorld> {
  const webRoot = webFolder();
  let t: TestApp | undefined;
  try {
    const built = await buildCollectingRoutes((onRoute) =>
      // The global per-address limit is tested in app.test.ts; here it must not decide any cell.
      createTestApp(dialect, { webRoot, requestsPerMinute: 1_000_000, onRoute }),
    );
    t = built.built;
    return await populate(t, built.routes, webRoot);
  } catch (error) {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
    throw error;
  }
}

async function populate(t: TestApp, routes: string[], webRoot: string): Promise<MatrixWorld> {
  const { app, database, config } = t;
  const db = database.db;
  const tokens = new TokenService(config.jwtSecret);
  const admin = await adminToken(app);
  const adminId = (await ok(await app.inject({ url: '/api/admin/me', headers: bearer(admin) }), 'admin me')).json()
    .admin._id as string;

  const register = async (label: string, extra: Record<string, string> = {}): Promise<Student> => {
    const email = `student-${label}@example.com`;
    const name = `Student ${label.toUpperCase()}`;
    const { token, user } = await registerStudent(app, db, email, {
      name,
      resumeData: resumeOf(name).toString('base64'),
      resumeFilename: `${label}.pdf`,
      ...extra,
    });
    return { id: user._id, email, name, token };
  };
  const a = await register('a', { profilePictureData: (await makePng(40, 40)).toString('base64') });
  const b = await register('b');
  const spares = { A: await register('spare-a'), B: await register('spare-b') };
  const versionOf = async (table: 'users' | 'admins', id: string) =>
    (await db.selectFrom(table).select('token_version').where('id', '=', id).executeTakeFirstOrThrow()).token_version;

  // Blocked by an administrator, then holding a token of the account's current version.
  const blocked = await register('blocked');
  await ok(
    await app.inject({
      method: 'PUT',
      url: `/api/admin/users/${blocked.id}/block`,
      headers: bearer(admin),
      payload: { isBlocked: true },
    }),
    'block',
  );
  const { token_version } = await db
    .selectFrom('users')
    .select('token_version')
    .where('id', '=', blocked.id)
    .executeTakeFirstOrThrow();
  const blockedToken = await tokens.sign({ sub: blocked.id, role: 'user', ver: token_version });

  // Registered, then deleted through the API; its token is kept.
  const deleted = await register('deleted');
  await ok(
    await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(deleted.token),
      payload: { password: STUDENT_PASSWORD },
    }),
    'delete account',
  );

  const loginAdmin = {
    username: 'matrix-login-admin',
    password: 'matrix-admin-password',
    email: 'matrix-login-admin@example.com',
  };
  const now = nowIso();
  await db
    .insertInto('admins')
    .values({
      id: newId(),
      username: loginAdmin.username,
      email: loginAdmin.email,
      password_hash: await hashPassword(loginAdmin.password),
      created_at: now,
      updated_at: now,
    })
    .execute();
  const throwawayUser = newId();
  await db
    .insertInto('users')
    .values({
      id: throwawayUser,
      name: 'Throwaway',
      email: 'throwaway@example.com',
      password_hash: 'x',
      created_at: now,
      updated_at: now,
    })
    .execute();

  const appliedJob = await createJob(app, admin, { title: 'Applied Intern' });
  const applyJob = await createJob(app, admin, { title: 'Apply Intern' });
  const applied = await ok(
    await app.inject({
      method: 'POST',
      url: `/api/jobs/${appliedJob}/apply`,
      headers: bearer(a.token),
      payload: { coverLetter: 'A applies before the matrix.' },
    }),
    'apply',
    201,
  );
  const company = await companyAnswering(t, admin, a);
  const savedSearch = await createSavedSearch(app, a.token, 'Matrix search');
  const closedApplication = await closedForWantOfAnswer(t, admin, appliedJob);
  const throwawayLocation = 'Matrix Throwaway Town';
  await createJob(app, admin, { title: 'Located Intern', location: throwawayLocation });

  const sheet = await importSheet('Imported Matrix Intern');
  await ok(
    await app.inject({
      method: 'POST',
      url: '/api/admin/jobs/bulk-upload',
      payload: excelUpload(sheet).payload,
      headers: { ...excelUpload(sheet).headers, ...bearer(admin) },
    }),
    'upload',
  );
  const uploads = (await app.inject({ url: '/api/admin/excel-files', headers: bearer(admin) })).json();
  const settings = (await app.inject({ url: '/api/admin/settings', headers: bearer(admin) })).json() as TSettings;
  if (settings.autoApproval) throw new Error('auto-approval left on');
  const mail = await latestMailTo(db, a.email);
  if (!mail) throw new Error('no mail to A');

  const tokensByIdentity: Record<Identity, string | null> = {
    anon: null,
    A: a.token,
    B: b.token,
    blocked: blockedToken,
    admin,
    expired: await sessionToken(
      config.jwtSecret,
      { sub: a.id, role: 'user', ver: 0 },
      {
        issuedSecondsAgo: 8 * 86400,
        lifetimeSeconds: 7 * 86400,
      },
    ),
    forged: await sessionToken(OTHER_KEY, { sub: adminId, role: 'admin', ver: 0 }),
    tampered: tamperedToken(a.token, { role: 'admin' }),
    deleted: deleted.token,
  };

  return {
    t,
    routes,
    tokens: tokensByIdentity,
    async spareSession(who) {
      if (who === 'A' || who === 'B') {
        const sub = spares[who].id;
        return tokens.sign({ sub, role: 'user', ver: await versionOf('users', sub) });
      }
      if (who === 'admin') return tokens.sign({ sub: adminId, role: 'admin', ver: await versionOf('admins', adminId) });
      return tokensByIdentity[who];
    },
    a,
    b,
    adminId,
    loginAdmin,
    settings,
    ids: {
      appliedJob,
      applyJob,
      applicationOfA: applied.json().application._id,
      answeredApplication: company.applicationId,
      closedApplication,
      editJob: await createJob(app, admin, { title: 'Edit Intern' }),
      deleteJob: await createJob(app, admin, { title: 'Delete Intern' }),
      bulkDeleteJob: await createJob(app, admin, { title: 'Bulk Delete Intern' }),
      heldJob: await createHeldJob(t, admin),
      throwawayLocation,
      editGlobal: await createGlobalJob(app, admin, 'Edit GmbH'),
      deleteGlobal: await createGlobalJob(app, admin, 'Delete GmbH'),
      bulkDeleteGlobal: await createGlobalJob(app, admin, 'Bulk GmbH'),
      upload: uploads[0]._id,
      throwawayUser,
      mail: mail.id,
      savedSearch,
      deleteSavedSearch: await createSavedSearch(app, a.token, 'Matrix search to delete'),
    },
    alertToken: alertLinks(config.jwtSecret, config.publicUrl).token(savedSearch),
    companyTokens: company.tokens,
    sheet,
    async close() {
      await t.close();
      rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

export interface Cell {
  route: string;
  who: Identity;
  method: string;
  url: string;
  payload: unknown;
  response: LightMyRequestResponse;
}

/**
 * Send every row of the table as every caller (GET rows also as HEAD), in table order, each caller
 * after the other within a row; returns every answer. `callers` and `head` narrow the run.
 */
export async function runMatrix(
  world: MatrixWorld,
  { callers = IDENTITIES, head = true }: { callers?: readonly Identity[]; head?: boolean } = {},
): Promise<Cell[]> {
  const cells: Cell[] = [];
  for (const route of Object.keys(ROUTE_MATRIX)) {
    const [method] = route.split(' ');
    for (const who of callers) {
      const request = await requestFor(world, route, who);
      const token = world.tokens[who];
      const methods = method === 'GET' && head ? ['GET', 'HEAD'] : [method];
      for (const sent of methods) {
        const options: InjectOptions = {
          ...request,
          method: sent as InjectOptions['method'],
          remoteAddress: addressOf(who),
          // A recipe's own Authorization (a spare session) takes the place of the caller's.
          headers: { ...(token ? bearer(token) : {}), ...request.headers },
        };
        const response = await world.t.app.inject(options);
        cells.push({ route, who, method: sent, url: String(request.url), payload: request.payload, response });
      }
    }
  }
  return cells;
}
