// The authorization matrix: for every route the router knows, the status each caller gets.
// route-matrix.test.ts collects the routes from the router itself; a route without a row here fails it,
// and so does a row whose route is gone. How each cell's request is built (ids, bodies) is in
// route-requests.ts; every caller sends the same request, except where that file says otherwise.
// HEAD routes (Fastify adds one for each GET) are sent too and must answer as their GET row says.
//
// The callers (columns, in this order):
//   anon     no Authorization header
//   A        student A, a real session (registered through the API, with a resume and a picture)
//   B        student B, a real session; requests carry A's ids (A's resume, A's application)
//   blocked  a student blocked by an administrator, holding a token of the account's current version:
//            the guard's blocked check answers 403 (a token from before the block answers 401: the
//            block moves the token version, see sessions.test.ts)
//   admin    the administrator, a real session from POST /api/admin/login
//   expired  A's claims, signed with the server's key, expired a day ago
//   forged   the administrator's id and role, signed with another key
//   tampered A's token with the payload's role changed to admin, signature kept
//   deleted  the token of a student who then deleted the account
//
// Where an authorised caller gets 400, the guard let the request through and the route itself refused
// it (noted on the row); every other 2xx/4xx below is what the product answers that caller.

export const IDENTITIES = ['anon', 'A', 'B', 'blocked', 'admin', 'expired', 'forged', 'tampered', 'deleted'] as const;
export type Identity = (typeof IDENTITIES)[number];

type Row = readonly [number, number, number, number, number, number, number, number, number];

