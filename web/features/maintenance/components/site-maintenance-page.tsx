import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Construction, Mail, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '#web/components/seo/document-title.js';
import { Button } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';
import { DEFAULT_PUBLIC_SETTINGS, getPublicSettingsQueryOptions } from '#web/lib/public-settings.js';

// Look again every minute, so the site comes back on its own when an administrator ends maintenance.
const RECHECK_MS = 60_000;

/** docs/spec/product-decisions.md → Applications: with maintenanceMode on, students see this instead of the public site. */
export function SiteMaintenancePage() {
  const { t } = useLingui();
  const { data, refetch, isFetching } = useQuery({ ...getPublicSettingsQueryOptions(), refetchInterval: RECHECK_MS });
  const { platformName, supportEmail } = data ?? DEFAULT_PUBLIC_SETTINGS;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-indigo-50 to-white px-4 py-16 text-center">
      <DocumentTitle title={t`Under maintenance`} />
      <span className="flex size-20 items-center justify-center rounded-3xl bg-amber-100 text-amber-700 shadow-sm">
        <Construction aria-hidden="true" className="size-10" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-wide text-indigo-700 uppercase">{platformName}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        <Trans>We'll be back soon</Trans>
      </h1>
      <p className="mt-4 max-w-lg text-lg text-pretty text-slate-600">
        <Trans>
          The platform is under maintenance while we make some improvements. Please check back in a little while. Your
          account, profile and applications are safe.
        </Trans>
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => void refetch()} isLoading={isFetching}>
          {!isFetching && <RefreshCw aria-hidden="true" className="size-5" />}
          <Trans>Check again</Trans>
        </Button>
        {supportEmail && (
          <a
            href={`mailto:${supportEmail}`}
            className="inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 font-semibold text-indigo-700 ring-1 ring-indigo-200 ring-inset hover:bg-indigo-50"
          >
            <Mail aria-hidden="true" className="size-5" />
            <Trans>Contact support</Trans>
          </a>
        )}
      </div>
      <Link
        to={paths.admin.login.getHref()}
        className="mt-10 rounded text-sm text-slate-500 underline hover:text-slate-800"
      >
        <Trans>Administrator sign-in</Trans>
      </Link>
    </main>
  );
}
