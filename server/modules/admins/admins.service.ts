import { randomBytes } from 'node:crypto';
import type { Config } from '#server/config.js';
import type { DB } from '#server/db/database.js';
import { sessionInvalid } from '#server/lib/errors.js';
import { newId, nowIso } from '#server/lib/ids.js';
import type { TAdmin, TAdminLoginRequest, TAdminLoginResponse } from '#shared/schemas/auth.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password.js';
import type { TokenService } from '../auth/tokens.js';
import { type AdminRow, countAdmins, findAdminById, findAdminByUsername, insertAdminIfAbsent } from './admins.repo.js';

export function toAdmin(row: AdminRow): TAdmin {
  return { _id: row.id, username: row.username, email: row.email };
}

/**
 * Create the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL when there is none.
 * Returns the generated password when ADMIN_PASSWORD was not set, so start-up can print it once.
 */
export async function ensureFirstAdmin(db: DB, admin: Config['admin']): Promise<{ generatedPassword: string } | null> {
  if ((await countAdmins(db)) > 0) return null;
  const password = admin.password ?? randomBytes(12).toString('base64url');
  const now = nowIso();
  const created = await insertAdminIfAbsent(db, {
    id: newId(),
    username: admin.username,
    email: admin.email,
    password_hash: await hashPassword(password),
    token_version: 0,
    created_at: now,
    updated_at: now,
  });
  return created && !admin.password ? { generatedPassword: password } : null;
}

export const INVALID_ADMIN_LOGIN = 'Invalid username or password';

/** The session for a correct username and password; null when either is wrong (the caller counts it). */
export async function loginAdmin(
  db: DB,
  tokens: TokenService,
  { username, password }: TAdminLoginRequest,
): Promise<TAdminLoginResponse | null> {
  const row = await findAdminByUsername(db, username);
  const isValid = row ? await verifyPassword(row.password_hash, password) : await verifyAgainstDummy(password);
  if (!row || !isValid) return null;
  const token = await tokens.sign({ sub: row.id, role: 'admin', ver: row.token_version });
  return { token, admin: toAdmin(row) };
}

export async function getAdmin(db: DB, id: string): Promise<TAdmin> {
  const row = await findAdminById(db, id);
  if (!row) throw sessionInvalid();
  return toAdmin(row);
}
