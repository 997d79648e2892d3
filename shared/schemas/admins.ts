import { z } from 'zod';
import { MIN_ADMIN_PASSWORD_LENGTH } from '../constants.js';
import { ZAdminProfileUpdate } from './admin.js';
import { ZAdmin } from './auth.js';
import { ADMIN_PASSWORD_TOO_SHORT } from './password.js';

// Several administrators at the spec's one level (docs/decisions/0037): the list, invitations by mail
// with a single-use link, and removal.

/** How long an invitation's link works. */
export const ADMIN_INVITATION_VALID_HOURS = 72;

/** One administrator as the others see them; `isYou` marks the reader's own account. */
export const ZAdministrator = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  createdAt: z.string(),
  isYou: z.boolean(),
});
export type TAdministrator = z.infer<typeof ZAdministrator>;

/** An invitation not used yet (it may have expired: `expiresAt` says). */
export const ZAdminInvitation = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TAdminInvitation = z.infer<typeof ZAdminInvitation>;

/** GET /api/admin/admins. */
export const ZAdministratorsResponse = z.object({
  admins: z.array(ZAdministrator),
  invitations: z.array(ZAdminInvitation),
});
export type TAdministratorsResponse = z.infer<typeof ZAdministratorsResponse>;

/** POST /api/admin/admins/invitations: the same rules as an administrator's own profile. */
export const ZInviteAdminRequest = ZAdminProfileUpdate;
export type TInviteAdminRequest = z.input<typeof ZInviteAdminRequest>;

export const ZInvitationSent = z.object({ message: z.string(), invitation: ZAdminInvitation });
export type TInvitationSent = z.infer<typeof ZInvitationSent>;

/** DELETE /api/admin/admins/{id}: who was removed (the audit log keeps the answer). */
export const ZAdminRemoved = z.object({ message: z.string(), admin: ZAdmin });
export type TAdminRemoved = z.infer<typeof ZAdminRemoved>;

/** The link's token: 32 random bytes, base64url (43 characters); a little room, no more. */
export const ZInvitationTokenParams = z.object({ token: z.string().min(1).max(128) }).strict();

/** GET /api/admin/invitations/{token}: who the link invites. */
export const ZInvitationView = z.object({ username: z.string(), email: z.string() });
export type TInvitationView = z.infer<typeof ZInvitationView>;

/** POST /api/admin/invitations/{token}: the new administrator's password (the rules of 0003). */
export const ZAcceptInvitationRequest = z
  .object({ password: z.string().min(MIN_ADMIN_PASSWORD_LENGTH, ADMIN_PASSWORD_TOO_SHORT).max(1024) })
  .strict();
export type TAcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequest>;

/** Signed in as the new administrator, as the admin login answers. */
export const ZInvitationAccepted = z.object({ message: z.string(), token: z.string(), admin: ZAdmin });
export type TInvitationAccepted = z.infer<typeof ZInvitationAccepted>;
