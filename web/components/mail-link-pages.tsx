import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert, Unlink } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatusPage } from './status-page.js';
import { Button } from './ui/button.js';

// The pages a mail's link opens when it shows nothing else (the company's answer page, the alert mail's
// unsubscribe page): the link is not valid, or its data could not be loaded.

export const LINK_PAGE_HEADING = 'mt-6 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl';
export const LINK_PAGE_WORDS = 'mt-3 text-pretty text-slate-600';

/** The link names nothing the server knows: "This link is not valid", then what the reader can do. */
export function LinkInvalidPage({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <StatusPage
      title={t`Link not valid`}
      tileClassName="bg-red-100 text-red-700"
      icon={<Unlink aria-hidden="true" className="size-8" />}
    >
      <h1 className={LINK_PAGE_HEADING}>
        <Trans>This link is not valid</Trans>
      </h1>
      {children}
    </StatusPage>
  );
}

type LoadFailedPageProps = {
  /** What could not be loaded: the tab title and the heading. */
  title: string;
  onRetry: () => void;
  isRetrying: boolean;
};

/** The link's data could not be loaded (no connection, the server busy or down): try again. */
export function LoadFailedPage({ title, onRetry, isRetrying }: LoadFailedPageProps) {
  return (
    <StatusPage
      title={title}
      tileClassName="bg-red-100 text-red-700"
      icon={<TriangleAlert aria-hidden="true" className="size-8" />}
    >
      <div role="alert">
        <h1 className={LINK_PAGE_HEADING}>{title}</h1>
        <p className={LINK_PAGE_WORDS}>
          <Trans>Please check your connection and try again in a moment.</Trans>
        </p>
      </div>
      <Button size="lg" className="mt-8" onClick={onRetry} isLoading={isRetrying}>
        <Trans>Try again</Trans>
      </Button>
    </StatusPage>
  );
}
