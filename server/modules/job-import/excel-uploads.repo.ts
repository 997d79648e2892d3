import type { DB } from '../../db/database.js';

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
