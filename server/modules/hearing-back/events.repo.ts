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

/** The histories of some applications, oldest step first. */
export function findEvents(db: DB, applicationIds: string[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('application_events')
    .selectAll()
    .where('application_id', 'in', applicationIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
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
