import type { AppDeps } from '#server/app-deps.js';
import { refuse, sessionInvalid } from '#server/lib/errors.js';
import { nowIso } from '#server/lib/ids.js';
import { findAdminById, findAdminByUsername, updateAdminPassword, updateAdminProfile } from '../admins/admins.repo.js';
import { toAdmin } from '../admins/admins.service.js';
import { hashPassword } from '../auth/password.js';
import { acceptNewPassword } from '../auth/password-policy.js';
import { recheckPassword } from '../auth/password-recheck.js';

export async function changeAdminProfile(
  { db }: AppDeps,
  adminId: string,
  { username, email }: { username: string; email: string },
) {
  const other = await findAdminByUsername(db, username);
  if (other && other.id !== adminId) throw refuse('USERNAME_TAKEN', 'That username is taken');
  await updateAdminProfile(db, adminId, username, email.toLowerCase(), nowIso());
  const admin = await findAdminById(db, adminId);
  if (!admin) throw sessionInvalid();
  return { message: 'Profile updated successfully!', admin: toAdmin(admin) };
}

/** Real password change (the original only simulated it); returns a fresh token, since old ones end. */
export async function changeAdminPassword(
  { db, tokens }: AppDeps,
  adminId: string,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
) {
  const admin = await findAdminById(db, adminId);
  if (!admin) throw sessionInvalid();
  await recheckPassword(
    db,
    { role: 'admin', id: adminId, passwordHash: admin.password_hash },
    currentPassword,
    'Current password is incorrect',
  );
  acceptNewPassword(newPassword, 'admin');
  await updateAdminPassword(db, adminId, await hashPassword(newPassword), nowIso());
  const token = await tokens.sign({ sub: adminId, role: 'admin', ver: admin.token_version + 1 });
  return { message: 'Password updated successfully!', token };
}
