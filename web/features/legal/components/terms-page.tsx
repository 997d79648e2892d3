import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { DocumentTitle } from '#web/components/seo/document-title.js';
import { CONTACT_DETAILS } from '#web/config/contact-details.js';
import { paths } from '#web/config/paths.js';
import { usePublicSettingsOrDefault } from '#web/lib/public-settings.js';
import { getTermsClauses } from '../utils/terms-clauses.js';
import { TermsClause } from './terms-clause.js';
import { CONTACT_CLAUSE, TermsContact } from './terms-contact.js';
import { TermsContents } from './terms-contents.js';

/** /terms and /privacy: docs/spec/student-side.md §2, privacy renders the terms content. */
export function TermsPage() {
  const { platformName, supportEmail } = usePublicSettingsOrDefault();
  const isPrivacy = useLocation().pathname === paths.privacy.getHref();
  const clauses = getTermsClauses({ platformName, jurisdictionCity: CONTACT_DETAILS.jurisdictionCity });
  const entries = [...clauses, CONTACT_CLAUSE];
  const numberOf = (id: string) => entries.findIndex((entry) => entry.id === id) + 1;
  const dataClause = numberOf('data');
  const transparencyClause = numberOf('data-transparency');
  const { t } = useLingui();

  return (
    <div className="bg-slate-50">
      <DocumentTitle title={isPrivacy ? t`Privacy Policy` : t`Terms of Use`} />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
            <Trans>Legal</Trans>
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            <Trans>Terms of Use and Privacy Policy</Trans>
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-600">
            <Trans>
              Please read these terms carefully. They explain how {platformName} works, what you can expect from us, and
              how we handle your data (see clauses {dataClause} and {transparencyClause}).
            </Trans>
          </p>
        </div>
      </header>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-12 lg:py-14">
        <TermsContents entries={entries} />
        <article className="min-w-0 space-y-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
          {clauses.map((clause, index) => (
            <TermsClause key={clause.id} clause={clause} number={index + 1} />
          ))}
          <TermsContact number={entries.length} supportEmail={supportEmail} />
        </article>
      </div>
    </div>
  );
}
