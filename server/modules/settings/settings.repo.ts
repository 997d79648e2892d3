import type { Selectable } from 'kysely';
import type { DB } from '#server/db/database.js';
import type { SettingsTable } from '#server/db/schema.js';

export type SettingsRow = Selectable<SettingsTable>;

const SETTINGS_ID = 1;

export function findSettings(db: DB): Promise<SettingsRow | undefined> {
  return db.selectFrom('settings').selectAll().where('id', '=', SETTINGS_ID).executeTakeFirst();
}

/** Insert the single settings row when it is missing; a second process racing here does nothing. */
export async function insertDefaultSettings(db: DB, row: Omit<SettingsRow, 'id'>): Promise<void> {
  await db
    .insertInto('settings')
    .values({ id: SETTINGS_ID, ...row })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function updateSettings(db: DB, changes: Partial<Omit<SettingsRow, 'id'>>): Promise<void> {
  await db.updateTable('settings').set(changes).where('id', '=', SETTINGS_ID).execute();
}
