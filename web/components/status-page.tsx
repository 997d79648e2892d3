import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { DocumentTitle } from './seo/document-title.js';

type StatusPageProps = {
  /** The tab title. */
  title: string;
  /** The icon inside the tile, sized by the caller. */
  icon: ReactNode;
  /** The tile's background and icon colours. */
  tileClassName: string;
  /** The heading, the words and the links under the tile. */
  children: ReactNode;
};

/** A centred message page inside the public layout (page not found, the AI under maintenance): an icon tile above the words. */
export function StatusPage({ title, icon, tileClassName, children }: StatusPageProps) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <DocumentTitle title={title} />
      <span className={clsx('flex size-16 items-center justify-center rounded-2xl', tileClassName)}>{icon}</span>
      {children}
    </section>
  );
}
