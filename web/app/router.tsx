import { Outlet, type RouteObject, useRoutes } from 'react-router';
import { paths } from '../config/paths.js';
import { MaintenanceGate } from './guards/maintenance-gate.js';
import { RequireStoredToken } from './guards/require-stored-token.js';
import { RequireUser } from './guards/require-user.js';
import { PublicLayout } from './layouts/public/public-layout.js';
import { lazyPage } from './routes/lazy-page.js';
import { RouteErrorBoundary } from './routes/route-error.js';
import { ScrollManager } from './routes/scroll-manager.js';

function RootLayout() {
  return (
    <RouteErrorBoundary>
      <ScrollManager />
      <Outlet />
    </RouteErrorBoundary>
  );
}

// Admin routes are all lazy, so public pages never download admin code (docs/spec/admin-side.md §2 routes).
const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.login.path,
    Component: lazyPage(async () => (await import('./routes/admin/login.js')).AdminLoginRoute),
  },
  // A new administrator's invitation, opened from its mail (docs/decisions/0037): outside the admin layout,
  // which needs a session.
  {
    path: paths.admin.invitation.path,
    Component: lazyPage(
      async () => (await import('../features/admin-auth/components/admin-invitation-page.js')).AdminInvitationPage,
    ),
  },
  {
    path: paths.admin.dashboard.path,
    Component: lazyPage(async () => (await import('./layouts/admin/admin-layout.js')).AdminLayout),
    children: [
      {
        index: true,
        Component: lazyPage(
          async () =>
            (await import('../features/admin-dashboard/components/admin-dashboard-page.js')).AdminDashboardPage,
        ),
      },
      {
        path: paths.admin.jobs.path,
        Component: lazyPage(
          async () => (await import('../features/admin-jobs/components/admin-jobs-page.js')).AdminJobsPage,
        ),
      },
      {
        path: paths.admin.globalJobs.path,
        Component: lazyPage(
          async () =>
            (await import('../features/admin-global-jobs/components/admin-global-jobs-page.js')).AdminGlobalJobsPage,
        ),
      },
      {
        path: paths.admin.applications.path,
        Component: lazyPage(
          async () =>
            (await import('../features/admin-applications/components/admin-applications-page.js'))
              .AdminApplicationsPage,
        ),
      },
      {
        path: paths.admin.users.path,
        Component: lazyPage(
          async () => (await import('../features/admin-users/components/admin-users-page.js')).AdminUsersPage,
        ),
      },
      {
        path: paths.admin.analytics.path,
        Component: lazyPage(
          async () =>
            (await import('../features/admin-analytics/components/admin-analytics-page.js')).AdminAnalyticsPage,
        ),
      },
      {
        path: paths.admin.settings.path,
        Component: lazyPage(
          async () => (await import('../features/admin-settings/components/admin-settings-page.js')).AdminSettingsPage,
        ),
      },
      {
        path: paths.admin.reports.path,
        Component: lazyPage(
          async () => (await import('../features/admin-reports/components/admin-reports-page.js')).AdminReportsPage,
        ),
      },
      {
        path: paths.admin.audit.path,
        Component: lazyPage(
          async () => (await import('../features/admin-audit/components/admin-audit-page.js')).AdminAuditPage,
        ),
      },
    ],
  },
];

