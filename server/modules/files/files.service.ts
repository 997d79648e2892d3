import type { DB } from '#server/db/database.js';
import { refuse } from '#server/lib/errors.js';
import type { AuthContext } from '#server/plugins/auth-guard.js';
import { findUserById } from '../users/users.repo.js';
import { findFile } from './files.repo.js';

/** A student's resume, for that student or an administrator (docs/spec/product-decisions.md → Files). */
export async function resumeFor(db: DB, auth: AuthContext, userId: string) {
  if (auth.role === 'user' && auth.id !== userId) throw refuse('FORBIDDEN', 'You can only download your own resume');
  const user = await findUserById(db, userId);
  const file = user?.resume_file_id ? await findFile(db, user.resume_file_id) : undefined;
  if (!user || !file) throw refuse('RESUME_NOT_FOUND', 'No resume uploaded');
  return { ownerName: user.name, data: Buffer.from(file.data) };
}

/** A student's picture, only ever the re-encoded image the server made. */
export async function pictureOf(db: DB, userId: string) {
  const user = await findUserById(db, userId);
  const file = user?.picture_file_id ? await findFile(db, user.picture_file_id) : undefined;
  if (file?.kind !== 'picture') throw refuse('PICTURE_NOT_FOUND', 'No profile picture');
  return { contentType: file.content_type, data: Buffer.from(file.data) };
}
