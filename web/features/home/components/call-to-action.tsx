import { Trans } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';
import { useSession } from '#web/lib/session.js';

export function CallToAction() {
  const { userType } = useSession();
  const isStudent = userType === 'user';
  return (
    <section aria-labelledby="home-cta-title" className="render-when-near bg-white px-4 pb-16 sm:px-6 sm:pb-24">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-800 via-indigo-700 to-violet-700 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <div aria-hidden="true" className="absolute -top-20 -right-16 size-64 rounded-full bg-white/10 blur-2xl" />
        <div
          aria-hidden="true"
          className="absolute -bottom-24 -left-10 size-64 rounded-full bg-amber-300/20 blur-2xl"
        />
        <h2 id="home-cta-title" className="relative text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          <Trans>Ready to start your internship journey?</Trans>
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg text-pretty text-indigo-100">
          <Trans>Join thousands of students who found their internships here. It is free, today and always.</Trans>
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {isStudent ? (
            <Link to={paths.dashboard.getHref()} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
              <Trans>Go to your dashboard</Trans>
            </Link>
          ) : (
            <Link to={paths.register.getHref()} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
              <Trans>Create your free account</Trans>
            </Link>
          )}
          <Link
            to={paths.internships.getHref()}
            className="inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 font-semibold text-white ring-1 ring-white/60 ring-inset transition-colors hover:bg-white/10"
          >
            <Trans>Browse internships</Trans>
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
