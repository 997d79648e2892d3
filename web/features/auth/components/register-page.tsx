import { Trans, useLingui } from '@lingui/react/macro';
import { Ban, GraduationCap } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { FullPageSpinner } from '#web/components/ui/spinner.js';
import { paths } from '#web/config/paths.js';
import { usePublicSettings } from '#web/lib/public-settings.js';
import { useSession } from '#web/lib/session.js';
import { AuthCard } from './auth-card.js';
import { RegisterWizard } from './register-wizard.js';

const loginLink = (
  <p className="text-slate-600">
    <Trans>
      Already have an account?{' '}
      <Link to={paths.login.getHref()} className="font-semibold text-indigo-700 hover:underline">
        Sign in
      </Link>
    </Trans>
  </p>
);

/** /register (docs/spec/student-side.md §2): the wizard, or a notice while registration is switched off (docs/spec/product-decisions.md → Accounts). */
export function RegisterPage() {
  const { t } = useLingui();
  const { userType, user } = useSession();
  const navigate = useNavigate();
  const settings = usePublicSettings();
  if (userType === 'user' && user) return <Navigate to={paths.dashboard.getHref()} replace />;
  if (settings.isPending) return <FullPageSpinner label={t`Loading`} />;

  // When the settings cannot be loaded, offer the form: the server still refuses if registration is off.
  if (settings.data?.registrationEnabled === false) {
    return (
      <AuthCard title={t`Registration Closed`} documentTitle={t`Create Your Account`} icon={Ban} footer={loginLink}>
        <div role="status" className="space-y-4 text-center">
          <p className="text-slate-700">
            <Trans>New user registration is currently disabled.</Trans>
          </p>
          <p className="text-sm text-slate-500">
            <Trans>Please check back later. You can still browse internships.</Trans>
          </p>
          <Link to={paths.internships.getHref()} className={buttonClassName({ variant: 'secondary' })}>
            <Trans>Browse Internships</Trans>
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Create Your Account`}
      subtitle={t`Join thousands of students finding their dream internships`}
      icon={GraduationCap}
      size="lg"
      footer={loginLink}
    >
      <RegisterWizard onRegistered={() => void navigate(paths.dashboard.getHref(), { replace: true })} />
    </AuthCard>
  );
}
