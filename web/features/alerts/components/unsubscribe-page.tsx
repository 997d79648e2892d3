import { Trans, useLingui } from '@lingui/react/macro';
import { BellOff, CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { SAVED_SEARCHES_SECTION } from '#shared/saved-searches.js';
import { LinkInvalidPage, LoadFailedPage, LINK_PAGE_WORDS as WORDS } from '#web/components/mail-link-pages.js';
import { NoIndex } from '#web/components/seo/no-index.js';
import { StatusPage } from '#web/components/status-page.js';
import { Button } from '#web/components/ui/button.js';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { FullPageSpinner } from '#web/components/ui/spinner.js';
import { paths } from '#web/config/paths.js';
import { errorCodeOf, getErrorMessage } from '#web/lib/api-client.js';
import { useUnsubscribe, useUnsubscribeView } from '../api/unsubscribe.js';

const HEADING = 'mt-6 text-2xl font-bold tracking-tight text-balance break-words text-slate-900 sm:text-3xl';
const MANAGE_HREF = `${paths.dashboard.getHref()}#${SAVED_SEARCHES_SECTION}`;

/**
 * /alerts/unsubscribe/{token} (issue 21, item 2), the alert mail's link: it asks before it stops the mails,
 * because mail scanners open links and a GET must never unsubscribe. No login; never indexed, and the server
 * sends it with `Referrer-Policy: no-referrer` (server/plugins/static-web.ts), so the token goes nowhere else.
 */
export function UnsubscribePage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const view = useUnsubscribeView(token);
  const stop = useUnsubscribe(token);

  return (
    <>
      <NoIndex />
      {stop.isSuccess ? (
        <Stopped name={stop.data.name} />
      ) : view.data ? (
        view.data.frequency === 'off' ? (
          <AlreadyOff name={view.data.name} />
        ) : (
          <AskToStop name={view.data.name} stop={stop} />
        )
      ) : errorCodeOf(view.error) === 'ALERT_LINK_INVALID' ? (
        <LinkInvalid />
      ) : view.isError ? (
        <LoadFailedPage
          title={t`Could not load your alert`}
          onRetry={() => void view.refetch()}
          isRetrying={view.isFetching}
        />
      ) : (
        <FullPageSpinner label={t`Loading your alert`} />
      )}
    </>
  );
}

function AskToStop({ name, stop }: { name: string; stop: ReturnType<typeof useUnsubscribe> }) {
  const { t } = useLingui();
  return (
    <StatusPage
      title={t`Stop alert mails`}
      tileClassName="bg-indigo-100 text-indigo-700"
      icon={<BellOff aria-hidden="true" className="size-8" />}
    >
      <h1 className={HEADING}>
        <Trans>Stop alert mails for “{name}”?</Trans>
      </h1>
      <p className={WORDS}>
        <Trans>The search stays saved on your dashboard, and you can turn its mails on again there.</Trans>
      </p>
      {stop.isError && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {getErrorMessage(stop.error, t`The mails could not be stopped. Please try again.`)}
        </p>
      )}
      <Button size="lg" className="mt-8" onClick={() => stop.mutate()} isLoading={stop.isPending}>
        <Trans>Stop alert mails</Trans>
      </Button>
    </StatusPage>
  );
}

function ManageLink() {
  return (
    <Link to={MANAGE_HREF} className={buttonClassName({ variant: 'secondary', size: 'lg', className: 'mt-8' })}>
      <Trans>Manage your alerts</Trans>
    </Link>
  );
}

/** After the Stop: focus on the result, so a screen reader hears it at once. */
function Stopped({ name }: { name: string }) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <StatusPage
      title={t`Alert mails stopped`}
      tileClassName="bg-emerald-100 text-emerald-700"
      icon={<CircleCheck aria-hidden="true" className="size-8" />}
    >
      <h1 ref={heading} tabIndex={-1} className={`${HEADING} outline-none`}>
        <Trans>You will get no more alert mails for “{name}”.</Trans>
      </h1>
      <ManageLink />
    </StatusPage>
  );
}

function AlreadyOff({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <StatusPage
      title={t`Alert mails are off`}
      tileClassName="bg-slate-200 text-slate-600"
      icon={<BellOff aria-hidden="true" className="size-8" />}
    >
      <h1 className={HEADING}>
        <Trans>Alert mails for “{name}” are already off.</Trans>
      </h1>
      <p className={WORDS}>
        <Trans>You get no mails for this search. You can turn them on again on your dashboard.</Trans>
      </p>
      <ManageLink />
    </StatusPage>
  );
}

function LinkInvalid() {
  return (
    <LinkInvalidPage>
      <p className={WORDS}>
        <Trans>
          The saved search may have been deleted. Open the link from your latest alert mail, or manage your alerts on
          your dashboard.
        </Trans>
      </p>
      <ManageLink />
    </LinkInvalidPage>
  );
}
