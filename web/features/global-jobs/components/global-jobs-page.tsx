import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Globe2 } from 'lucide-react';
import { useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { NeverPayNote } from '#web/components/report-listing/never-pay-note.js';
import { DocumentTitle } from '#web/components/seo/document-title.js';
import { FieldLabel } from '#web/components/ui/field-label.js';
import { inputClassName } from '#web/components/ui/input.js';
import { Spinner } from '#web/components/ui/spinner.js';
import { paths } from '#web/config/paths.js';
import { ApiError } from '#web/lib/api-client.js';
import { createRedirectState } from '#web/lib/redirect.js';
import { useSession } from '#web/lib/session.js';
import { useGlobalJobs } from '../api/get-global-jobs.js';
import { groupByCountry, listCountries } from '../utils/group-by-country.js';
import { CountrySection, GlobalJobsSkeleton } from './country-group.js';

const ALL = '';

/** /global-jobs (docs/spec/student-side.md §2): job sites grouped by country, with a country dropdown. */
export function GlobalJobsPage() {
  const { t } = useLingui();
  const { token, signOut } = useSession();
  const query = useGlobalJobs({ enabled: token !== null });
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();

  // docs/spec/student-side.md §6: a 401 or 403 answer redirects to /login. The stored token is no good here, so it goes too
  // (a 401 already ended the session in the API client); otherwise the login page would send a signed-in
  // student straight back here.
  const isRefused = query.error instanceof ApiError && (query.error.status === 401 || query.error.status === 403);
  useEffect(() => {
    if (isRefused) signOut();
  }, [isRefused, signOut]);

  const jobs = query.data ?? [];
  const countries = listCountries(jobs);
  const requested = searchParams.get('country') ?? ALL;
  const country = countries.includes(requested) ? requested : ALL;
  const groups = groupByCountry(jobs, country === ALL ? null : country);

  const onCountryChange = (value: string) => {
    setSearchParams(value === ALL ? {} : { country: value }, { replace: true, preventScrollReset: true });
  };

  if (!token) return <Navigate to={paths.login.getHref()} replace state={createRedirectState(location)} />;

  return (
    <div className="flex-1 bg-slate-50">
      <DocumentTitle title={t`Global Jobs`} />
      <div className="border-b border-slate-200 bg-gradient-to-b from-indigo-50 to-slate-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 pt-10 pb-6 sm:flex-row sm:items-end sm:justify-between sm:px-6 sm:pt-14">
          <div>
            <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
              <Globe2 aria-hidden="true" className="size-8 text-indigo-700" />
              <Trans>Global Jobs</Trans>
            </h1>
            <p className="mt-2 max-w-2xl text-slate-600">
              <Trans>
                Official job portals and employers around the world, grouped by country. Links open on their own sites.
              </Trans>
            </p>
          </div>
          <div className="w-full sm:w-64">
            <FieldLabel htmlFor="global-jobs-country">
              <Trans>Country</Trans>
            </FieldLabel>
            <select
              id="global-jobs-country"
              value={country}
              disabled={!query.data}
              onChange={(event) => onCountryChange(event.target.value)}
              className={clsx(inputClassName, 'mt-1.5')}
            >
              <option value={ALL}>{t`All Countries`}</option>
              {countries.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
        <NeverPayNote />
        {query.isPending || isRefused ? (
          <>
            <Spinner label={t`Loading jobs`} className="sr-only" />
            <GlobalJobsSkeleton />
          </>
        ) : query.isError ? (
          <p
            role="alert"
            className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center font-medium text-red-800"
          >
            <Trans>Could not load jobs. Please try again later.</Trans>
          </p>
        ) : groups.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center text-slate-700">
            <Trans>No jobs found.</Trans>
          </p>
        ) : (
          <div className="space-y-10">
            {groups.map((group) => (
              <CountrySection key={group.country} group={group} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
