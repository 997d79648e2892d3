import { Trans, useLingui } from '@lingui/react/macro';
import { CircleSlash, Clock } from 'lucide-react';
import {
  LINK_PAGE_HEADING as HEADING,
  LinkInvalidPage,
  LoadFailedPage as LoadFailedStatus,
  LINK_PAGE_WORDS as WORDS,
} from '#web/components/mail-link-pages.js';
import { StatusPage } from '#web/components/status-page.js';
import type { LinkProblem } from '../utils/link-problem.js';

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
    <LinkInvalidPage>
      <p className={WORDS}>
        <Trans>Please open the link from the latest mail, or reply to the mail to reach the student.</Trans>
      </p>
    </LinkInvalidPage>
  );
}

/** The application could not be loaded (no connection, the server busy or down): try again. */
export function LoadFailedPage({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useLingui();
  return <LoadFailedStatus title={t`Could not load the application`} onRetry={onRetry} isRetrying={isRetrying} />;
}
