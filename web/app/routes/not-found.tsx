import { Trans, useLingui } from '@lingui/react/macro';
import { Compass, Home } from 'lucide-react';
import { Link } from 'react-router';
import { StatusPage } from '#web/components/status-page.js';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';

export function NotFoundRoute() {
  const { t } = useLingui();
  return (
    <StatusPage
      title={t`Page not found`}
      icon={<Compass aria-hidden="true" className="size-9" />}
      tileClassName="bg-indigo-100 text-indigo-700"
    >
      <p className="mt-6 text-sm font-semibold tracking-wide text-indigo-700 uppercase">
        <Trans>Error 404</Trans>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-3 text-slate-600">
        <Trans>We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.</Trans>
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.home.getHref()} className={buttonClassName({ size: 'lg' })}>
          <Home aria-hidden="true" className="size-5" />
          <Trans>Back to home</Trans>
        </Link>
        <Link to={paths.internships.getHref()} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
          <Trans>Browse internships</Trans>
        </Link>
      </div>
    </StatusPage>
  );
}
