// How the matrix calls each route: real ids and valid bodies, so the guard decides and not validation.
// A route of the table with a path parameter, or with a method other than GET, needs a recipe here;
// a plain GET without parameters is sent as it is. Everyone sends the same request except where the
// recipe uses `who` (public calls that spend a per-address or per-email allowance, e.g. a code's 60 s gap).

import type { InjectOptions } from 'fastify';
import { codeIn, latestMailTo, registration } from '../students.js';
import { TEST_ADMIN } from '../test-app.js';
import { invitationLink, pendingInvitation, throwawayAdmin } from './matrix-admins.js';
import type { MatrixWorld } from './matrix-world.js';
import { IDENTITIES, type Identity } from './route-matrix.table.js';
import { excelUpload, globalJobInput, jobInput, STUDENT_PASSWORD } from './security-fixtures.js';

/** The company's answer the matrix sends: every field, so the histories carry every kind of key. */
export const COMPANY_ANSWER = {
  answer: 'interview',
  note: 'Please bring your portfolio.',
  interviewAt: '2030-01-15T10:30:00+05:30',
} as const;

/** A distinct client address per caller, so no per-address limit counts one caller's calls against another's. */
export function addressOf(who: Identity): string {
  return `10.77.0.${IDENTITIES.indexOf(who) + 1}`;
}

type Request = InjectOptions & { url: string };
type Recipe = (w: MatrixWorld, who: Identity) => Request | Promise<Request>;

async function endingSession(w: MatrixWorld, who: Identity, url: string): Promise<Request> {
  const token = await w.spareSession(who);
  return { url, headers: token ? { authorization: `Bearer ${token}` } : {} };
}

