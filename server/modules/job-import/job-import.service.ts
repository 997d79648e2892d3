import { on } from 'node:events';
import { MessageChannel } from 'node:worker_threads';
import type { AppDeps } from '#server/app-deps.js';
import { refuse } from '#server/lib/errors.js';
import { newId, nowIso } from '#server/lib/ids.js';
import { expiryAfterPosting } from '#shared/listing-expiry.js';
import type { JobColumns } from '../admin-jobs/admin-jobs.mapper.js';
import { deleteJobsOfUpload, insertJobs } from '../admin-jobs/admin-jobs.repo.js';
import { listingExpiryDays } from '../admin-jobs/listing-expiry.service.js';
import { readStipendMedians } from '../admin-jobs/risk-flags.service.js';
import { findAdminById } from '../admins/admins.repo.js';
import { storeFile } from '../files/uploads.js';
import { findUploadWithFile, insertUpload, listUploads, setJobsCreated } from './excel-uploads.repo.js';
import { RESTART } from './import-restart.js';

type Chunk = JobColumns[] | typeof RESTART | null;

/**
 * The sheet is read and checked in a worker, which sends the valid rows on in chunks while it goes on
 * reading; they are inserted as they come, in one transaction with the stored file and its upload
 * record, so the insert overlaps the reading. A problem in any row rolls everything back: all or
 * nothing. The transaction opens only once the first rows are ready, and the rows go in a few hundred
 * at a time with a turn of the event loop between (insertJobs), so other requests are answered
 * meanwhile (reads on SQLite's reader connection; writes wait for the import).
 */
export async function importJobs(
  { db, workers }: Pick<AppDeps, 'db' | 'workers'>,
  adminId: string,
  file: { filename: string; data: Buffer },
) {
  // The risk flags' stipend rule compares with these; the rows' flags are set in the worker (docs/decisions/0038).
  const stipendMedians = await readStipendMedians(db);
  const { port1, port2 } = new MessageChannel();
  const chunks = on(port1, 'message') as AsyncIterableIterator<[Chunk]>;
  const checked = workers.run('readImportSheet', { data: file.data, port: port2, stipendMedians }, [port2]);
  checked.catch(() => {}); // awaited below; a failure before then must not count as unhandled
  try {
    const next = async (): Promise<Chunk> => (await chunks.next()).value?.[0] ?? null;
    const first = await next();
    if (first === null) await checked; // nothing valid: the worker says why
    const admin = await findAdminById(db, adminId);
    const expiryDays = await listingExpiryDays(db);
    const now = Date.now();
    const uploadId = newId();
    const read = await db.transaction().execute(async (trx) => {
      const fileId = await storeFile(trx, 'spreadsheet', {
        filename: file.filename,
        contentType: file.filename.toLowerCase().endsWith('.xls')
          ? 'application/vnd.ms-excel'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        data: file.data,
      });
      await insertUpload(trx, {
        id: uploadId,
        original_name: file.filename,
        file_id: fileId,
        jobs_created: 0,
        uploaded_by: adminId,
        uploaded_by_username: admin?.username ?? 'admin',
        created_at: nowIso(new Date(now)),
      });
      let inserted = 0;
      for (let chunk = first; chunk !== null; chunk = await next()) {
        if (chunk === RESTART) {
          // The worker reads the sheet again from the top (another reader): forget what it sent.
          await deleteJobsOfUpload(trx, uploadId);
          inserted = 0;
          continue;
        }
        await insertJobs(
          trx,
          chunk.map((columns, i) => {
            // Keep the sheet's order: the first row is the newest.
            const createdAt = new Date(now - inserted - i);
            return {
              id: newId(),
              ...columns,
              // Without an expiry date a row closes the set number of days after posting (docs/decisions/0039).
              expiry_date: columns.expiry_date ?? expiryAfterPosting(createdAt, expiryDays),
              upload_id: uploadId,
              created_at: nowIso(createdAt),
              updated_at: nowIso(new Date(now)),
            };
          }),
        );
        inserted += chunk.length;
      }
      const sheet = await checked; // a bad row anywhere rejects here, and the transaction rolls back
      await setJobsCreated(trx, uploadId, sheet.rows);
      return sheet;
    });
    const { rows: jobsCreated, heldCount, heldRows } = read;
    // Rows with risk flags went in inactive, held for review; the rest as usual (docs/decisions/0038).
    const message =
      heldCount > 0
        ? `Imported ${jobsCreated} jobs; ${heldCount} held for review`
        : `Successfully imported ${jobsCreated} jobs`;
    return { message, jobsCreated, heldCount, heldRows };
  } finally {
    port1.close();
  }
}

/** The uploaded sheets, newest first, as the upload history shows them (docs/spec/admin-side.md §3). */
export async function listSheets(db: AppDeps['db']) {
  return (await listUploads(db)).map((upload) => ({
    _id: upload.id,
    originalName: upload.original_name,
    jobsCreated: upload.jobs_created,
    uploadedBy: { username: upload.uploaded_by_username },
    createdAt: upload.created_at,
  }));
}

/** One uploaded sheet's file, as it was uploaded. */
export async function sheetFile(db: AppDeps['db'], id: string) {
  const upload = await findUploadWithFile(db, id);
  if (!upload) throw refuse('SPREADSHEET_NOT_FOUND', 'File not found');
  return { name: upload.original_name, contentType: upload.content_type, data: Buffer.from(upload.data) };
}
