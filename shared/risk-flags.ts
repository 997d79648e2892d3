// Automatic risk flags on an internship (docs/decisions/0038): signs of the fake listings that charge
// students money. Computed on create, edit and import; an imported row with a flag is held inactive
// until an administrator publishes it. Pure and isomorphic: the import's worker runs it for every row.
import { moneyWordingIn, normaliseWording } from './money-wording.js';

export const RISK_RULES = ['asks_for_money', 'personal_mail', 'phone_only_contact', 'stipend_outlier'] as const;
export type RiskRule = (typeof RISK_RULES)[number];

/** How the back office names each rule (English: the administrators' side is English). */
export const RISK_RULE_TEXT: Record<RiskRule, { label: string; explanation: string }> = {
  asks_for_money: {
    label: 'Asks for money',
    explanation:
      'The text mentions a fee, a deposit or a payment to join (English, Hindi or Kannada). Genuine internships never charge students.',
  },
  personal_mail: {
    label: 'Personal mail address',
    explanation:
      "The company's e-mail is at a free personal provider (Gmail, Yahoo, Outlook…), not the company's own domain.",
  },
  phone_only_contact: {
    label: 'Phone-only contact',
    explanation:
      'The text gives a phone number or a WhatsApp/Telegram contact, and there is no e-mail address anywhere on the listing.',
  },
  stipend_outlier: {
    label: 'Stipend far too high',
    explanation: "The stipend is far above its domain's usual range, or above what any internship pays.",
  },
};

export type RiskFlag = { rule: RiskRule; reason: string };

/** A stipend flag needs this many active listings in the domain to compare with. */
export const STIPEND_MIN_LISTINGS = 5;
/** …and is raised above this many times the domain's median stipend. */
export const STIPEND_TIMES_MEDIAN = 4;
/** At or above this a month (₹1,00,000), no internship pays: flagged whatever the domain. */
export const STIPEND_CEILING = 100_000;
/** An import's answer lists at most this many held rows (it counts them all). */
export const HELD_ROWS_LISTED = 200;

/**
 * Active listings' median stipend per domain (keyed by domainKey), read by the server from the database.
 * A Map: a domain is typed by an administrator, and "constructor" or "__proto__" must be a domain like any
 * other, not a property every object has (it crossed into the worker as a Map too).
 */
export type StipendMedians = ReadonlyMap<string, { median: number; listings: number }>;
export type RiskContext = { stipendMedians?: StipendMedians };

export type RiskListing = {
  title: string;
  position: string;
  description: string;
  requirements: readonly string[];
  /** The company's address (the form's and the sheet's `email`): where applications are sent. */
  email?: string | null;
  domain: string;
  salary: number;
};

