import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, MapPin } from 'lucide-react';
import { AddressLines } from '#web/components/address-lines.js';

export const CONTACT_CLAUSE = { id: 'contact', title: msg`Contact us` };

/** docs/spec/admin-side.md §2: a contact block with the support email (from the settings) and a postal address. */
export function TermsContact({ number, supportEmail }: { number: number; supportEmail: string }) {
  const { i18n } = useLingui();
  return (
    <section id={CONTACT_CLAUSE.id} aria-labelledby="contact-title" className="scroll-mt-24">
      <h2 id="contact-title" className="flex gap-3 text-xl font-semibold text-slate-900">
        <span className="text-indigo-700 tabular-nums">{number}.</span>
        {i18n._(CONTACT_CLAUSE.title)}
      </h2>
      <div className="mt-3 space-y-3 text-base leading-7 text-slate-700 sm:pl-8">
        <p>
          <Trans>For questions about these terms, your data, or to report a listing, write to us:</Trans>
        </p>
        <address className="grid gap-4 rounded-xl bg-slate-50 p-5 not-italic ring-1 ring-slate-200 sm:grid-cols-2">
          <p className="flex gap-3">
            <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-indigo-700" />
            <span>
              <span className="block text-sm font-semibold text-slate-900">
                <Trans>Email</Trans>
              </span>
              {supportEmail ? (
                <a
                  href={`mailto:${supportEmail}`}
                  className="break-all text-indigo-700 underline hover:text-indigo-900"
                >
                  {supportEmail}
                </a>
              ) : (
                <span className="text-slate-500">
                  <Trans>Loading…</Trans>
                </span>
              )}
            </span>
          </p>
          <p className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-indigo-700" />
            <span>
              <span className="block text-sm font-semibold text-slate-900">
                <Trans comment="The postal address">Post</Trans>
              </span>
              <AddressLines />
            </span>
          </p>
        </address>
      </div>
    </section>
  );
}
