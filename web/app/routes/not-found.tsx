import { Compass, Home } from 'lucide-react';
import { Link } from 'react-router';
import { StatusPage } from '#web/components/status-page.js';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';

export function NotFoundRoute() {
  return (
    <StatusPage
      title="Page not found"
      icon={<Compass aria-hidden="true" className="size-9" />}
      tileClassName="bg-indigo-100 text-indigo-700"
    >
      <p className="mt-6 text-sm font-semibold tracking-wide text-indigo-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Page not found</h1>
      <p className="mt-3 text-slate-600">
        We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.home.getHref()} className={buttonClassName({ size: 'lg' })}>
          <Home aria-hidden="true" className="size-5" />
          Back to home
        </Link>
        <Link to={paths.internships.getHref()} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
          Browse internships
        </Link>
      </div>
    </StatusPage>
  );
}
