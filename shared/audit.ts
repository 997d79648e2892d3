// Every administrator's action on record (docs/decisions/0034): each changing admin route's name in the
// log, keyed by the route as the router writes it. A changing admin route missing here fails a test.
export const ADMIN_ACTIONS = {
  'POST /api/admin/jobs': 'Create internship',
  'PUT /api/admin/jobs/:id': 'Edit internship',
  'DELETE /api/admin/jobs/:id': 'Delete internship',
  'POST /api/admin/jobs/bulk-delete': 'Delete internships (bulk)',
  'DELETE /api/admin/jobs/deletebylocation/:location': 'Delete internships by location',
  'POST /api/admin/jobs/bulk-upload': 'Import internships',
  // Risk flags (docs/decisions/0038): a held import row made active after review.
  'POST /api/admin/jobs/:id/publish': 'Publish held internship',
  // Freshness (docs/decisions/0039): an internship's expiry moved later, one or several at once.
  'POST /api/admin/jobs/:id/extend': 'Extend internship',
  'POST /api/admin/jobs/extend': 'Extend internships (bulk)',
  'POST /api/admin/globals': 'Create global job',
  'PUT /api/admin/globals/:id': 'Edit global job',
  'DELETE /api/admin/globals/:id': 'Delete global job',
  'POST /api/admin/globals/bulk-delete': 'Delete global jobs (bulk)',
  'PUT /api/admin/applications/:id/status': 'Change application status',
  'POST /api/admin/applications/:id/reopen': 'Reopen application',
  'POST /api/admin/applications/:id/forward': 'Forward application',
  'POST /api/admin/applications/forward': 'Forward applications (bulk)',
  'PUT /api/admin/users/:id/block': 'Block or unblock student',
  'PUT /api/admin/settings': 'Change settings',
  'PUT /api/admin/profile': 'Change own profile',
  'PUT /api/admin/password': 'Change own password',
  // Several administrators (docs/decisions/0037). Joining is recorded by the invitation's service: the
  // joining administrator has no session when the request comes, so the hook cannot.
  'POST /api/admin/admins/invitations': 'Invite administrator',
  'DELETE /api/admin/admins/invitations/:id': 'Withdraw invitation',
  'DELETE /api/admin/admins/:id': 'Remove administrator',
  'POST /api/admin/invitations/:token': 'Join as administrator',
  'POST /api/admin/logout': 'Sign out',
  'POST /api/admin/reports/decision': 'Decide on reports',
  'PUT /api/admin/reports/holidays': 'Change holidays',
} as const satisfies Record<string, string>;

export type AdminActionRoute = keyof typeof ADMIN_ACTIONS;
export type AdminAction = (typeof ADMIN_ACTIONS)[AdminActionRoute];
export const ADMIN_ACTION_NAMES = [...new Set(Object.values(ADMIN_ACTIONS))] as [AdminAction, ...AdminAction[]];

/** The log is kept this long at least; older entries go in the housekeeping round. */
export const AUDIT_KEEP_DAYS = 400;
export const AUDIT_PAGE_SIZE = 50;