const RECIPES: Record<string, Recipe> = {
  // Public
  'GET /api/jobs/:id': (w) => ({ url: `/api/jobs/${w.ids.appliedJob}` }),
  'GET /api/jobs/suggestions': () => ({ url: '/api/jobs/suggestions?field=location&text=beng' }),
  'GET /api/jobs/:id/similar': (w) => ({ url: `/api/jobs/${w.ids.appliedJob}/similar` }),
  'GET /api/profile-picture/:userId': (w) => ({ url: `/api/profile-picture/${w.a.id}` }),
  'GET /internships/:id': (w) => ({ url: `/internships/${w.ids.appliedJob}` }),
  'GET /sitemaps/:name': () => ({ url: '/sitemaps/internships-1.xml' }),
  'POST /api/reports': (w) => ({
    url: '/api/reports',
    payload: { listingKind: 'internship', listingId: w.ids.appliedJob, reason: 'asks_for_money' },
  }),
  'POST /api/send-otp': (_w, who) => ({ url: '/api/send-otp', payload: { email: `otp-${who}@example.com` } }),
  'POST /api/register': async (w, who) => {
    const email = `new-${who.toLowerCase()}@example.com`;
    await w.t.app.inject({
      method: 'POST',
      url: '/api/send-otp',
      payload: { email },
      remoteAddress: addressOf(who),
    });
    const mail = await latestMailTo(w.t.database.db, email);
    return { url: '/api/register', payload: registration(email, codeIn(mail?.text ?? '')) };
  },
  // Nine logins of A: the per-account allowance is 10 in 15 minutes.
  'POST /api/login': (w) => ({ url: '/api/login', payload: { email: w.a.email, password: STUDENT_PASSWORD } }),
  'POST /api/forgot-password': (_w, who) => ({
    url: '/api/forgot-password',
    payload: { email: `forgot-${who}@example.com` },
  }),
  'POST /api/verify-otp': (_w, who) => ({
    url: '/api/verify-otp',
    payload: { email: `verify-${who}@example.com`, otp: '123456' },
  }),
  'POST /api/reset-password': () => ({
    url: '/api/reset-password',
    payload: { token: 'not-a-reset-link-token-of-this-server', newPassword: 'a-new-password' },
  }),
  'POST /api/admin/login': (w) => ({
    url: '/api/admin/login',
    payload: { username: w.loginAdmin.username, password: w.loginAdmin.password },
  }),
  // An administrator's invitation: a live link of the caller's own, read by the GET row and spent by the POST row.
  'GET /api/admin/invitations/:token': async (w, who) => ({
    url: `/api/admin/invitations/${await invitationLink(w, who)}`,
  }),
  'POST /api/admin/invitations/:token': async (w, who) => ({
    url: `/api/admin/invitations/${await invitationLink(w, who)}`,
    payload: { password: 'matrix-new-admin-passphrase' },
  }),
  // The company's links: every caller sends the same valid link for A's application (the link is the key,
  // the Authorization header plays no part). The answer changes the application once; the same answer
  // again is "already sent" (200).
  'GET /api/alerts/unsubscribe/:token': (w) => ({ url: `/api/alerts/unsubscribe/${w.alertToken}` }),
  // As a mail client posts it (RFC 8058 §3.1).
  'POST /api/alerts/unsubscribe/:token': (w) => ({
    url: `/api/alerts/unsubscribe/${w.alertToken}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  }),
  'GET /api/company-answers/:token': (w) => ({ url: `/api/company-answers/${w.companyTokens.answer}` }),
  'POST /api/company-answers/:token/opened': (w) => ({ url: `/api/company-answers/${w.companyTokens.answer}/opened` }),
  'POST /api/company-answers/:token': (w) => ({
    url: `/api/company-answers/${w.companyTokens.answer}`,
    payload: COMPANY_ANSWER,
  }),
  'GET /api/company-answers/resume/:token': (w) => ({ url: `/api/company-answers/resume/${w.companyTokens.resume}` }),
  'GET /api/docs/static/*': () => ({ url: '/api/docs/static/swagger-ui.css' }),
  'GET /dev/mailbox/:id': (w) => ({ url: `/dev/mailbox/${w.ids.mail}` }),

  // Student
  'PUT /api/profile': () => ({ url: '/api/profile', payload: { futureGoals: 'Ship a product' } }),
  // English, as the accounts already are: the rows after still see the mails they always saw.
  'PUT /api/profile/language': () => ({ url: '/api/profile/language', payload: { language: 'en' } }),
  'POST /api/jobs/:id/apply': (w) => ({
    url: `/api/jobs/${w.ids.applyJob}/apply`,
    payload: { coverLetter: 'Sent by the matrix.' },
  }),
  'GET /api/jobs/:id/application-status': (w) => ({ url: `/api/jobs/${w.ids.appliedJob}/application-status` }),
  // An open internship each student saves, lists and unsaves (issue 21).
  'PUT /api/saved/:jobId': (w) => ({ url: `/api/saved/${w.ids.appliedJob}` }),
  'DELETE /api/saved/:jobId': (w) => ({ url: `/api/saved/${w.ids.appliedJob}` }),
  'POST /api/saved-searches': () => ({
    url: '/api/saved-searches',
    payload: { name: 'Design in Pune', filters: { search: 'design', location: 'Pune' }, frequency: 'weekly' },
  }),
  'PATCH /api/saved-searches/:id': (w) => ({
    url: `/api/saved-searches/${w.ids.savedSearch}`,
    payload: { frequency: 'weekly' },
  }),
  'DELETE /api/saved-searches/:id': (w) => ({ url: `/api/saved-searches/${w.ids.deleteSavedSearch}` }),
  'DELETE /api/account': () => ({ url: '/api/account', payload: { password: 'not-the-password' } }),
  'GET /api/resume/:userId': (w) => ({ url: `/api/resume/${w.a.id}` }),
  // Sessions a logout may end: spare ones, so the callers' own live on for the rows after.
  'POST /api/logout': (w, who) => endingSession(w, who, '/api/logout'),
  'POST /api/logout-everywhere': (w, who) => endingSession(w, who, '/api/logout-everywhere'),
  'POST /api/admin/logout': (w, who) => endingSession(w, who, '/api/admin/logout'),

  // Admin (throwaway ids where the call changes or deletes something)
  'POST /api/admin/jobs': () => ({ url: '/api/admin/jobs', payload: jobInput({ title: 'Matrix Intern' }) }),
  'PUT /api/admin/jobs/:id': (w) => ({ url: `/api/admin/jobs/${w.ids.editJob}`, payload: { isActive: false } }),
  'DELETE /api/admin/jobs/:id': (w) => ({ url: `/api/admin/jobs/${w.ids.deleteJob}` }),
  'POST /api/admin/jobs/bulk-delete': (w) => ({
    url: '/api/admin/jobs/bulk-delete',
    payload: { jobIds: [w.ids.bulkDeleteJob] },
  }),
  'DELETE /api/admin/jobs/deletebylocation/:location': (w) => ({
    url: `/api/admin/jobs/deletebylocation/${encodeURIComponent(w.ids.throwawayLocation)}`,
  }),
  'POST /api/admin/jobs/bulk-upload': (w) => ({ url: '/api/admin/jobs/bulk-upload', ...excelUpload(w.sheet) }),
  // A held internship (docs/decisions/0038), published once by the administrator.
  'POST /api/admin/jobs/:id/publish': (w) => ({ url: `/api/admin/jobs/${w.ids.heldJob}/publish` }),
  // An extension only moves an open internship's expiry later: the rows after see it open as before.
  'POST /api/admin/jobs/:id/extend': (w) => ({
    url: `/api/admin/jobs/${w.ids.appliedJob}/extend`,
    payload: { days: 15 },
  }),
  'POST /api/admin/jobs/extend': (w) => ({
    url: '/api/admin/jobs/extend',
    payload: { jobIds: [w.ids.appliedJob], days: 15 },
  }),
  'GET /api/admin/excel-files/:id/download': (w) => ({ url: `/api/admin/excel-files/${w.ids.upload}/download` }),
  'POST /api/admin/globals': () => ({ url: '/api/admin/globals', payload: globalJobInput('Matrix GmbH') }),
  'PUT /api/admin/globals/:id': (w) => ({
    url: `/api/admin/globals/${w.ids.editGlobal}`,
    payload: globalJobInput('Edited GmbH'),
  }),
  'DELETE /api/admin/globals/:id': (w) => ({ url: `/api/admin/globals/${w.ids.deleteGlobal}` }),
  'POST /api/admin/globals/bulk-delete': (w) => ({
    url: '/api/admin/globals/bulk-delete',
    payload: { jobIds: [w.ids.bulkDeleteGlobal] },
  }),
  'PUT /api/admin/applications/:id/status': (w) => ({
    url: `/api/admin/applications/${w.ids.applicationOfA}/status`,
    payload: { status: 'Reviewed' },
  }),
  'POST /api/admin/applications/:id/forward': (w) => ({
    url: `/api/admin/applications/${w.ids.applicationOfA}/forward`,
  }),
  'POST /api/admin/applications/forward': (w) => ({
    url: '/api/admin/applications/forward',
    payload: { applicationIds: [w.ids.applicationOfA] },
  }),
  'GET /api/admin/applications/:id/timeline': (w) => ({
    url: `/api/admin/applications/${w.ids.answeredApplication}/timeline`,
  }),
  'POST /api/admin/applications/:id/reopen': (w) => ({
    url: `/api/admin/applications/${w.ids.closedApplication}/reopen`,
  }),
  // A report of its own for each caller, so the administrator's decision always has one to close.
  'POST /api/admin/reports/decision': async (w, who) => {
    await w.t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { listingKind: 'internship', listingId: w.ids.appliedJob, reason: 'other' },
      remoteAddress: addressOf(who),
    });
    return {
      url: '/api/admin/reports/decision',
      payload: { listingKind: 'internship', listingId: w.ids.appliedJob, decision: 'dismiss', reason: 'Checked.' },
    };
  },
  'PUT /api/admin/reports/holidays': () => ({
    url: '/api/admin/reports/holidays',
    payload: { holidays: [{ date: '2026-12-25', name: 'Christmas' }] },
  }),
  'PUT /api/admin/users/:id/block': (w) => ({
    url: `/api/admin/users/${w.ids.throwawayUser}/block`,
    payload: { isBlocked: true },
  }),
  'PUT /api/admin/settings': (w) => ({ url: '/api/admin/settings', payload: w.settings }),
  'PUT /api/admin/profile': () => ({
    url: '/api/admin/profile',
    payload: { username: TEST_ADMIN.username, email: TEST_ADMIN.email },
  }),
  'POST /api/admin/admins/invitations': (_w, who) => ({
    url: '/api/admin/admins/invitations',
    payload: {
      username: `matrix-invited-${who.toLowerCase()}`,
      email: `matrix-invited-${who.toLowerCase()}@example.com`,
    },
  }),
  'DELETE /api/admin/admins/invitations/:id': async (w, who) => ({
    url: `/api/admin/admins/invitations/${await pendingInvitation(w, who)}`,
  }),
  'DELETE /api/admin/admins/:id': async (w, who) => ({ url: `/api/admin/admins/${await throwawayAdmin(w, who)}` }),
  'PUT /api/admin/password': () => ({
    url: '/api/admin/password',
    payload: { currentPassword: 'not-the-admin-password', newPassword: 'another-admin-password' },
  }),
};

/** Rows the table has that need a recipe and have none (a path parameter, or not a GET). */
export function routesWithoutRecipe(routes: string[]): string[] {
  return routes.filter((route) => {
    const [method, path] = route.split(' ');
    return !RECIPES[route] && (method !== 'GET' || path.includes(':') || path.includes('*'));
  });
}

export async function requestFor(w: MatrixWorld, route: string, who: Identity): Promise<Request> {
  const recipe = RECIPES[route];
  const [, path] = route.split(' ');
  if (recipe) return recipe(w, who);
  if (routesWithoutRecipe([route]).length > 0) throw new Error(`no request recipe for ${route} in route-requests.ts`);
  return { url: path };
}
