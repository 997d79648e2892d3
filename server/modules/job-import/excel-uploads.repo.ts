import type { Insertable } from 'kysely';
import type { DB } from '#server/db/database.js';
import type { ExcelUploadsTable } from '#server/db/schema.js';

export function listUploads(db: DB) {
  return db.selectFrom('excel_uploads').selectAll().orderBy('created_at', 'desc').limit(500).execute();
}

export function findUploadWithFile(db: DB, id: string) {
  return db
    .selectFrom('excel_uploads as u')
    .innerJoin('files as f', 'f.id', 'u.file_id')
    .select(['u.original_name', 'f.content_type', 'f.data'])
    .where('u.id', '=', id)
    .executeTakeFirst();
}

export async function insertUpload(db: DB, upload: Insertable<ExcelUploadsTable>): Promise<void> {
  await db.insertInto('excel_uploads').values(upload).execute();
}

export async function setJobsCreated(db: DB, id: string, jobsCreated: number): Promise<void> {
  await db.updateTable('excel_uploads').set({ jobs_created: jobsCreated }).where('id', '=', id).execute();
}
