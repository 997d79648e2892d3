import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE, LOGIN_REQUIRED_MESSAGE, SESSION_INVALID_MESSAGE } from '#server/lib/errors.js';
import { BLOCKED_MESSAGE } from '#server/plugins/auth-guard.js';
import { ERROR_STATUS } from '#shared/error-codes.js';
import { ZErrorResponse } from '#shared/schemas/common.js';
import { createTestApp } from '../test-app.js';
import { testDialects } from '../test-database.js';
import { type Cell, createMatrixWorld, type MatrixWorld, runMatrix } from './matrix-world.js';
import { expectedStatus, PUBLIC_ROUTES, ROUTE_MATRIX } from './route-matrix.table.js';
import { routesWithoutRecipe } from './route-requests.js';
import { buildCollectingRoutes } from './router-routes.js';

/** The table's key for a registered route: a HEAD route Fastify added for a GET is the GET's row. */
const rowOf = (route: string) => route.replace(/^HEAD /, 'GET ');

function describeCell(cell: Cell): string {
  const body = cell.response.body.length > 160 ? `${cell.response.body.slice(0, 160)}…` : cell.response.body;
  return `${cell.method} ${cell.url} (${cell.route}) as ${cell.who}: expected ${expectedStatus(cell.route, cell.who)}, got ${cell.response.statusCode} ${body}`;
}

describe.each(testDialects())('the authorization matrix on %s', (dialect) => {
  let world: MatrixWorld;
  let cells: Cell[];
  beforeAll(async () => {
    world = await createMatrixWorld(dialect);
    cells = await runMatrix(world);
  });
  afterAll(async () => world?.close());

  it('has a row for every route the router registered, and none for a route that is gone', () => {
    const registered = new Set(world.routes.map(rowOf));
    const withoutRow = [...registered].filter((route) => !(route in ROUTE_MATRIX));
    const gone = Object.keys(ROUTE_MATRIX).filter((route) => !registered.has(route));
    expect(withoutRow, 'routes without a row in server/test/security/route-matrix.table.ts').toEqual([]);
    expect(gone, 'rows in route-matrix.table.ts for routes the router no longer has').toEqual([]);
    expect(routesWithoutRecipe(Object.keys(ROUTE_MATRIX)), 'rows without a request in route-requests.ts').toEqual([]);
    expect(registered.size, 'routes collected from the router').toBeGreaterThanOrEqual(40);
  });

  it('answers every caller of every route (and its HEAD) with the status in the table', () => {
    const wrong = cells.filter((cell) => cell.response.statusCode !== expectedStatus(cell.route, cell.who));
    expect(wrong.map(describeCell)).toEqual([]);
  });

  it("refuses with the guard's own answers: 401 to log in, 401 for an ended session, 403 blocked or wrong role", () => {
    const refusals = cells.filter(
      // A 404 is the route's own answer (another student's saved search is not found), not the guard's.
      (cell) =>
        cell.method !== 'HEAD' && !(cell.route in PUBLIC_ROUTES) && [401, 403].includes(cell.response.statusCode),
    );
    const unexpected = refusals.flatMap((cell) => {
      const { message, code } = cell.response.json() as { message: string; code: string };
      const want =
        cell.response.statusCode === 401
          ? cell.who === 'anon'
            ? { message: LOGIN_REQUIRED_MESSAGE, code: 'LOGIN_REQUIRED' }
            : { message: SESSION_INVALID_MESSAGE, code: 'SESSION_INVALID' }
          : cell.who === 'blocked'
            ? { message: BLOCKED_MESSAGE, code: 'ACCOUNT_BLOCKED' }
            : cell.route === 'GET /api/resume/:userId'
              ? { message: 'You can only download your own resume', code: 'FORBIDDEN' }
              : { message: FORBIDDEN_MESSAGE, code: 'FORBIDDEN' };
      return message === want.message && code === want.code
        ? []
        : [`${describeCell(cell)} — should be ${JSON.stringify(want)}`];
    });
    expect(unexpected).toEqual([]);
  });

  it('gives every refusal of every API route the error contract: a message and a known code sent with its status', () => {
    const refusals = cells.filter(
      (cell) => cell.method !== 'HEAD' && cell.route.includes(' /api/') && cell.response.statusCode >= 400,
    );
    expect(refusals.length).toBeGreaterThan(100);
    const broken = refusals.flatMap((cell) => {
      const parsed = ZErrorResponse.safeParse(cell.response.json());
      if (!parsed.success) return [`${describeCell(cell)} — not the error contract`];
      const { code } = parsed.data;
      return ERROR_STATUS[code] === cell.response.statusCode
        ? []
        : [`${describeCell(cell)} — ${code} has another status`];
    });
    expect(broken).toEqual([]);
  });
});

describe('a production build', () => {
  it('registers the same routes without the development mailbox', async () => {
    const test = await buildCollectingRoutes((onRoute) => createTestApp('sqlite', { onRoute }));
    const production = await buildCollectingRoutes((onRoute) =>
      createTestApp('sqlite', { env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' }, onRoute }),
    );
    try {
      expect(production.routes.filter((route) => route.includes('/dev/'))).toEqual([]);
      expect(production.routes.sort()).toEqual(test.routes.filter((route) => !route.includes('/dev/')).sort());
    } finally {
      await test.built.close();
      await production.built.close();
    }
  });
});
