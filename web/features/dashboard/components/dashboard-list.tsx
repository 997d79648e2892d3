import { Trans } from '@lingui/react/macro';
import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { RotateCw, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';
import { ApplicationsSkeleton } from './applications-skeleton.js';

type ListState<T> = {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  refetch: () => unknown;
};

/**
 * A list of the dashboard's main column (My Applications, Saved internships): a titled section with a
 * count, placeholder cards while it loads, the failure with Try again, an empty state, or the items.
 */
export function DashboardList<T>({
  id,
  icon: Icon,
  title,
  query,
  loadingLabel,
  errorMessage,
  empty,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: ReactNode;
  query: ListState<T>;
  /** What the placeholder cards say to a screen reader; the applications' own words when left out. */
  loadingLabel?: string;
  errorMessage: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  const { data, isPending, isError, isRefetching, refetch } = query;
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <Icon aria-hidden="true" className="size-5 text-indigo-600" />
          {title}
        </h2>
        {data && data.length > 0 && (
          <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-sm font-semibold text-indigo-700">
            {data.length}
          </span>
        )}
      </div>
      <div className="mt-4">
        {isPending ? (
          <ApplicationsSkeleton label={loadingLabel} />
        ) : isError || !data ? (
          <div role="alert" className="rounded-xl bg-red-50 p-4 text-sm text-red-800">
            <p>{errorMessage}</p>
            <button
              type="button"
              onClick={() => void refetch()}
              disabled={isRefetching}
              className={buttonClassName({ variant: 'secondary', size: 'sm', className: 'mt-3 min-h-11' })}
            >
              <RotateCw aria-hidden="true" className="size-4" />
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : data.length === 0 ? (
          empty
        ) : (
          <ul className="space-y-3">{children(data)}</ul>
        )}
      </div>
    </section>
  );
}

/** A list's empty state: what is missing, what to do, and a way to the internships. */
export function EmptyList({
  icon: Icon,
  title,
  hint,
  browseVariant,
  className,
}: {
  icon: LucideIcon;
  title: ReactNode;
  hint: ReactNode;
  browseVariant?: 'primary' | 'secondary';
  className?: string;
}) {
  return (
    <div className={clsx('rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 text-center', className)}>
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
      <Link to={paths.internships.getHref()} className={buttonClassName({ variant: browseVariant, className: 'mt-5' })}>
        <Search aria-hidden="true" className="size-4" />
        <Trans>Browse Internships</Trans>
      </Link>
    </div>
  );
}
