import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../seo/document-title.js';

/** A page that is routed but not built yet; later tasks replace each one. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6">
      <DocumentTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-4 max-w-2xl text-slate-600">
        {children ?? (
          <p>
            <Trans>This page is coming soon.</Trans>
          </p>
        )}
      </div>
    </section>
  );
}
