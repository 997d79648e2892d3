import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner.js';
import { paths } from '../config/paths.js';
import { MaintenanceGate } from './guards/maintenance-gate.js';
import { RequireStoredToken } from './guards/require-stored-token.js';
import { RequireUser } from './guards/require-user.js';
import { PublicLayout } from './layouts/public/public-layout.js';
import { HomeRoute } from './routes/home-route.js';
import { RouteErrorBoundary } from './routes/route-error.js';

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

// Admin routes are all lazy, so public pages never download admin code (spec 001 §2 routes).
const adminRoutes: RouteObject[] = [
  {
    path: paths.admin.login.path,
    lazy: { Component: async () => (await import('./routes/admin/login.js')).AdminLoginRoute },
  },
  {
    path: paths.admin.dashboard.path,
    lazy: { Component: async () => (await import('./layouts/admin/admin-layout.js')).AdminLayout },
    children: [
      {
        index: true,
        lazy: {
          Component: async () =>
            (await import('../features/admin-dashboard/components/admin-dashboard-page.js')).AdminDashboardPage,
        },
      },
      {
        path: paths.admin.jobs.path,
        lazy: {
          Component: async () => (await import('../features/admin-jobs/components/admin-jobs-page.js')).AdminJobsPage,
        },
      },
      {
        path: paths.admin.globalJobs.path,
        lazy: {
          Component: async () =>
            (await import('../features/admin-global-jobs/components/admin-global-jobs-page.js')).AdminGlobalJobsPage,
        },
      },
      {
        path: paths.admin.applications.path,
        lazy: {
          Component: async () =>
            (await import('../features/admin-applications/components/admin-applications-page.js'))
              .AdminApplicationsPage,
        },
      },
      {
        path: paths.admin.users.path,
        lazy: {
          Component: async () =>
            (await import('../features/admin-users/components/admin-users-page.js')).AdminUsersPage,
        },
      },
      {
        path: paths.admin.analytics.path,
        lazy: {
          Component: async () =>
            (await import('../features/admin-analytics/components/admin-analytics-page.js')).AdminAnalyticsPage,
        },
      },
      {
        path: paths.admin.settings.path,
        lazy: {
          Component: async () =>
            (await import('../features/admin-settings/components/admin-settings-page.js')).AdminSettingsPage,
        },
      },
    ],
  },
];

// Only / is in the entry chunk; every other page is fetched when first visited, so the home page
// (most visitors' first page) downloads just what it shows.
const publicRoutes: RouteObject[] = [
  { index: true, Component: HomeRoute },
  {
    path: paths.login.path,
    lazy: { Component: async () => (await import('../features/auth/components/login-page.js')).LoginPage },
  },
  {
    path: paths.register.path,
    lazy: { Component: async () => (await import('../features/auth/components/register-page.js')).RegisterPage },
  },
  {
    path: paths.forgotPassword.path,
    lazy: {
      Component: async () => (await import('../features/auth/components/forgot-password-page.js')).ForgotPasswordPage,
    },
  },
  {
    path: paths.resetPassword.path,
    lazy: {
      Component: async () => (await import('../features/auth/components/reset-password-page.js')).ResetPasswordPage,
    },
  },
  {
    path: paths.internships.path,
    lazy: {
      Component: async () => (await import('../features/internships/components/internships-page.js')).InternshipsPage,
    },
  },
  {
    path: paths.internship.path,
    lazy: {
      Component: async () =>
        (await import('../features/internships/components/internship-detail-page.js')).InternshipDetailPage,
    },
  },
  {
    path: paths.about.path,
    lazy: { Component: async () => (await import('../features/about/components/about-page.js')).AboutPage },
  },
  {
    path: paths.terms.path,
    lazy: { Component: async () => (await import('../features/legal/components/terms-page.js')).TermsPage },
  },
  // spec 000 §2: /privacy renders the terms content.
  {
    path: paths.privacy.path,
    lazy: { Component: async () => (await import('../features/legal/components/terms-page.js')).TermsPage },
  },
  {
    path: paths.maintenance.path,
    lazy: {
      Component: async () => (await import('../features/maintenance/components/maintenance-page.js')).MaintenancePage,
    },
  },
  // The guards stay in the entry chunk (they are small) and decide before the page's code is fetched.
  {
    Component: RequireUser,
    children: [
      {
        path: paths.dashboard.path,
        lazy: { Component: async () => (await import('./routes/dashboard-route.js')).DashboardRoute },
      },
    ],
  },
  {
    Component: RequireStoredToken,
    children: [
      {
        path: paths.globalJobs.path,
        lazy: {
          Component: async () =>
            (await import('../features/global-jobs/components/global-jobs-page.js')).GlobalJobsPage,
        },
      },
    ],
  },
  { path: paths.notFound.path, lazy: { Component: async () => (await import('./routes/not-found.js')).NotFoundRoute } },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: FullPageSpinner,
    children: [
      {
        // Site-wide maintenance mode covers the student side; admin routes stay outside it.
        Component: MaintenanceGate,
        children: [
          { path: paths.home.path, Component: PublicLayout, children: publicRoutes },
          // Full screen, outside the public layout (spec 001 §2).
          {
            path: paths.ai.path,
            lazy: { Component: async () => (await import('../features/ai/components/ai-page.js')).AiPage },
          },
        ],
      },
      ...adminRoutes,
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
