import { Trans } from '@lingui/react/macro';
import { ArrowRight, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InternshipCardSkeleton } from '#web/components/internship-card.js';
import { paths } from '#web/config/paths.js';

// Beside the profile the column is narrow: a few good matches, not a long scroll.
export const PANEL_MAX_ITEMS = 3;

type RecommendationsPanelProps = {
  id: string;
  title: string;
  description: string;
  headingLevel: 2 | 3;
  isLoading: boolean;
  /** The cards, each an <li>. */
  children: ReactNode;
};

/** The recommendations as a card in a page column: one card per row there, two side by side on a mid-size screen. */
export function RecommendationsPanel({
  id,
  title,
  description,
  headingLevel,
  isLoading,
  children,
}: RecommendationsPanelProps) {
  const Title = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={id}
      aria-busy={isLoading || undefined}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <Title id={id} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Sparkles aria-hidden="true" className="size-5 text-indigo-600" />
        {title}
      </Title>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      {isLoading ? (
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <InternshipCardSkeleton />
          <InternshipCardSkeleton />
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">{children}</ul>
      )}
      <Link
        to={paths.internships.getHref()}
        className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-indigo-700 hover:text-indigo-900"
      >
        <Trans>Browse all internships</Trans>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
