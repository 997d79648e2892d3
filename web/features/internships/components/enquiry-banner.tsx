import { ExternalLink, MessageCircleQuestion } from 'lucide-react';
import { EXTERNAL_LINKS } from '#web/config/external-links.js';

/** docs/spec/student-side.md §2: a banner linking to an external enquiry page. */
export function EnquiryBanner() {
  return (
    <aside
      aria-label="Enquiries"
      className="rounded-2xl bg-gradient-to-br from-indigo-700 to-indigo-900 p-5 text-white shadow-sm"
    >
      <MessageCircleQuestion aria-hidden="true" className="size-7 text-indigo-200" />
      <p className="mt-3 font-semibold">Questions about this internship?</p>
      <p className="mt-1 text-sm text-indigo-100">
        Our team helps with applications, documents and next steps. Send us an enquiry.
      </p>
      <a
        href={EXTERNAL_LINKS.enquiry}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex items-center gap-1.5 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-indigo-800 hover:bg-indigo-50"
      >
        Make an enquiry
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </aside>
  );
}
