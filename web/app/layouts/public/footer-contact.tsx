import { Trans } from '@lingui/react/macro';
import { Mail, MapPin, Phone } from 'lucide-react';
import { AddressLines } from '#web/components/address-lines.js';
import { CONTACT_DETAILS } from '#web/config/contact-details.js';

/** docs/spec/student-side.md §2: contact details in the footer; the support email comes from the admin settings. */
export function FooterContact({ supportEmail }: { supportEmail: string }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
        <Trans>Contact us</Trans>
      </h2>
      <address className="mt-3 space-y-3 text-sm not-italic">
        {supportEmail && (
          <a href={`mailto:${supportEmail}`} className="flex items-start gap-2 rounded break-all hover:text-white">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {supportEmail}
          </a>
        )}
        <a href={CONTACT_DETAILS.phone.href} className="flex items-start gap-2 rounded hover:text-white">
          <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {CONTACT_DETAILS.phone.display}
        </a>
        <p className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <AddressLines />
          </span>
        </p>
      </address>
    </div>
  );
}
