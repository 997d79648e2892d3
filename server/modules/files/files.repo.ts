import type { Insertable } from 'kysely';
import type { DB } from '#server/db/database.js';
import type { FilesTable } from '#server/db/schema.js';

export async function insertFile(db: DB, file: Insertable<FilesTable>): Promise<void> {
  await db.insertInto('files').values(file).execute();
}

export function findFile(db: DB, id: string) {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteFiles(db: DB, ids: (string | null | undefined)[]): Promise<void> {
  const present = ids.filter((id): id is string => Boolean(id));
  if (present.length > 0) await db.deleteFrom('files').where('id', 'in', present).execute();
}
