import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DocumentTitle } from '#web/components/seo/document-title.js';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  icon: LucideIcon;
  /** Tab title; defaults to `title`. */
  documentTitle?: string;
  /** 'md' for login and recovery, 'lg' for the registration wizard. */
  size?: 'md' | 'lg';
  children: ReactNode;
  /** Below the card: links such as 'Back to Login'. */
  footer?: ReactNode;
};

/** The centred card every student account screen sits in. */
export function AuthCard({ title, subtitle, icon: Icon, documentTitle, size = 'md', children, footer }: AuthCardProps) {
  return (
    <section className="flex flex-1 justify-center bg-gradient-to-b from-indigo-50 via-white to-white px-4 py-8 sm:py-14">
      <DocumentTitle title={documentTitle ?? title} />
      <div className={clsx('w-full', size === 'lg' ? 'max-w-2xl' : 'max-w-md')}>
        <div className="rounded-2xl bg-white p-5 shadow-xl ring-1 shadow-indigo-100/60 ring-slate-200/70 sm:p-8">
          <header className="mb-6 text-center">
            <span className="mx-auto flex size-12 items-center justify-center rounded-2xl bg-indigo-100 text-indigo-700">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
            {subtitle && <p className="mt-1.5 text-sm text-slate-600">{subtitle}</p>}
          </header>
          {children}
        </div>
        {footer && <div className="mt-6 text-center text-sm">{footer}</div>}
      </div>
    </section>
  );
}
