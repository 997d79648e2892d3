import type { DB } from '#server/db/database.js';
import { sessionInvalid } from '#server/lib/errors.js';
import { newId } from '#server/lib/ids.js';
import { anonymiseApplicationsOfUser } from '../applications/applications.repo.js';
import { listMyApplications } from '../applications/my-applications.service.js';
import { recheckPassword } from '../auth/password-recheck.js';
import { deleteFiles, findFile } from '../files/files.repo.js';
import { deleteCodesFor } from '../otp/otp.repo.js';
import { deleteAllSavedOf } from '../saved/saved.repo.js';
import { listSaved } from '../saved/saved.service.js';
import { deleteAllSavedSearchesOf } from '../saved-searches/saved-searches.repo.js';
import { listSavedSearches } from '../saved-searches/saved-searches.service.js';
import { deleteUser, findUserById } from '../users/users.repo.js';
import { describeUser } from '../users/users.service.js';

export const ACCOUNT_DELETED = 'Your account has been deleted.';

async function fileForExport(db: DB, id: string | null) {
  const file = id ? await findFile(db, id) : undefined;
  return file
    ? { filename: file.filename, contentType: file.content_type, base64: Buffer.from(file.data).toString('base64') }
    : null;
}

/** Everything the platform holds about a student, files included (DPDP Act 2023: right to access). */
export async function exportAccount(db: DB, userId: string) {
  const row = await findUserById(db, userId);
  if (!row) throw sessionInvalid();
  return {
    exportedAt: new Date().toISOString(),
    profile: { ...(await describeUser(db, row)), marketingConsent: row.marketing_consent === 1 },
    applications: await listMyApplications(db, userId),
    savedInternships: await listSaved(db, userId),
    savedSearches: await listSavedSearches(db, userId),
    files: {
      resume: await fileForExport(db, row.resume_file_id),
      profilePicture: await fileForExport(db, row.picture_file_id),
    },
  };
}

/**
 * Delete the account (DPDP Act 2023: right to erasure): the profile, files, codes, reset links, saved
 * internships and saved searches go; applications stay only as anonymous rows so the admins' counts do not change.
 */
export async function deleteAccount(db: DB, userId: string, password: string) {
  const row = await findUserById(db, userId);
  if (!row) throw sessionInvalid();
  await recheckPassword(
    db,
    { role: 'user', id: userId, passwordHash: row.password_hash },
    password,
    'Incorrect password',
  );
  await db.transaction().execute(async (trx) => {
    await anonymiseApplicationsOfUser(trx, userId, `deleted-${newId()}`);
    await deleteCodesFor(trx, row.email);
    // The foreign key cascades too; deleted here as well, so erasure does not rest on a database setting.
    await deleteAllSavedOf(trx, userId);
    await deleteAllSavedSearchesOf(trx, userId);
    await deleteUser(trx, userId);
    await deleteFiles(trx, [row.resume_file_id, row.picture_file_id]);
  });
  return { message: ACCOUNT_DELETED };
}
