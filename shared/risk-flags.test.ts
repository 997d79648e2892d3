import { describe, expect, it } from 'vitest';
import {
  domainKey,
  personalMailDomain,
  type RiskListing,
  type RiskRule,
  riskFlagsOf,
  STIPEND_CEILING,
  type StipendMedians,
} from './risk-flags.js';

const listing = (overrides: Partial<RiskListing> = {}): RiskListing => ({
  title: 'Marketing Intern',
  position: 'Intern',
  description: 'Plan campaigns with our team. A monthly stipend is paid.',
  requirements: ['Good communication'],
  email: 'hr@acme.example.com',
  domain: 'Marketing',
  salary: 10_000,
  ...overrides,
});

const medians: StipendMedians = new Map([
  ['marketing', { median: 10_000, listings: 12 }],
  ['design', { median: 8_000, listings: 3 }],
]);
const rulesOf = (overrides: Partial<RiskListing>) => riskFlagsOf(listing(overrides), { stipendMedians: medians });
const reasonOf = (rule: RiskRule, overrides: Partial<RiskListing>) =>
  rulesOf(overrides).find((flag) => flag.rule === rule)?.reason;

describe('asks for money', () => {
  // [language, text, the words the reason names (null: not flagged)]
  const cases: [string, string, string | null][] = [
    ['en', 'A registration fee of ₹500 is taken at joining.', 'registration fee'],
    ['en', 'Registration charges apply.', 'registration charges'],
    ['en', 'Pay ₹999 to join the programme.', 'pay ₹999 to join'],
    ['en', 'You must pay Rs. 1500 before the interview.', 'pay rs. 1500'],
    ['en', 'A refundable deposit is collected on day one.', 'refundable deposit'],
    ['en', 'Security deposit: ₹3,000 (returned after 3 months).', 'security deposit'],
    ['en', 'Training fees are cut from the first stipend.', 'training fees'],
    ['en', 'Joining fee 499/- only.', 'joining fee'],
    ['en', 'Kit charges ₹700.', 'kit charges'],
    ['en', '₹499 for registration, then start.', '₹499 for registration'],
    ['en', 'No registration fee, but a refundable deposit of ₹2,000.', 'refundable deposit'],
    ['en', 'No experience needed, registration fee ₹300.', 'registration fee'],
    ['en', 'There is no registration fee.', null],
    ['en', 'Free internship: no fees at all, free of any charges.', null],
    ['en', 'We never ask you to pay to join. The stipend and salary are paid monthly.', null],
    ['en', 'We do not charge any fee.', null],
    ['en', 'Coffee, feedback and a free laptop. Fee: nil.', null],
    ['hinglish', 'Registration fees 500 lagegi, paise jama karne honge.', 'registration fees'],
    ['hinglish', 'Payment karna hoga joining ke time.', 'payment karna'],
    ['hinglish', 'Koi fees nahi hai.', null],
    ['hi', 'पंजीकरण शुल्क ₹500 देना होगा।', 'पंजीकरण शुल्क'],
    ['hi', 'इंटर्नशिप के लिए फ़ीस ₹999 जमा करें।', 'फीस'],
    ['hi', 'जमा राशि ₹1000 रिफंडेबल है।', 'जमा राशि'],
    ['hi', 'सिक्योरिटी डिपॉज़िट ₹2000 लिया जाएगा।', 'सिक्योरिटी डिपॉजिट'],
    ['hi', 'ट्रेनिंग फीस और जॉइनिंग फीस अलग से।', 'ट्रेनिंग फीस'],
    ['hi', 'शुल्क वापस नहीं होगा।', 'शुल्क'],
    ['hi', 'कोई शुल्क नहीं है।', null],
    ['hi', 'निःशुल्क इंटर्नशिप, बिना किसी शुल्क के आवेदन करें।', null],
    ['hi', '50 फीसदी छात्र चुने जाएंगे। अपना रिज्यूमे जमा करें।', null],
    ['kn', 'ನೋಂದಣಿ ಶುಲ್ಕ ₹500 ಪಾವತಿಸಿ.', 'ನೋಂದಣಿ ಶುಲ್ಕ'],
    ['kn', '₹2000 ಠೇವಣಿಯನ್ನು ಮೊದಲ ದಿನ ನೀಡಬೇಕು.', 'ಠೇವಣಿಯನ್ನು'],
    ['kn', 'ಮರುಪಾವತಿಸಬಹುದಾದ ಮೊತ್ತ ಕಟ್ಟಬೇಕು.', 'ಮರುಪಾವತಿಸಬಹುದಾದ'],
    ['kn', 'ತರಬೇತಿ ಶುಲ್ಕ ₹3000.', 'ತರಬೇತಿ ಶುಲ್ಕ'],
    ['kn', 'ಯಾವುದೇ ಶುಲ್ಕ ಇಲ್ಲ.', null],
    ['kn', 'ಶುಲ್ಕವಿಲ್ಲದೆ ಸೇರಿ. ಸ್ಟೈಪೆಂಡ್ ಪ್ರತಿ ತಿಂಗಳು ಪಾವತಿಸಲಾಗುವುದು.', null],
    ['kn', 'ಪ್ರಯಾಣ ವೆಚ್ಚ ಮರುಪಾವತಿ ಮಾಡಲಾಗುವುದು.', null],
  ];

  it.each(cases)('%s: %s', (_language, description, words) => {
    const reason = reasonOf('asks_for_money', { description });
    if (words === null) expect(reason).toBeUndefined();
    else expect(reason).toContain(`"${words}"`);
  });

  it('reads the title and the requirements too, in any spacing, case or Unicode form', () => {
    expect(reasonOf('asks_for_money', { title: 'Intern (REGISTRATION   FEE)' })).toBe('mentions "registration fee"');
    expect(reasonOf('asks_for_money', { requirements: ['Pay-to-join'] })).toBe('mentions "pay to join"');
    expect(reasonOf('asks_for_money', { requirements: ['Refundable deposit'] })).toBe('mentions "refundable deposit"');
    // फ़ written as one code point (U+095E) or as फ and a nukta: the same word.
    expect(reasonOf('asks_for_money', { description: '\u095eीस ₹999' })).toBe('mentions "फीस"');
    expect(reasonOf('asks_for_money', { description: 'फ\u093cीस ₹999' })).toBe('mentions "फीस"');
  });
});

