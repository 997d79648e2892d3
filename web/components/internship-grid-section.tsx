import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { InternshipCardSkeleton } from './internship-card.js';
import { SectionHeading } from './section-heading.js';

type InternshipGridSectionProps = {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  isLoading: boolean;
  /** How many cards there are: one or two are centred rather than left in a three-column grid. */
  itemCount: number;
  className?: string;
  /** The cards, each an <li>. */
  children: ReactNode;
  footer?: ReactNode;
  /** Level of the section title (default 2); the cards' titles sit one level below. */
  headingLevel?: 2 | 3;
};

/** A full-width page section listing internship cards, with skeletons of the same size while loading. */
export function InternshipGridSection({
  id,
  eyebrow,
  title,
  description,
  isLoading,
  itemCount,
  className,
  children,
  footer,
  headingLevel = 2,
}: InternshipGridSectionProps) {
  return (
    <section aria-labelledby={id} aria-busy={isLoading || undefined} className={clsx('py-16 sm:py-24', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} description={description} level={headingLevel} />
        {isLoading ? (
          <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            <InternshipCardSkeleton />
            <InternshipCardSkeleton />
            <InternshipCardSkeleton />
          </div>
        ) : (
          <ul
            className={clsx(
              'mx-auto mt-12 grid gap-6',
              itemCount === 1 && 'max-w-md',
              itemCount === 2 && 'max-w-3xl sm:grid-cols-2',
              itemCount >= 3 && 'sm:grid-cols-2 lg:grid-cols-3',
            )}
          >
            {children}
          </ul>
        )}
        {footer}
      </div>
    </section>
  );
}
