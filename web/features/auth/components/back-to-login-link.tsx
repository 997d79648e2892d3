import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/config/paths.js';

/** docs/spec/student-side.md §2 Forgot password: 'Back to Login' is always shown. */
export function BackToLoginLink() {
  return (
    <Link
      to={paths.login.getHref()}
      className="inline-flex items-center gap-1.5 font-semibold text-indigo-700 hover:text-indigo-900 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Back to Login</Trans>
    </Link>
  );
}