// biome-ignore format: a table, aligned by column
export const PUBLIC_ROUTES: Record<string, Row> = {
  //                                                    anon A    B    blocked admin expired forged tampered deleted
  'GET /api/health':                                   [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'GET /api/settings/public':                          [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'GET /api/jobs':                                     [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'GET /api/jobs/:id':                                 [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'GET /api/jobs/suggestions':                         [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'GET /api/jobs/:id/similar':                         [200, 200, 200, 200,    200,  200,    200,   200,     200],
  // Public by design: the pictures are shown in <img> tags (docs/spec/product-decisions.md → Files); A's id for everyone.
  'GET /api/profile-picture/:userId':                  [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'POST /api/send-otp':                                [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'POST /api/register':                                [201, 201, 201, 201,    201,  201,    201,   201,     201],
  'POST /api/login':                                   [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'POST /api/forgot-password':                         [200, 200, 200, 200,    200,  200,    200,   200,     200],
  // 400: no code was sent to that address; 400: not a live reset link (the route decides, not a guard).
  'POST /api/verify-otp':                              [400, 400, 400, 400,    400,  400,    400,   400,     400],
  'POST /api/reset-password':                          [400, 400, 400, 400,    400,  400,    400,   400,     400],
  'POST /api/admin/login':                             [200, 200, 200, 200,    200,  200,    200,   200,     200],
  // Anyone reports a listing (docs/decisions/0035); a session that fails its checks reports as a visitor.
  'POST /api/reports':                                 [201, 201, 201, 201,    201,  201,    201,   201,     201],
  // An administrator's invitation (docs/decisions/0037): no login, the link is the key, and every caller
  // sends a live link of its own (route-requests.ts), so each reads it and then accepts it, once.
  'GET /api/admin/invitations/:token':                 [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'POST /api/admin/invitations/:token':                [200, 200, 200, 200,    200,  200,    200,   200,     200],
  // The company's answer page (docs/decisions/0033): no login, the signed link in the path is the key, so
  // every caller sends A's same valid link and gets the same answer, whatever Authorization it sends (an
  // expired, forged or tampered session is not refused here: it is not read). The answer: 200 "sent"
  // to the first caller, 200 "already sent" to the rest. The resume: its own hour-long link.
  'GET /api/company-answers/:token':                   [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'POST /api/company-answers/:token/opened':           [204, 204, 204, 204,    204,  204,    204,   204,     204],
  'POST /api/company-answers/:token':                  [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'GET /api/company-answers/resume/:token':            [200, 200, 200, 200,    200,  200,    200,   200,     200],
  // An alert mail's unsubscribe link (docs/decisions/0046, RFC 8058): no login, the signed link is the key;
  // everyone sends A's link and reads it, and the one-click POST turns its alerts off (again: the same 200).
  'GET /api/alerts/unsubscribe/:token':                [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'POST /api/alerts/unsubscribe/:token':               [200, 200, 200, 200,    200,  200,    200,   200,     200],
  // Not API: the OpenAPI description and its viewer.
  'GET /api/docs':                                     [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'GET /api/docs/json':                                [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'GET /api/docs/yaml':                                [200, 200, 200, 200,    200,  200,    200,   200,     200],
  // 302 to /api/docs (the viewer's own redirect).
  'GET /api/docs/static/index.html':                   [302, 302, 302, 302,    302,  302,    302,   302,     302],
  'GET /api/docs/static/swagger-initializer.js':       [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'GET /api/docs/static/*':                            [200, 200, 200, 200,    200,  200,    200,   200,     200],
  // Not API: the built web app (one route per file of the web folder the test builds).
  'GET /index.html':                                   [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'GET /assets/app-matrix.js':                         [200, 200, 200, 200,    200,  200,    200,   200,     200],
  // Not API: what crawlers read (docs/decisions/0044): the pages the server renders with their listings
  // (0048), a listing's page with its sharing tags, the sitemap (its pages by name) and robots.txt. No
  // session is read.
  'GET /':                                             [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'GET /internships':                                  [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'GET /internships/:id':                              [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'GET /sitemap.xml':                                  [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'GET /sitemaps/:name':                               [200, 200, 200, 200,    200,  200,    200,   200,     200],
  'GET /robots.txt':                                   [200, 200, 200, 200,    200,  200,    200,   200,     200],
  // Not API, development only (no SMTP_URL outside production; route-matrix.test.ts checks that a
  // production app has no such route): the local mailbox, for loopback clients alone. Every caller
  // here comes from an address of its own on another machine (mailbox.test.ts: loopback sees it).
  'GET /dev/mailbox':                                  [404, 404, 404, 404,    404,  404,    404,   404,     404],
  'GET /dev/mailbox/:id':                              [404, 404, 404, 404,    404,  404,    404,   404,     404],
};

// biome-ignore format: a table, aligned by column
export const STUDENT_ROUTES: Record<string, Row> = {
  //                                                    anon A    B    blocked admin expired forged tampered deleted
  'GET /api/profile':                                  [401, 200, 200, 403,    403,  401,    401,   401,     401],
  'PUT /api/profile':                                  [401, 200, 200, 403,    403,  401,    401,   401,     401],
  'PUT /api/profile/language':                         [401, 200, 200, 403,    403,  401,    401,   401,     401],
  'GET /api/my-applications':                          [401, 200, 200, 403,    403,  401,    401,   401,     401],
  'POST /api/jobs/:id/apply':                          [401, 201, 201, 403,    403,  401,    401,   401,     401],
  'GET /api/jobs/:id/application-status':              [401, 200, 200, 403,    403,  401,    401,   401,     401],
  'GET /api/recommendations':                          [401, 200, 200, 403,    403,  401,    401,   401,     401],
  // Saved internships (issue 21): each student saves an open internship (again: the same 200), lists
  // them, and unsaves it (204, again for the rest: nothing to unsave is no refusal).
  'PUT /api/saved/:jobId':                             [401, 200, 200, 403,    403,  401,    401,   401,     401],
  'GET /api/saved':                                    [401, 200, 200, 403,    403,  401,    401,   401,     401],
  'DELETE /api/saved/:jobId':                          [401, 204, 204, 403,    403,  401,    401,   401,     401],
  // Saved searches (docs/decisions/0046): each student saves one (201) and lists their own; A's search
  // renamed by B is not found (404); deleting what is not one's own changes nothing (204 to both).
  'GET /api/saved-searches':                           [401, 200, 200, 403,    403,  401,    401,   401,     401],
  'POST /api/saved-searches':                          [401, 201, 201, 403,    403,  401,    401,   401,     401],
  'PATCH /api/saved-searches/:id':                     [401, 200, 404, 403,    403,  401,    401,   401,     401],
  'DELETE /api/saved-searches/:id':                    [401, 204, 204, 403,    403,  401,    401,   401,     401],
  'GET /api/account/export':                           [401, 200, 200, 403,    403,  401,    401,   401,     401],
  // 400 "Incorrect password": sent with a wrong password so the row deletes nothing (the real deletion
  // is the `deleted` caller, and sessions.test.ts).
  'DELETE /api/account':                               [401, 400, 400, 403,    403,  401,    401,   401,     401],
  // The owner or an administrator: everyone asks for A's resume, so B gets 403.
  'GET /api/resume/:userId':                           [401, 200, 403, 403,    200,  401,    401,   401,     401],
  // Students and administrators (docs/spec/student-side.md §2, docs/spec/admin-side.md §7).
  'GET /api/globaljobs':                               [401, 200, 200, 403,    200,  401,    401,   401,     401],
  // Logout ends the session on the server; everywhere: every session of the account (A and B send a
  // spare student's session, route-requests.ts).
  'POST /api/logout':                                  [401, 200, 200, 403,    403,  401,    401,   401,     401],
  'GET /api/reports/mine':                             [401, 200, 200, 403,    403,  401,    401,   401,     401],
  'POST /api/logout-everywhere':                       [401, 200, 200, 403,    403,  401,    401,   401,     401],
};

// biome-ignore format: a table, aligned by column
export const ADMIN_ROUTES: Record<string, Row> = {
  //                                                    anon A    B    blocked admin expired forged tampered deleted
  'GET /api/admin/me':                                 [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'POST /api/admin/logout':                            [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'GET /api/admin/stats':                              [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'GET /api/admin/analytics':                          [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'GET /api/admin/companies/responsiveness':           [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'GET /api/admin/audit':                              [401, 403, 403, 403,    200,  401,    401,   401,     401],
  // The complaint queue (docs/decisions/0035).
  'GET /api/admin/reports':                            [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'POST /api/admin/reports/decision':                  [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'GET /api/admin/reports/holidays':                   [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'PUT /api/admin/reports/holidays':                   [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'GET /api/admin/audit/export':                       [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'GET /api/admin/jobs':                               [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'GET /api/admin/jobs/locations':                     [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'POST /api/admin/jobs':                              [401, 403, 403, 403,    201,  401,    401,   401,     401],
  'PUT /api/admin/jobs/:id':                           [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'DELETE /api/admin/jobs/:id':                        [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'POST /api/admin/jobs/bulk-delete':                  [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'DELETE /api/admin/jobs/deletebylocation/:location': [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'POST /api/admin/jobs/bulk-upload':                  [401, 403, 403, 403,    200,  401,    401,   401,     401],
  // Risk flags (docs/decisions/0038): a held internship published after review.
  'POST /api/admin/jobs/:id/publish':                  [401, 403, 403, 403,    200,  401,    401,   401,     401],
  // Freshness (docs/decisions/0039): what closes soon, and extending one or several.
  'GET /api/admin/jobs/expiring':                      [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'POST /api/admin/jobs/:id/extend':                   [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'POST /api/admin/jobs/extend':                       [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'GET /api/admin/excel-files':                        [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'GET /api/admin/excel-files/:id/download':           [401, 403, 403, 403,    200,  401,    401,   401,     401],
  // The global jobs with the daily link check's state (docs/decisions/0036).
  'GET /api/admin/globals':                            [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'POST /api/admin/globals':                           [401, 403, 403, 403,    201,  401,    401,   401,     401],
  'PUT /api/admin/globals/:id':                        [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'DELETE /api/admin/globals/:id':                     [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'POST /api/admin/globals/bulk-delete':               [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'GET /api/admin/applications':                       [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'PUT /api/admin/applications/:id/status':            [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'POST /api/admin/applications/:id/forward':          [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'POST /api/admin/applications/forward':              [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'GET /api/admin/applications/:id/timeline':          [401, 403, 403, 403,    200,  401,    401,   401,     401],
  // An application the sweep closed as "No response"; only the administrator's call reaches it.
  'POST /api/admin/applications/:id/reopen':           [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'GET /api/admin/users':                              [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'PUT /api/admin/users/:id/block':                    [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'GET /api/admin/users/download':                     [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'GET /api/admin/settings':                           [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'PUT /api/admin/settings':                           [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'PUT /api/admin/profile':                            [401, 403, 403, 403,    200,  401,    401,   401,     401],
  // Several administrators (docs/decisions/0037); each caller's request names its own throwaway invitation
  // or administrator, so only the administrator's call withdraws or removes anything.
  'GET /api/admin/admins':                             [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'POST /api/admin/admins/invitations':                [401, 403, 403, 403,    201,  401,    401,   401,     401],
  'DELETE /api/admin/admins/invitations/:id':          [401, 403, 403, 403,    200,  401,    401,   401,     401],
  'DELETE /api/admin/admins/:id':                      [401, 403, 403, 403,    200,  401,    401,   401,     401],
  // 400 "Current password is incorrect": a wrong current password, so the admin's session survives the
  // row (the real change, and its old token refused, is in sessions.test.ts).
  'PUT /api/admin/password':                           [401, 403, 403, 403,    400,  401,    401,   401,     401],
};

/** Every row, public first, then student, then admin (the order the test sends them in). */
export const ROUTE_MATRIX: Record<string, Row> = { ...PUBLIC_ROUTES, ...STUDENT_ROUTES, ...ADMIN_ROUTES };

export function expectedStatus(route: string, who: Identity): number | undefined {
  return ROUTE_MATRIX[route]?.[IDENTITIES.indexOf(who)];
}
