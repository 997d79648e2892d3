import { CONTACT_DETAILS } from '#web/config/contact-details.js';

/** The organisation's postal address, one block line each (web/config/contact-details.ts): the footer and the terms show it. */
export function AddressLines() {
  return CONTACT_DETAILS.addressLines.map((line) => (
    <span key={line} className="block">
      {line}
    </span>
  ));
}