describe('personal mail', () => {
  const cases: [string, string | null][] = [
    ['ravi.hr@gmail.com', 'gmail.com'],
    ['jobs@yahoo.co.in', 'yahoo.co.in'],
    ['HR@Outlook.in', 'outlook.in'],
    ['careers@rediffmail.com', 'rediffmail.com'],
    ['x@zohomail.in', 'zohomail.in'],
    ['x@proton.me', 'proton.me'],
    ['hr@infosys.com', null],
    ['hr@live.example.com', null],
    ['hr@gmail.example.org', null],
    ['', null],
  ];
  it.each(cases)('%s', (email, domain) => {
    expect(personalMailDomain(email)).toBe(domain);
    expect(reasonOf('personal_mail', { email })).toBe(domain ? `company e-mail at ${domain}` : undefined);
  });
});

describe('phone-only contact', () => {
  // [language, text, e-mail, the contact the reason names (null: not flagged)]
  const cases: [string, string, string, string | null][] = [
    ['en', 'Call 98765 43210 to apply.', '', 'phone 98765 43210'],
    ['en', 'WhatsApp +91-98765-43210 for details.', '', 'phone +91-98765-43210'],
    ['en', 'Message us on WhatsApp for the joining letter.', '', 'whatsapp'],
    ['en', 'Join our Telegram group t.me/jobs', '', 'telegram'],
    ['en', 'Office: 080-41234567', '', 'phone 080-41234567'],
    ['en', 'Call 98765 43210 to apply.', 'hr@acme.example.com', null],
    ['en', 'Call 98765 43210 or write to hr@acme.example.com.', '', null],
    ['en', 'Stipend ₹60000-80000 a year, 3 months.', '', null],
    ['en', 'Apply through this site.', '', null],
    ['hi', 'संपर्क करें: ९८७६५४३२१०', '', 'phone 9876543210'],
    ['hi', 'व्हाट्सएप पर संदेश भेजें।', '', 'व्हाट्सएप'],
    ['hi', 'व्हाट्सएप पर संदेश भेजें।', 'hr@acme.example.com', null],
    ['kn', 'ವಾಟ್ಸ್‌ಆ್ಯಪ್ ಮೂಲಕ ಸಂಪರ್ಕಿಸಿ.', '', 'ವಾಟ್ಸ್ಆ್ಯಪ್'],
    ['kn', 'ಕರೆ ಮಾಡಿ: ೯೮೭೬೫ ೪೩೨೧೦', '', 'phone 98765 43210'],
    ['kn', 'ಈ ತಾಣದ ಮೂಲಕ ಅರ್ಜಿ ಸಲ್ಲಿಸಿ.', '', null],
  ];
  it.each(cases)('%s: %s (e-mail "%s")', (_language, description, email, contact) => {
    const reason = reasonOf('phone_only_contact', { description, email });
    expect(reason).toBe(contact ? `${contact}, and no e-mail address` : undefined);
  });
});

describe('stipend outlier', () => {
  // [stipend, domain, flagged]
  const cases: [number, string, boolean][] = [
    [40_000, 'Marketing', false], // exactly 4× the median
    [40_001, 'Marketing', true],
    [45_000, ' marketing ', true], // the same domain however it is typed
    [0, 'Marketing', false], // unpaid is not a sign of fraud
    [90_000, 'Design', false], // 3 listings are too few to compare with
    [90_000, 'Law', false], // no listings at all
    [STIPEND_CEILING - 1, 'Law', false],
    [STIPEND_CEILING, 'Law', true], // no internship pays ₹1,00,000 a month
  ];
  it.each(cases)('₹%i in %s', (salary, domain, flagged) => {
    expect(Boolean(reasonOf('stipend_outlier', { salary, domain }))).toBe(flagged);
  });

  it('says by how much, with Indian digit grouping', () => {
    expect(reasonOf('stipend_outlier', { salary: 45_000 })).toBe(
      '₹45,000 is over 4× the median in Marketing (₹10,000, 12 listings)',
    );
    expect(reasonOf('stipend_outlier', { salary: 150_000 })).toBe(
      '₹1,50,000 a month: no internship pays ₹1,00,000 or more',
    );
    expect(riskFlagsOf(listing({ salary: 45_000 }))).toEqual([]); // no medians given: only the ceiling
  });
});

describe('riskFlagsOf', () => {
  it('flags nothing on an ordinary listing, and every rule, in order, on a bad one', () => {
    expect(rulesOf({})).toEqual([]);
    const bad = rulesOf({ description: 'पंजीकरण शुल्क ₹500. WhatsApp 98765 43210.', email: '', salary: 150_000 });
    expect(bad.map((flag) => flag.rule)).toEqual(['asks_for_money', 'phone_only_contact', 'stipend_outlier']);
    expect(rulesOf({ email: 'a@gmail.com' }).map((flag) => flag.rule)).toEqual(['personal_mail']);
  });

  it('keys domains the same way the server reads them', () => {
    expect(domainKey('  Web   Development ')).toBe('web development');
  });
});
