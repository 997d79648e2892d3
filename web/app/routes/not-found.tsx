import { Compass, Home } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '#web/components/seo/document-title.js';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';

export function NotFoundRoute() {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <DocumentTitle title="Page not found" />
      <span className="flex size-16 items-center justify-center rounded-2xl bg-indigo-100 text-indigo-700">
        <Compass aria-hidden="true" className="size-9" />
      </span>
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
    </section>
  );
}