/** One key per domain however it is typed: "Technology", " technology ". */
export function domainKey(domain: string): string {
  return domain.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Free mail providers anyone can sign up to, by the name before the top-level domain (gmail.com,
 * yahoo.co.in, outlook.in…), and a few whole domains whose name alone would say too little.
 */
const PERSONAL_PROVIDERS =
  /^(?:gmail|googlemail|yahoo|ymail|rocketmail|hotmail|outlook|live|msn|rediffmail|icloud|protonmail|aol|zohomail|gmx|yandex|tutanota)\.(?:co\.)?[a-z]{2,3}$/;
const PERSONAL_DOMAINS = new Set(['proton.me', 'pm.me', 'me.com', 'mac.com', 'zoho.com', 'mail.com', 'tuta.io']);

/** The address's domain when it is a personal provider's, else null. */
export function personalMailDomain(email: string | null | undefined): string | null {
  const domain = email?.trim().toLowerCase().split('@')[1];
  if (!domain) return null;
  return PERSONAL_PROVIDERS.test(domain) || PERSONAL_DOMAINS.has(domain) ? domain : null;
}

/** Runs of digits that may be a phone number: 10 to 13 digits with single spaces or hyphens between groups. */
const PHONE_CANDIDATE = /(?<![\d₹])(?:\+|00)?\d(?:[\s-]?\d){9,12}(?!\d)/g;
/** An amount (₹60000-80000, Rs. 9876543210) is not a number to call. */
const AMOUNT_BEFORE = /(?:₹|rs\.?|inr|rupees?)\s?$/;
const MESSAGING =
  /(?<![a-z\u0900-\u0963\u0971-\u097f\u0c80-\u0ce5])(?:whats\s?app|watsapp|whatsup|wa\.me|telegram|t\.me|व्हाट्सएप|व्हाट्सऐप|वॉट्सऐप|व्हाट्सअप|वाट्सएप|टेलीग्राम|टेलिग्राम|ವಾಟ್ಸಾಪ್|ವಾಟ್ಸ್ಆ್ಯಪ್|ವಾಟ್ಸಪ್|ವಾಟ್ಸ್ಅಪ್|ಟೆಲಿಗ್ರಾಮ್)/;
const EMAIL_IN_TEXT = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;

/**
 * An Indian mobile (10 digits from 6, with +91, 91 or 0 before it) or a landline with its 0 and area
 * code, at the start of the run (a number written after it, "98765 43210 2 times", is left over).
 */
function isIndianPhone(digits: string): boolean {
  return /^(?:0091|91|0)?[6-9]\d{9}/.test(digits) || /^0[1-9]\d{9}/.test(digits);
}

/** The first phone number in the text, as written. */
export function phoneNumberIn(text: string): string | null {
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    if (AMOUNT_BEFORE.test(text.slice(Math.max(0, match.index - 8), match.index).toLowerCase())) continue;
    if (isIndianPhone(match[0].replace(/\D/g, ''))) return match[0];
  }
  return null;
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
const quoted = (words: string[]) =>
  words
    .slice(0, 3)
    .map((w) => `"${w}"`)
    .join(', ');

function stipendFlag(listing: RiskListing, medians: StipendMedians | undefined): RiskFlag | null {
  const { salary } = listing;
  if (salary >= STIPEND_CEILING) {
    return {
      rule: 'stipend_outlier',
      reason: `${rupees(salary)} a month: no internship pays ${rupees(STIPEND_CEILING)} or more`,
    };
  }
  const domain = medians?.get(domainKey(listing.domain));
  if (!domain || domain.listings < STIPEND_MIN_LISTINGS || domain.median <= 0) return null;
  if (salary <= STIPEND_TIMES_MEDIAN * domain.median) return null;
  return {
    rule: 'stipend_outlier',
    reason: `${rupees(salary)} is over ${STIPEND_TIMES_MEDIAN}× the median in ${listing.domain.trim()} (${rupees(domain.median)}, ${domain.listings} listings)`,
  };
}

/**
 * The flags a listing raises, each with a short reason ("registration fee", "gmail.com"), in the order
 * of RISK_RULES. Text is looked at in the title, position, description and requirements.
 */
export function riskFlagsOf(listing: RiskListing, context: RiskContext = {}): RiskFlag[] {
  const text = [listing.title, listing.position, listing.description, ...listing.requirements].join('\n');
  const normalised = normaliseWording(text);
  const flags: RiskFlag[] = [];

  const money = moneyWordingIn(normalised);
  if (money.length > 0) flags.push({ rule: 'asks_for_money', reason: `mentions ${quoted(money)}` });

  const email = listing.email?.trim() ?? '';
  const personal = personalMailDomain(email);
  if (personal) flags.push({ rule: 'personal_mail', reason: `company e-mail at ${personal}` });

  if (!email && !(text.includes('@') && EMAIL_IN_TEXT.test(text))) {
    const phone = phoneNumberIn(text.normalize('NFC').replace(/[\u0966-\u096f\u0ce6-\u0cef]/g, nativeDigit));
    const messaging = MESSAGING.exec(normalised)?.[0];
    const contact = phone ? `phone ${phone.trim()}` : messaging ? messaging : null;
    if (contact) flags.push({ rule: 'phone_only_contact', reason: `${contact}, and no e-mail address` });
  }

  const stipend = stipendFlag(listing, context.stipendMedians);
  if (stipend) flags.push(stipend);
  return flags;
}

/** Devanagari and Kannada digits as ASCII (a number can be written ९८७६५४३२१० or ೯೮೭೬೫೪೩೨೧೦). */
function nativeDigit(digit: string): string {
  const code = digit.charCodeAt(0);
  return String(code - (code >= 0x0ce6 ? 0x0ce6 : 0x0966));
}
