import { Trans } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';

/** Logged out: Login and Sign Up (docs/spec/student-side.md §2). */
export function AuthLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <Link to={paths.login.getHref()} onClick={onNavigate} className={buttonClassName({ variant: 'ghost' })}>
        <Trans>Login</Trans>
      </Link>
      <Link to={paths.register.getHref()} onClick={onNavigate} className={buttonClassName()}>
        <Trans>Sign Up</Trans>
      </Link>
    </div>
  );
}
