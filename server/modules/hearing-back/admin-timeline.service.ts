import type { DB } from '#server/db/database.js';
import { refuse } from '#server/lib/errors.js';
import type { TAdminApplicationTimeline } from '#shared/schemas/admin.js';
import { eventsByApplication, insertEvent } from './events.repo.js';
import { timelineOf } from './timeline.js';

// An administrator's view of an application's history, and the reopening of one closed as "No
// response" (docs/decisions/0033).

export const REOPENED = 'Application reopened';
const NOT_CLOSED = 'This application is not closed';

const findRow = (db: DB, id: string) =>
  db.selectFrom('applications').select(['id', 'applied_at', 'closed_reason']).where('id', '=', id).executeTakeFirst();

export async function timelineForAdmin(db: DB, id: string): Promise<TAdminApplicationTimeline> {
  const row = await findRow(db, id);
  if (!row) throw refuse('APPLICATION_NOT_FOUND', 'Application not found');
  const events = await eventsByApplication(db, [id]);
  return { timeline: timelineOf(row.applied_at, events.get(id)), closedReason: row.closed_reason };
}

/** Open again: it waits for an answer from now, so the closing comes again only after the set days. */
export async function reopenApplication(db: DB, id: string, now = new Date()) {
  const row = await findRow(db, id);
  if (!row) throw refuse('APPLICATION_NOT_FOUND', 'Application not found');
  const at = now.toISOString();
  const reopened = await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('applications')
      .set({ closed_reason: null, awaiting_since: at, updated_at: at })
      .where('id', '=', id)
      .where('closed_reason', 'is not', null)
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) return false;
    await insertEvent(trx, { application_id: id, kind: 'reopened', actor: 'admin', created_at: at });
    return true;
  });
  if (!reopened) throw refuse('APPLICATION_NOT_CLOSED', NOT_CLOSED);
  return { message: REOPENED };
}
