import { Trans, useLingui } from '@lingui/react/macro';
import { LogIn } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '#web/config/paths.js';
import { getRedirectTarget } from '#web/lib/redirect.js';
import { useSession } from '#web/lib/session.js';
import { AuthCard } from './auth-card.js';
import { LoginForm } from './login-form.js';

/** /login (docs/spec/student-side.md §2): success goes to /dashboard, or back to the page a guard sent the student from. */
export function LoginPage() {
  const { t } = useLingui();
  const { userType, user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = getRedirectTarget(location.state, paths.dashboard.getHref());
  if (userType === 'user' && user) return <Navigate to={target} replace />;

  return (
    <AuthCard
      title={t`Welcome Back`}
      documentTitle={t`Login`}
      subtitle={t`Sign in to continue your internship journey`}
      icon={LogIn}
      footer={
        <p className="text-slate-600">
          <Trans>
            Don't have an account?{' '}
            <Link to={paths.register.getHref()} className="font-semibold text-indigo-700 hover:underline">
              Sign up
            </Link>
          </Trans>
        </p>
      }
    >
      <LoginForm onSuccess={() => void navigate(target, { replace: true })} />
    </AuthCard>
  );
}
