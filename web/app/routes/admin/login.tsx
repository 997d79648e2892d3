import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { DocumentTitle } from '#web/components/seo/document-title.js';
import { MAIN_CONTENT_ID } from '#web/components/ui/skip-link.js';
import { paths } from '#web/config/paths.js';
import { AdminLoginForm } from '#web/features/admin-auth/components/admin-login-form.js';
import { useSession } from '#web/lib/session.js';

/** /admin/login (docs/spec/admin-side.md §2): the form, and a link back to the main site. Success goes to /admin. */
export function AdminLoginRoute() {
  const { userType, admin } = useSession();
  const navigate = useNavigate();
  if (userType === 'admin' && admin) return <Navigate to={paths.admin.dashboard.getHref()} replace />;

  return (
    <main
      id={MAIN_CONTENT_ID}
      className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-indigo-950 via-indigo-800 to-indigo-600 px-4 py-10"
    >
      <DocumentTitle title="Admin Login" />
      <div className="w-full max-w-md">
        <div className="rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
          <div className="mb-6 text-center">
            <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-indigo-100 text-indigo-700">
              <ShieldCheck aria-hidden="true" className="size-8" />
            </span>
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">Admin Login</h1>
            <p className="mt-1 text-sm text-slate-600">Sign in to manage the platform</p>
          </div>
          <AdminLoginForm onSuccess={() => void navigate(paths.admin.dashboard.getHref(), { replace: true })} />
        </div>
        <p className="mt-6 text-center">
          <Link
            to={paths.home.getHref()}
            className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-indigo-100 hover:text-white"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to main site
          </Link>
        </p>
      </div>
    </main>
  );
}
