import type { ReactNode } from 'react';
import { DocumentTitle } from '../seo/document-title.js';

type AdminPageProps = {
  title: string;
  description?: string;
  /** Buttons beside the title; they wrap under it on a phone. */
  actions?: ReactNode;
  children: ReactNode;
};

/** The frame of every admin screen: tab title, heading, actions and content. */
export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <DocumentTitle title={`${title} · Admin`} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

/** A white panel with an optional heading. */
export function Panel({
  title,
  actions,
  children,
  className = '',
}: {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-label={title} className={`rounded-xl bg-white shadow-sm ring-1 ring-slate-200 ${className}`.trim()}>
      {(title || actions) && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5">
          {title && <h2 className="text-base font-semibold text-slate-900">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