// Every page is fetched when first visited; the entry chunk holds the shell (layouts, guards, session),
// so each first visit downloads just the page it shows (docs/decisions/0019).
const publicRoutes: RouteObject[] = [
  { index: true, Component: lazyPage(async () => (await import('./routes/home-route.js')).HomeRoute, ['home']) },
  {
    path: paths.login.path,
    Component: lazyPage(async () => (await import('../features/auth/components/login-page.js')).LoginPage, ['auth']),
  },
  {
    path: paths.register.path,
    Component: lazyPage(
      async () => (await import('../features/auth/components/register-page.js')).RegisterPage,
      ['auth'],
    ),
  },
  {
    path: paths.forgotPassword.path,
    Component: lazyPage(
      async () => (await import('../features/auth/components/forgot-password-page.js')).ForgotPasswordPage,
      ['auth'],
    ),
  },
  {
    path: paths.resetPassword.path,
    Component: lazyPage(
      async () => (await import('../features/auth/components/reset-password-page.js')).ResetPasswordPage,
      ['auth'],
    ),
  },
  {
    path: paths.internships.path,
    Component: lazyPage(
      async () => (await import('../features/internships/components/internships-page.js')).InternshipsPage,
      ['internships'],
    ),
  },
  {
    path: paths.internship.path,
    Component: lazyPage(
      async () => (await import('../features/internships/components/internship-detail-page.js')).InternshipDetailPage,
      ['internships', 'report-listing'],
    ),
  },
  {
    path: paths.about.path,
    Component: lazyPage(async () => (await import('../features/about/components/about-page.js')).AboutPage, ['about']),
  },
  {
    path: paths.terms.path,
    Component: lazyPage(async () => (await import('../features/legal/components/terms-page.js')).TermsPage, ['legal']),
  },
  // docs/spec/student-side.md §2: /privacy renders the terms content.
  {
    path: paths.privacy.path,
    Component: lazyPage(async () => (await import('../features/legal/components/terms-page.js')).TermsPage, ['legal']),
  },
  {
    path: paths.maintenance.path,
    Component: lazyPage(
      async () => (await import('../features/maintenance/components/maintenance-page.js')).MaintenancePage,
    ),
  },
  // The guards stay in the entry chunk (they are small) and decide before the page's code is fetched.
  {
    Component: RequireUser,
    children: [
      {
        path: paths.dashboard.path,
        Component: lazyPage(
          async () => (await import('./routes/dashboard-route.js')).DashboardRoute,
          ['dashboard', 'recommendations', 'report-listing'],
        ),
      },
    ],
  },
  {
    Component: RequireStoredToken,
    children: [
      {
        path: paths.globalJobs.path,
        Component: lazyPage(
          async () => (await import('../features/global-jobs/components/global-jobs-page.js')).GlobalJobsPage,
          ['global-jobs', 'report-listing'],
        ),
      },
    ],
  },
  { path: paths.notFound.path, Component: lazyPage(async () => (await import('./routes/not-found.js')).NotFoundRoute) },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // Site-wide maintenance mode covers the student side; admin routes stay outside it.
        Component: MaintenanceGate,
        children: [
          { path: paths.home.path, Component: PublicLayout, children: publicRoutes },
          // Full screen, outside the public layout (docs/spec/admin-side.md §2).
          {
            path: paths.ai.path,
            Component: lazyPage(async () => (await import('../features/ai/components/ai-page.js')).AiPage, ['ai']),
          },
        ],
      },
      // A company's answer page, opened from its mail (docs/decisions/0033): a page of its own, outside the
      // public layout (no navigation, no assistant) and outside maintenance, which speaks to students.
      {
        path: paths.companyAnswer.path,
        Component: lazyPage(
          async () => (await import('../features/company-answer/components/company-answer-page.js')).CompanyAnswerPage,
          ['company-answer'],
        ),
      },
      // The alert mail's unsubscribe page (issue 21, item 2): in the site's layout but outside maintenance, so
      // stopping the mails always works.
      {
        Component: PublicLayout,
        children: [
          {
            path: paths.alertUnsubscribe.path,
            Component: lazyPage(
              async () => (await import('../features/alerts/components/unsubscribe-page.js')).UnsubscribePage,
              ['alerts'],
            ),
          },
        ],
      },
      ...adminRoutes,
    ],
  },
];

/** The whole route tree, rendered inside the app's BrowserRouter (declarative mode: docs/decisions/0019). */
export function AppRoutes() {
  return useRoutes(routes);
}
