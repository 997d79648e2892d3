import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DB } from '#server/db/database.js';
import { newId } from '#server/lib/ids.js';
import { toJson } from '#server/lib/json-column.js';
import { hookFor } from '#server/plugins/sync-hook.js';
import { ADMIN_ACTIONS, type AdminActionRoute } from '#shared/audit.js';
import { toAdminJob } from '../admin-jobs/admin-jobs.mapper.js';
import { findGlobalJob } from '../global-jobs/global-jobs.repo.js';
import { findJobById } from '../jobs/jobs.repo.js';
import { getSettings } from '../settings/settings.service.js';
import { insertAuditEntry } from './audit.repo.js';

// Every administrator's action on record (docs/decisions/0034): after an admin route that changes
// something answers with success, one entry: who (id and name), when, from which address, the action's
// name (shared/audit.ts), what it was on, and what changed: for an edit, the record before and after
// as the API names its fields (read around the route), otherwise the request's fields, never a password
// or a token.

declare module 'fastify' {
  interface FastifyRequest {
    /** The record an edit changes, as it was before (read before the route ran). */
    auditBefore?: Record<string, unknown> | null;
    /** The acting administrator's name, read before the route ran (removing oneself leaves no row after). */
    auditActorName?: string;
  }
}

type Params = Record<string, string | undefined>;
type Reader = (db: DB, params: Params) => Promise<Record<string, unknown> | null | undefined>;

const readJob: Reader = async (db, { id }) => {
  const row = await findJobById(db, id ?? '');
  return row ? { ...toAdminJob(row) } : null;
};

/** The edits whose record is read before and after. */
const RECORDS: Partial<Record<AdminActionRoute, Reader>> = {
  'PUT /api/admin/jobs/:id': readJob,
  // An extension (docs/decisions/0039): its expiry date before and after.
  'POST /api/admin/jobs/:id/extend': readJob,
  // Publishing a held internship (docs/decisions/0038): held and active before and after.
  'POST /api/admin/jobs/:id/publish': readJob,
  'PUT /api/admin/globals/:id': (db, { id }) => findGlobalJob(db, id ?? ''),
  'PUT /api/admin/settings': async (db) => ({ ...(await getSettings(db)) }),
  'PUT /api/admin/applications/:id/status': (db, { id }) =>
    db
      .selectFrom('applications')
      .select(['status', 'closed_reason as closedReason'])
      .where('id', '=', id ?? '')
      .executeTakeFirst(),
  'PUT /api/admin/users/:id/block': (db, { id }) =>
    db
      .selectFrom('users')
      .select(['email', 'is_blocked as isBlocked'])
      .where('id', '=', id ?? '')
      .executeTakeFirst(),
};

const SECRET_FIELD = /password|token|secret|otp|code_hash/i;
const MAX_TEXT = 500;

/** A value as the log keeps it: secrets out, long texts cut, lists of ids counted. */
function kept(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (Array.isArray(value)) return value.length > 20 ? `${value.length} items` : value.map((v) => kept(v, depth + 1));
  if (value && typeof value === 'object' && depth < 3) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !SECRET_FIELD.test(key))
        .map(([key, v]) => [key, kept(v, depth + 1)]),
    );
  }
  return value;
}

/** Only what an edit changed, field by field. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changed: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === 'updated_at' || key === 'updatedAt' || SECRET_FIELD.test(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changed[key] = { before: kept(before[key]), after: kept(after[key]) };
    }
  }
  return changed;
}

/** Details are always an object: a body that is not one (a route that ignores its body) is kept under `body`. */
const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { body: value };

function parsedAnswer(payload: unknown): unknown {
  if (typeof payload !== 'string') return null;
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}

const routeOf = (request: FastifyRequest) =>
  `${request.method} ${request.routeOptions.url ?? ''}` as AdminActionRoute | string;

/** Whether the request is an administrator's action the trail records. */
const audited = (request: FastifyRequest) =>
  Object.hasOwn(ADMIN_ACTIONS, routeOf(request)) && request.auth?.role === 'admin';

function targetOf(params: Params, body: unknown): string {
  if (params.id) return params.id;
  if (params.location) return params.location;
  const ids = body && typeof body === 'object' ? Object.values(body).find(Array.isArray) : undefined;
  return ids ? `${ids.length} selected` : '';
}

export function registerAuditTrail(app: FastifyInstance, db: DB): void {
  // Only an administrator's actions wait for the trail; every other request passes without a promise.
  app.addHook(
    'preHandler',
    hookFor(audited, async (request) => {
      const route = routeOf(request) as AdminActionRoute;
      const adminId = request.auth?.id ?? '';
      const admin = await db.selectFrom('admins').select('username').where('id', '=', adminId).executeTakeFirst();
      request.auditActorName = admin?.username ?? '';
      const read = RECORDS[route];
      if (read) request.auditBefore = (await read(db, request.params as Params)) ?? null;
    }),
  );

  // Before the answer leaves: whoever got the answer can read the entry.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!audited(request) || reply.statusCode >= 400) done(null, payload);
    else record(request, payload).then(() => done(null, payload), done);
  });

  async function record(request: FastifyRequest, payload: unknown): Promise<void> {
    const route = routeOf(request) as AdminActionRoute;
    const action = ADMIN_ACTIONS[route];
    const params = (request.params ?? {}) as Params;
    try {
      const read = RECORDS[route];
      const details = read
        ? { changes: changes(request.auditBefore ?? {}, ((await read(db, params)) ?? {}) as Record<string, unknown>) }
        : request.body
          ? asObject(kept(request.body))
          : // An upload's fields are not a JSON body: its answer (the import's counts) says what it did.
            { result: kept(parsedAnswer(payload)) };
      await insertAuditEntry(db, {
        id: newId(),
        admin_id: request.auth?.id ?? '',
        admin_name: request.auditActorName ?? '',
        action,
        target: targetOf(params, request.body),
        details: toJson(details),
        ip: request.ip,
        created_at: new Date().toISOString(),
      });
    } catch (error) {
      request.log.error({ err: error, action }, 'could not record an administrator action');
    }
  }
}
