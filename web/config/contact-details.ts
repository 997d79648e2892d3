// The organisation's phone and postal address for the footer, the About page and the terms' contact block.
// The spec (docs/spec/student-side.md §2) asks for 'contact details' without giving them. PLACEHOLDERS: replace both with the
// organisation's real details before launch. The support email is not here: it comes from the admin
// settings (GET /api/settings/public), see docs/decisions/0004-default-settings.md.

export const CONTACT_DETAILS = {
  /** PLACEHOLDER phone number (E.164 for the tel: link, and as shown). */
  phone: { href: 'tel:+918210000000', display: '+91 821 000 0000' },
  /** PLACEHOLDER postal address in a southern Indian city, one line each. */
  addressLines: ['Internship Cell, 2nd Floor, Vidya Bhavan', 'Saraswathipuram', 'Mysuru, Karnataka 570009', 'India'],
  /** The terms' governing-law clause names these courts (docs/spec/admin-side.md §2 'Terms-of-use content'). */
  jurisdictionCity: 'Mysuru, Karnataka',
} as const;
