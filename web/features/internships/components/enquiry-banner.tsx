import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircleQuestion } from 'lucide-react';
import { EXTERNAL_LINKS } from '#web/config/external-links.js';
import { NewTabLink } from './new-tab-link.js';

/** docs/spec/student-side.md §2: a banner linking to an external enquiry page. */
export function EnquiryBanner() {
  const { t } = useLingui();
  return (
    <aside
      aria-label={t`Enquiries`}
      className="rounded-2xl bg-gradient-to-br from-indigo-700 to-indigo-900 p-5 text-white shadow-sm"
    >
      <MessageCircleQuestion aria-hidden="true" className="size-7 text-indigo-200" />
      <p className="mt-3 font-semibold">
        <Trans>Questions about this internship?</Trans>
      </p>
      <p className="mt-1 text-sm text-indigo-100">
        <Trans>Our team helps with applications, documents and next steps. Send us an enquiry.</Trans>
      </p>
      <NewTabLink
        href={EXTERNAL_LINKS.enquiry}
        className="mt-4 inline-flex items-center gap-1.5 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-indigo-800 hover:bg-indigo-50"
      >
        <Trans>Make an enquiry</Trans>
      </NewTabLink>
    </aside>
  );
}
