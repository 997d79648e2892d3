import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { InternshipCard } from '#web/components/internship-card.js';
import { InternshipGridSection } from '#web/components/internship-grid-section.js';
import { useSession } from '#web/lib/session.js';
import { useRecommendations } from '../api/get-recommendations.js';
import { reasonMessage } from '../utils/reasons.js';
import { PANEL_MAX_ITEMS, RecommendationsPanel } from './recommendations-panel.js';

const TITLE = msg`Recommended for you`;
const DESCRIPTION = msg`Matched to your skills, interests and city.`;

type RecommendedInternshipsProps = {
  /** 'section': a full-width page section (home); 'panel': a card in a page's column (dashboard). */
  variant?: 'section' | 'panel';
  /** Level of the title (default 2); the cards' titles sit one level below. */
  headingLevel?: 2 | 3;
};

/** For a logged-in student: internships matched to their profile, each with its reasons. Hidden when empty or failing. */
export function RecommendedInternships({ variant = 'section', headingLevel = 2 }: RecommendedInternshipsProps) {
  const { t } = useLingui();
  const titleId = useId();
  const { userType, user } = useSession();
  const userId = userType === 'user' && user ? user._id : null;
  const { data: recommendations, error, isPending } = useRecommendations(userId);

  useEffect(() => {
    if (error) console.warn('Could not load the recommended internships:', error);
  }, [error]);

  if (!userId || error || (recommendations && recommendations.length === 0)) return null;

  const cardHeadingLevel = headingLevel === 3 ? 4 : 3;
  const items = (variant === 'panel' ? recommendations?.slice(0, PANEL_MAX_ITEMS) : recommendations) ?? [];
  const cards = items.map(({ job, reasons }) => (
    <li key={job._id}>
      <InternshipCard
        job={job}
        reasons={reasons.map((reason) => {
          const message = reasonMessage(reason);
          return typeof message === 'string' ? message : t(message);
        })}
        headingLevel={cardHeadingLevel}
      />
    </li>
  ));

  if (variant === 'panel') {
    return (
      <RecommendationsPanel
        id={titleId}
        title={t(TITLE)}
        description={t(DESCRIPTION)}
        headingLevel={headingLevel}
        isLoading={isPending}
      >
        {cards}
      </RecommendationsPanel>
    );
  }
  const firstName = user?.name.split(' ')[0];
  return (
    <InternshipGridSection
      id={titleId}
      eyebrow={firstName ? t`Picked for ${firstName}` : t`Picked for you`}
      title={t(TITLE)}
      description={t(DESCRIPTION)}
      isLoading={isPending}
      itemCount={items.length}
      headingLevel={headingLevel}
      className="bg-white"
    >
      {cards}
    </InternshipGridSection>
  );
}
