import type { Selectable } from 'kysely';
import type { DB } from '#server/db/database.js';
import type { ApplicationEventsTable } from '#server/db/schema.js';
import { newId } from '#server/lib/ids.js';
import type { TApplicationEvent } from '#shared/schemas/hearing-back.js';

export type NewEvent = Omit<ApplicationEventsTable, 'id' | 'answer' | 'status' | 'note' | 'interview_at'> &
  Partial<Pick<ApplicationEventsTable, 'answer' | 'status' | 'note' | 'interview_at'>>;

/** Add a step to an application's history (in the transaction of the change it records). */
export async function insertEvent(db: DB, event: NewEvent): Promise<void> {
  await db
    .insertInto('application_events')
    .values({
      id: newId(),
      answer: null,
      status: null,
      note: null,
      interview_at: null,
      ...event,
    })
    .execute();
}

/** Steps recorded in the same millisecond (a delivery and the opening right after it) in the order they happen. */
const KIND_ORDER: Record<string, number> = {
  sent: 0,
  opened: 1,
  reminded: 2,
  answered: 3,
  status_set: 4,
  closed: 5,
  reopened: 6,
};

/** The histories of some applications, oldest step first. */
export async function findEvents(db: DB, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .selectFrom('application_events')
    .selectAll()
    .where('application_id', 'in', applicationIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || (KIND_ORDER[a.kind] ?? 9) - (KIND_ORDER[b.kind] ?? 9),
  );
}

/** A stored step as the API gives it (absent fields left out). */
export function toEvent(row: Selectable<ApplicationEventsTable>): TApplicationEvent {
  return {
    kind: row.kind,
    by: row.actor,
    at: row.created_at,
    ...(row.answer ? { answer: row.answer } : {}),
    ...(row.status ? { status: row.status } : {}),
    ...(row.note ? { note: row.note } : {}),
    ...(row.interview_at ? { interviewAt: row.interview_at } : {}),
  };
}

/** Histories grouped by application. */
export async function eventsByApplication(db: DB, applicationIds: string[]) {
  const byApplication = new Map<string, TApplicationEvent[]>();
  for (const row of await findEvents(db, applicationIds)) {
    const list = byApplication.get(row.application_id) ?? [];
    list.push(toEvent(row));
    byApplication.set(row.application_id, list);
  }
  return byApplication;
}
