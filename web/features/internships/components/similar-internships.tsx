import { Trans } from '@lingui/react/macro';
import { SIMILAR_JOBS } from '#shared/constants.js';
import { InternshipCard, InternshipCardSkeleton } from '#web/components/internship-card.js';
import { paths } from '#web/config/paths.js';
import { useSimilarInternships } from '../api/get-similar-internships.js';

const GRID = 'mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4';

type SimilarInternshipsProps = {
  id: string;
  /** The list's page and filters, kept on the links so the next detail's back link still returns there. */
  listQuery: Record<string, string>;
};

/**
 * "Similar internships" below a detail (docs/decisions/0045): open ones in the same domain or asking for the
 * same skills, nearer places first. Skeletons while loading, a quiet line when there are none, nothing when
 * they could not be loaded (the page is whole without them).
 */
export function SimilarInternships({ id, listQuery }: SimilarInternshipsProps) {
  const { data, isPending, isError } = useSimilarInternships(id);
  if (isError) return null;
  return (
    <section
      aria-labelledby="similar-title"
      aria-busy={isPending || undefined}
      className="render-when-near mt-10 sm:mt-14"
    >
      <h2 id="similar-title" className="text-xl font-bold text-slate-900">
        <Trans>Similar internships</Trans>
      </h2>
      {isPending ? (
        <div className={GRID}>
          {Array.from({ length: SIMILAR_JOBS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <InternshipCardSkeleton key={index} />
          ))}
        </div>
      ) : data.jobs.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          <Trans>No similar internships are open right now.</Trans>
        </p>
      ) : (
        <ul className={GRID}>
          {data.jobs.map((job) => (
            <li key={job._id}>
              <InternshipCard job={job} detailHref={paths.internship.getHref(job._id, listQuery)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
