import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, FileQuestion, RotateCcw } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { HydrateLater } from '#web/components/hydrate-later.js';
import { NeverPayNote } from '#web/components/report-listing/never-pay-note.js';
import { ReportListingButton } from '#web/components/report-listing/report-listing-button.js';
import { DocumentTitle } from '#web/components/seo/document-title.js';
import { Button } from '#web/components/ui/button.js';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { paths } from '#web/config/paths.js';
import { ApiError } from '#web/lib/api-client.js';
import { useInternship } from '../api/get-internship.js';
import { useErrorToast } from '../hooks/use-error-toast.js';
import { parseListQuery, toListQueryObject } from '../utils/list-query.js';
import { ApplyPanel } from './apply-panel.js';
import { EnquiryBanner } from './enquiry-banner.js';
import { InternshipBody, InternshipDetailSkeleton, InternshipHeader } from './internship-details.js';
import { ShareInternship } from './share-internship.js';
import { SimilarInternships } from './similar-internships.js';

function BackLink({ href }: { href: string }) {
  return (
    <Link
      to={href}
      className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-indigo-700 hover:text-indigo-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Back to internships</Trans>
    </Link>
  );
}

/** /internships/{id} (docs/spec/student-side.md §2); the query carries the list's page and filters for the back link. */
export function InternshipDetailPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const listQuery = toListQueryObject(parseListQuery(searchParams));
  const backHref = paths.internships.getHref(listQuery);
  const query = useInternship(id);
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  useErrorToast(query.error, query.errorUpdatedAt, t`Failed to fetch internship details`, isNotFound);

  if (isNotFound || (query.isError && !query.data)) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
        <DocumentTitle title={isNotFound ? t`Internship not found` : t`Internship`} />
        <FileQuestion aria-hidden="true" className="size-14 text-slate-400" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">
          {isNotFound ? <Trans>Internship not found</Trans> : <Trans>Could not load this internship</Trans>}
        </h1>
        <p className="mt-2 text-slate-600">
          {isNotFound ? (
            <Trans>It may have been removed, or the link may be wrong.</Trans>
          ) : (
            <Trans>Please check your connection and try again.</Trans>
          )}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {!isNotFound && (
            <Button variant="secondary" onClick={() => void query.refetch()}>
              <RotateCcw aria-hidden="true" className="size-4" />
              <Trans>Try again</Trans>
            </Button>
          )}
          <Link to={backHref} className={buttonClassName()}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            <Trans>Back to internships</Trans>
          </Link>
        </div>
      </div>
    );
  }

  const job = query.data;
  const title = job?.title;
  const company = job?.company;
  return (
    <div className="bg-slate-50">
      <DocumentTitle title={job ? t`${title} at ${company}` : t`Internship`} />
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
        <BackLink href={backHref} />
        <div className="mt-5">
          {!job ? (
            <>
              <Spinner label={t`Loading internship`} className="sr-only" />
              <InternshipDetailSkeleton />
            </>
          ) : (
            // Small screens: header, Apply, the text, then the enquiry banner. Wide screens: the Apply card
            // and the banner in a sticky column beside the rest.
            // Each part is taken over in a task of its own (docs/decisions/0052).
            <div className="flex flex-col gap-6 lg:grid lg:grid-cols-3 lg:items-start">
              <HydrateLater>
                <div className="order-1 lg:order-none lg:col-span-2">
                  <InternshipHeader job={job} />
                </div>
              </HydrateLater>
              <div className="contents lg:sticky lg:top-24 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:block lg:space-y-6">
                <HydrateLater>
                  <div className="order-2 space-y-4 lg:order-none">
                    <ApplyPanel job={job} />
                    <ShareInternship job={job} />
                    <NeverPayNote>
                      <ReportListingButton listing={{ kind: 'internship', id: job._id, title: job.title }} />
                    </NeverPayNote>
                  </div>
                </HydrateLater>
                <HydrateLater>
                  <div className="order-4 lg:order-none">
                    <EnquiryBanner />
                  </div>
                </HydrateLater>
              </div>
              <HydrateLater>
                <div className="order-3 lg:order-none lg:col-span-2">
                  <InternshipBody job={job} />
                </div>
              </HydrateLater>
            </div>
          )}
        </div>
        {/* In a box of its own: HydrateLater keeps one element, and the section is left out on an error. */}
        <HydrateLater>
          <div>
            <SimilarInternships id={id} listQuery={listQuery} />
          </div>
        </HydrateLater>
      </div>
    </div>
  );
}
