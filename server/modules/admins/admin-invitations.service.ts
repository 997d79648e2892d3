import type { AppDeps } from '#server/app-deps.js';
import { refuse, sessionInvalid } from '#server/lib/errors.js';
import { newId, nowIso } from '#server/lib/ids.js';
import { toJson } from '#server/lib/json-column.js';
import { keyedHash, newUrlToken } from '#server/lib/secrets.js';
import { ADMIN_ACTIONS } from '#shared/audit.js';
import {
  ADMIN_INVITATION_VALID_HOURS,
  type TAdminInvitation,
  type TInvitationAccepted,
  type TInvitationSent,
  type TInvitationView,
} from '#shared/schemas/admins.js';
import { insertAuditEntry } from '../audit/audit.repo.js';
import { hashPassword } from '../auth/password.js';
import { acceptNewPassword } from '../auth/password-policy.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { adminInvitationMail } from '../mail/templates.js';
import { getSettings } from '../settings/settings.service.js';
import {
  deletePendingInvitation,
  deletePendingInvitationsTo,
  findInvitationByHash,
  findLiveInvitationsForUsername,
  type InvitationRow,
  insertInvitation,
  markInvitationUsed,
} from './admin-invitations.repo.js';
import { findAdminById, findAdminsNamed, insertAdminIfAbsent } from './admins.repo.js';
import { toAdmin } from './admins.service.js';

// Several administrators (docs/decisions/0037): an administrator invites another by mail; the link
// (32 random bytes, kept only as a keyed hash, 72 hours, single use) lets the invitee choose a password,
// which makes the account and signs them in.

const VALID_MS = ADMIN_INVITATION_VALID_HOURS * 60 * 60 * 1000;
export const USERNAME_TAKEN_MESSAGE = 'That username is taken';
export const EMAIL_TAKEN_MESSAGE = 'An administrator with this email already exists';
export const INVITATION_SENT = 'Invitation sent!';
export const INVITATION_WITHDRAWN = 'Invitation withdrawn';
export const WELCOME = 'Welcome! Your administrator account is ready.';
const NOT_VALID = 'This invitation link is not valid. Please ask an administrator to invite you again.';
const EXPIRED = 'This invitation has expired. Please ask an administrator to invite you again.';
const USED = 'This invitation has already been used. Please sign in.';

export function toInvitation(row: InvitationRow): TAdminInvitation {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    invitedBy: row.invited_by_name,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

/**
 * Invite `email` to become an administrator named `username`. A username or email an administrator
 * has is refused (409), and so is a username a live invitation to another address holds; a new
 * invitation to the same address replaces the old one, whose link stops working.
 */
export async function inviteAdmin(
  deps: AppDeps,
  inviterId: string,
  input: { username: string; email: string },
): Promise<TInvitationSent> {
  const { db, config } = deps;
  const username = input.username;
  const email = input.email.toLowerCase();
  const now = new Date();
  const inviter = await findAdminById(db, inviterId);
  if (!inviter) throw sessionInvalid();
  const clashes = await findAdminsNamed(db, username, email);
  if (clashes.some((admin) => admin.username.toLowerCase() === username.toLowerCase())) {
    throw refuse('USERNAME_TAKEN', USERNAME_TAKEN_MESSAGE);
  }
  if (clashes.length > 0) throw refuse('ADMIN_EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
  if ((await findLiveInvitationsForUsername(db, username, email, nowIso(now))).length > 0) {
    throw refuse('USERNAME_TAKEN', USERNAME_TAKEN_MESSAGE);
  }

  const token = newUrlToken();
  const row: InvitationRow = {
    id: newId(),
    token_hash: keyedHash(config.jwtSecret, token),
    username,
    email,
    invited_by: inviter.id,
    invited_by_name: inviter.username,
    expires_at: new Date(now.getTime() + VALID_MS).toISOString(),
    used_at: null,
    created_at: now.toISOString(),
  };
  const { platformName } = await getSettings(db);
  const link = `${config.publicUrl}/admin/invitation/${token}`;
  // The invitation and its mail commit together (ARCHITECTURE → Data that must never be lost).
  await db.transaction().execute(async (trx) => {
    await deletePendingInvitationsTo(trx, email);
    await insertInvitation(trx, row);
    const mail = adminInvitationMail(platformName, {
      inviterName: inviter.username,
      username,
      link,
      validHours: ADMIN_INVITATION_VALID_HOURS,
    });
    await enqueueMail(trx, { to: email, ...mail });
  });
  deps.kickMail();
  return { message: INVITATION_SENT, invitation: toInvitation(row) };
}

export async function withdrawInvitation({ db }: AppDeps, id: string) {
  if (!(await deletePendingInvitation(db, id))) {
    throw refuse('INVITATION_NOT_FOUND', 'Invitation not found. It may have been used or withdrawn.');
  }
  return { message: INVITATION_WITHDRAWN };
}

/** The invitation a link names, if it can still be used: 404 unknown (or withdrawn, or replaced), 410 expired or used. */
async function liveInvitation({ db, config }: AppDeps, token: string, now: string): Promise<InvitationRow> {
  const row = await findInvitationByHash(db, keyedHash(config.jwtSecret, token));
  if (!row) throw refuse('INVITATION_INVALID', NOT_VALID);
  if (row.used_at) throw refuse('INVITATION_USED', USED);
  if (row.expires_at <= now) throw refuse('INVITATION_EXPIRED', EXPIRED);
  return row;
}

/** GET /api/admin/invitations/{token}: whom the link invites, for the page that asks for a password. */
export async function showInvitation(deps: AppDeps, token: string): Promise<TInvitationView> {
  const { username, email } = await liveInvitation(deps, token, nowIso());
  return { username, email };
}

/**
 * The invitee's password: the administrators' rules (12 characters, not a common one), hashed with
 * argon2id off the event loop. In one transaction the invitation is used (once: a second use fails),
 * the account is made and the joining is put on record; then the new administrator is signed in.
 */
export async function acceptInvitation(
  deps: AppDeps,
  token: string,
  password: string,
  ip: string,
): Promise<TInvitationAccepted> {
  const { db, tokens } = deps;
  const invitation = await liveInvitation(deps, token, nowIso());
  acceptNewPassword(password, 'admin');
  const passwordHash = await hashPassword(password);
  const now = nowIso();
  const id = newId();
  await db.transaction().execute(async (trx) => {
    if (!(await markInvitationUsed(trx, invitation.id, now))) {
      // Used (or expired) while the password was being hashed.
      throw refuse('INVITATION_USED', USED);
    }
    const created = await insertAdminIfAbsent(trx, {
      id,
      username: invitation.username,
      email: invitation.email,
      password_hash: passwordHash,
      token_version: 0,
      created_at: now,
      updated_at: now,
    });
    if (!created) throw refuse('USERNAME_TAKEN', USERNAME_TAKEN_MESSAGE);
    // The audit hook records signed-in administrators' actions; this one is recorded here, as the new
    // administrator's own (docs/decisions/0034).
    await insertAuditEntry(trx, {
      id: newId(),
      admin_id: id,
      admin_name: invitation.username,
      action: ADMIN_ACTIONS['POST /api/admin/invitations/:token'],
      target: id,
      details: toJson({ email: invitation.email, invitedBy: invitation.invited_by_name }),
      ip,
      created_at: now,
    });
  });
  const admin = await findAdminById(db, id);
  if (!admin) throw sessionInvalid();
  const session = await tokens.sign({ sub: admin.id, role: 'admin', ver: admin.token_version });
  return { message: WELCOME, token: session, admin: toAdmin(admin) };
}
