// Every route of docs/spec/student-side.md §2 and docs/spec/admin-side.md §2. Links and the router both read from here so they cannot drift.

type Query = Record<string, string | number | undefined>;

function withQuery(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) => withQuery('/reset-password', { token }),
  },
  dashboard: {
    path: '/dashboard',
    /**
     * `edit=resume` opens the profile editor at the resume field; `return` is the internship to go back to
     * afterwards (the dashboard accepts only a path under /internships/).
     */
    getHref: (query?: { edit?: 'resume'; return?: string }) => withQuery('/dashboard', query),
  },
  internships: {
    path: '/internships',
    /** docs/spec/student-side.md §2: filters and page live in the query (search, location, domain, position, minSalary, maxSalary, page). */
    getHref: (query?: Query) => withQuery('/internships', query),
  },
  internship: {
    path: '/internships/:id',
    getHref: (id: string, query?: Query) => withQuery(`/internships/${encodeURIComponent(id)}`, query),
  },
  globalJobs: { path: '/global-jobs', getHref: () => '/global-jobs' },
  about: { path: '/about', getHref: () => '/about' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  maintenance: { path: '/maintenance', getHref: () => '/maintenance' },
  /**
   * The company's answer page (docs/decisions/0033): the link in each application mail to a company, its
   * token the key; `choice` opens it on one answer.
   */
  companyAnswer: {
    path: '/answer/:token',
    getHref: (token: string, choice?: string) => withQuery(`/answer/${encodeURIComponent(token)}`, { choice }),
  },
  /**
   * The alert mail's unsubscribe page (issue 21, item 2): its token names one saved search; it asks before
   * it stops the mails.
   */
  alertUnsubscribe: {
    path: '/alerts/unsubscribe/:token',
    getHref: (token: string) => `/alerts/unsubscribe/${encodeURIComponent(token)}`,
  },
  /** The embedded external AI page in a full-screen frame (docs/spec/admin-side.md §2); the spec leaves its path open. */
  ai: { path: '/ai', getHref: () => '/ai' },
  admin: {
    login: { path: '/admin/login', getHref: () => '/admin/login' },
    /** A new administrator's invitation, opened from its mail: the token is the key (docs/decisions/0037). */
    invitation: {
      path: '/admin/invitation/:token',
      getHref: (token: string) => `/admin/invitation/${encodeURIComponent(token)}`,
    },
    dashboard: { path: '/admin', getHref: () => '/admin' },
    jobs: { path: '/admin/jobs', getHref: () => '/admin/jobs' },
    globalJobs: { path: '/admin/global', getHref: () => '/admin/global' },
    applications: { path: '/admin/applications', getHref: () => '/admin/applications' },
    users: { path: '/admin/users', getHref: () => '/admin/users' },
    analytics: { path: '/admin/analytics', getHref: () => '/admin/analytics' },
    settings: { path: '/admin/settings', getHref: () => '/admin/settings' },
    /** Every administrator's action (docs/decisions/0034). */
    audit: { path: '/admin/audit', getHref: () => '/admin/audit' },
    reports: { path: '/admin/reports', getHref: () => '/admin/reports' },
  },
  /** Catch-all: any unknown path renders the 404 page. */
  notFound: { path: '*', getHref: () => '/404' },
} as const;
