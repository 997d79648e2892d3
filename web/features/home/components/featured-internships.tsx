import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { InternshipCard } from '#web/components/internship-card.js';
import { InternshipGridSection } from '#web/components/internship-grid-section.js';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';
import { useFeaturedInternships } from '../api/get-featured-internships.js';

/** Up to 6 internships, featured first. docs/spec/student-side.md §8: a failed fetch is only logged; the section stays hidden. */
export function FeaturedInternships() {
  const { data: jobs, error, isPending } = useFeaturedInternships();
  const { t } = useLingui();

  useEffect(() => {
    if (error) console.warn('Could not load the featured internships:', error);
  }, [error]);

  if (error || (jobs && jobs.length === 0)) return null;

  return (
    <InternshipGridSection
      id="home-featured-title"
      eyebrow={t`Featured internships`}
      title={t`Hand-picked opportunities`}
      description={t`Fresh internships from companies hiring now.`}
      isLoading={isPending}
      itemCount={jobs?.length ?? 0}
      className="render-when-near bg-slate-50"
      footer={
        <div className="mt-10 flex justify-center">
          <Link to={paths.internships.getHref()} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
            <Trans>View all internships</Trans>
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      }
    >
      {jobs?.map((job) => (
        <li key={job._id}>
          <InternshipCard job={job} />
        </li>
      ))}
    </InternshipGridSection>
  );
}
