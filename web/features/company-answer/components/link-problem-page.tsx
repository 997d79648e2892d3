import { Trans, useLingui } from '@lingui/react/macro';
import { CircleSlash, Clock, TriangleAlert, Unlink } from 'lucide-react';
import { StatusPage } from '#web/components/status-page.js';
import { Button } from '#web/components/ui/button.js';
import type { LinkProblem } from '../utils/link-problem.js';

const HEADING = 'mt-6 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl';
const WORDS = 'mt-3 text-pretty text-slate-600';

/** A link that shows no application: what happened, and what the company can do. */
export function LinkProblemPage({ problem }: { problem: LinkProblem }) {
  const { t } = useLingui();
  if (problem === 'ANSWER_LINK_EXPIRED') {
    return (
      <StatusPage
        title={t`Link expired`}
        tileClassName="bg-amber-100 text-amber-700"
        icon={<Clock aria-hidden="true" className="size-8" />}
      >
        <h1 className={HEADING}>
          <Trans>This link has expired</Trans>
        </h1>
        <p className={WORDS}>
          <Trans>
            Answer links work for a limited time. To answer this application now, please reply to the mail that brought
            you here, and it reaches the student.
          </Trans>
        </p>
      </StatusPage>
    );
  }
  if (problem === 'APPLICATION_WITHDRAWN') {
    return (
      <StatusPage
        title={t`Application withdrawn`}
        tileClassName="bg-slate-200 text-slate-600"
        icon={<CircleSlash aria-hidden="true" className="size-8" />}
      >
        <h1 className={HEADING}>
          <Trans>This application was withdrawn</Trans>
        </h1>
        <p className={WORDS}>
          <Trans>The application is no longer open, so there is nothing to answer. Thank you for your time.</Trans>
        </p>
      </StatusPage>
    );
  }
  return (
    <StatusPage
      title={t`Link not valid`}
      tileClassName="bg-red-100 text-red-700"
      icon={<Unlink aria-hidden="true" className="size-8" />}
    >
      <h1 className={HEADING}>
        <Trans>This link is not valid</Trans>
      </h1>
      <p className={WORDS}>
        <Trans>Please open the link from the latest mail, or reply to the mail to reach the student.</Trans>
      </p>
    </StatusPage>
  );
}

/** The application could not be loaded (no connection, the server busy or down): try again. */
export function LoadFailedPage({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useLingui();
  return (
    <StatusPage
      title={t`Could not load the application`}
      tileClassName="bg-red-100 text-red-700"
      icon={<TriangleAlert aria-hidden="true" className="size-8" />}
    >
      <div role="alert">
        <h1 className={HEADING}>
          <Trans>Could not load the application</Trans>
        </h1>
        <p className={WORDS}>
          <Trans>Please check your connection and try again in a moment.</Trans>
        </p>
      </div>
      <Button size="lg" className="mt-8" onClick={onRetry} isLoading={isRetrying}>
        <Trans>Try again</Trans>
      </Button>
    </StatusPage>
  );
}
