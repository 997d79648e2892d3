import { newId, nowIso } from '#server/lib/ids.js';
import { bearer, latestMailTo } from '../students.js';
import type { MatrixWorld } from './matrix-world.js';
import type { Identity } from './route-matrix.table.js';

// Several administrators in the matrix (docs/decisions/0037): each caller gets an invitation of its own
// (so every caller's link works once, for that caller), and the removal row a throwaway administrator.

/** The address the invitation of `who`'s row goes to: the one email its answer may show. */
export const inviteeEmail = (who: Identity) => `matrix-invitee-${who.toLowerCase()}@example.com`;

async function invite(w: MatrixWorld, username: string, email: string) {
  const token = w.tokens.admin;
  if (!token) throw new Error('the matrix has no administrator session');
  const sent = await w.t.app.inject({
    method: 'POST',
    url: '/api/admin/admins/invitations',
    headers: bearer(token),
    payload: { username, email },
  });
  if (sent.statusCode !== 201) throw new Error(`invite ${email}: ${sent.statusCode} ${sent.body}`);
  return sent.json().invitation._id as string;
}

/** A live invitation link for `who` (inviting the same address again replaces the one before). */
export async function invitationLink(w: MatrixWorld, who: Identity): Promise<string> {
  const email = inviteeEmail(who);
  await invite(w, `matrix-invitee-${who.toLowerCase()}`, email);
  const mail = await latestMailTo(w.t.database.db, email);
  const link = mail?.text.match(/\/admin\/invitation\/([\w-]+)/)?.[1];
  if (!link) throw new Error(`no invitation link in the mail to ${email}`);
  return link;
}

/** An invitation the withdraw row can take back. */
export function pendingInvitation(w: MatrixWorld, who: Identity): Promise<string> {
  return invite(w, `matrix-withdrawn-${who.toLowerCase()}`, `matrix-withdrawn-${who.toLowerCase()}@example.com`);
}

/** An administrator made only to be removed by the removal row. */
export async function throwawayAdmin(w: MatrixWorld, who: Identity): Promise<string> {
  const id = newId();
  const now = nowIso();
  await w.t.database.db
    .insertInto('admins')
    .values({
      id,
      username: `matrix-removed-${who.toLowerCase()}`,
      email: `matrix-removed-${who.toLowerCase()}@example.com`,
      password_hash: 'not-a-hash',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
