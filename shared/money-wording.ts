// Wording that asks a student for money (docs/decisions/0038): word lists in English, Hinglish, Hindi
// (Devanagari) and Kannada, matched as whole words on a normalised text, each match dropped when a
// simple negation stands right next to it ("no registration fee", "कोई शुल्क नहीं", "ಶುಲ್ಕವಿಲ್ಲ").
// Pure and small: it runs in the import's worker for every row and in the browser's bundle if needed.

/**
 * Inside a word, on the normalised text: a Latin letter or digit, or any of the Devanagari and Kannada
 * blocks' letters, vowel signs and digits (not the danda). Ranges rather than Unicode classes: without
 * the `u` flag the expressions run about four times faster, which matters for a sheet of 10,000 rows.
 */
const WORD = String.raw`[a-z0-9\u00c0-\u024f\u0900-\u0963\u0966-\u097f\u0c80-\u0cff]`;
const LETTER = String.raw`[a-z\u00c0-\u024f\u0900-\u0963\u0971-\u097f\u0c80-\u0ce5\u0cf0-\u0cff]`;
const AMOUNT = String.raw`(?:₹|rs\.?|inr|rupees?)\s?\d[\d,]*`;

/**
 * Each entry is a regular expression's source over the normalised text (lower case, one space between
 * words, hyphens as spaces, no nukta, no zero-width joiners). `suffixes`: the word may go on (Kannada
 * case endings, Hindi plurals: ಶುಲ್ಕವನ್ನು, शुल्कों); otherwise it must end where the pattern ends.
 * Longer, more telling entries come first: the reason names "registration fee", not "fee".
 */
const MONEY_WORDING: readonly { pattern: string; suffixes?: boolean }[] = [
  // English and Hinglish.
  {
    pattern: String.raw`(?:registration|joining|training|processing|application|admission|enrol(?:l)?ment|onboarding|documentation|verification|certificate|certification|kit|uniform|security|interview|placement|course|material|id card)\s(?:fees?|charges?|amount|money|cost)`,
  },
  { pattern: String.raw`(?:refundable|security|caution|advance)\s(?:deposits?|amount|money)` },
  { pattern: String.raw`deposits?\s(?:of\s)?${AMOUNT}` },
  {
    pattern: String.raw`pay\s(?:[^\s.;:!?]+\s){0,4}?to\s(?:join|register|apply|enrol|enroll|confirm|book|start|reserve|secure|continue|get selected)`,
  },
  { pattern: String.raw`pay(?:ing)?\s(?:a\s|an\s|the\s)?(?:small\s|one time\s|nominal\s|just\s|only\s)?${AMOUNT}` },
  {
    pattern: String.raw`${AMOUNT}(?:\s?\/-)?\s(?:only\s)?(?:to|for)\s(?:join|joining|registration|register|apply|application|enrol|enrolment|enrollment|confirmation|training|the training|kit|the kit|onboarding|verification)`,
  },
  { pattern: String.raw`(?:paise|paisa|paisay|rupaye|rupees|amount)\s(?:jama|dene|dena|deni|bharne|bharna|bharni)` },
  { pattern: String.raw`payment\s(?:karna|karni|karne|karein|karen|krna|krni)` },
  { pattern: String.raw`(?:non\s)?refundable` },
  { pattern: 'fees?' },
  // Hindi.
  {
    pattern: String.raw`(?:पंजीकरण|रजिस्ट्रेशन|प्रशिक्षण|ट्रेनिंग|जॉइनिंग|जोइनिंग|ज्वाइनिंग|ज्वॉइनिंग|प्रवेश|आवेदन|प्रोसेसिंग|किट|सिक्योरिटी|सुरक्षा)\s(?:शुल्क|फीस|चार्ज|राशि)`,
    suffixes: true,
  },
  { pattern: String.raw`(?:सिक्योरिटी|रिफंडेबल)\s(?:डिपॉजिट|डिपोजिट|राशि)` },
  { pattern: String.raw`(?:जमा|जमानत)\sराशि`, suffixes: true },
  { pattern: String.raw`(?:राशि|पैसे|रुपये)\sजमा` },
  { pattern: String.raw`भुगतान\s(?:करना|करनी|करें|करे|करो)` },
  { pattern: '(?:डिपॉजिट|डिपोजिट|रिफंडेबल)' },
  { pattern: String.raw`(?:रिफंड|वापसी)\sयोग्य` },
  { pattern: 'शुल्क', suffixes: true },
  // फीसदी (per cent) is another word: फीस must end where it ends.
  { pattern: 'फीस' },
  // Kannada.
  {
    pattern: String.raw`(?:ನೋಂದಣಿ|ತರಬೇತಿ|ಪ್ರವೇಶ|ಅರ್ಜಿ|ಭದ್ರತಾ|ಕಿಟ್|ರಿಜಿಸ್ಟ್ರೇಷನ್|ಟ್ರೈನಿಂಗ್|ಜಾಯಿನಿಂಗ್)\s(?:ಶುಲ್ಕ|ಫೀಸ್|ಫೀ|ಠೇವಣಿ|ಮೊತ್ತ)`,
    suffixes: true,
  },
  { pattern: String.raw`(?:ಸೆಕ್ಯೂರಿಟಿ|ಸೆಕ್ಯುರಿಟಿ)\s(?:ಡಿಪಾಸಿಟ್|ಠೇವಣಿ)`, suffixes: true },
  { pattern: String.raw`ಹಣ\s(?:ಪಾವತಿ|ಕಟ್ಟ|ಜಮಾ)`, suffixes: true },
  { pattern: 'ಪಾವತಿಸಬೇಕ', suffixes: true },
  // Expenses paid back (ವೆಚ್ಚ ಮರುಪಾವತಿ: reimbursement) are not a refundable deposit.
  { pattern: String.raw`(?<!(?:ವೆಚ್ಚ|ವೆಚ್ಚವನ್ನು|ಖರ್ಚು|ಖರ್ಚನ್ನು|ಪ್ರಯಾಣ)\s)ಮರುಪಾವತಿ`, suffixes: true },
  { pattern: '(?:ಠೇವಣಿ|ಡಿಪಾಸಿಟ್)', suffixes: true },
  { pattern: 'ಶುಲ್ಕ', suffixes: true },
  { pattern: '(?:ಫೀಸ್|ಫೀ)' },
];

const MATCHER = new RegExp(
  `(?<!${WORD})(?:${MONEY_WORDING.map(({ pattern, suffixes }) => `(?:${pattern})${suffixes ? `${WORD}*` : `(?!${WORD})`}`).join('|')})`,
  'g',
);

/**
 * A negation right before the words, with only filler words between ("no", "without any", "free of",
 * "we don't charge any", "बिना किसी"). Anything else between (a comma, "refund of") and it does not count.
 */
const NEGATION_BEFORE = new RegExp(
  String.raw`(?:^|[^a-z0-9'\u0900-\u0963\u0966-\u097f])(?:no|without|zero|nil|free of|not|never|don't|dont|do not|doesn't|doesnt|does not|won't|will not|need not|bina|बिना|बगैर)` +
    String.raw`(?:\s(?:any|a|an|the|extra|additional|hidden|other|such|kind of|type of|charge|charges|charging|ask|asks|asking|for|take|takes|taking|collect|collects|need|needs|require|requires|to|pay|paying|of|you|anyone|anything|money|किसी|कोई|भी))*\s?$`,
);

/**
 * A negation right after the words, with at most small words between: Hindi and Kannada say "fee not"
 * ("शुल्क नहीं है", "ಶುಲ್ಕ ಇಲ್ಲ"), Hinglish "fees nahi", English "fee: nil", "fees waived".
 */
const NEGATION_AFTER = new RegExp(
  String.raw`^(?:\s?(?:है|हैं|भी|कोई|hai|bhi|koi|ಕೂಡ|ಸಹ|is|are|:))*\s?(?:नहीं|नही|ना|nahi|nahin|nhi|ಇಲ್ಲ|ಇರುವುದಿಲ್ಲ|ಇರೋದಿಲ್ಲ|ಬೇಕಿಲ್ಲ|ಅಗತ್ಯವಿಲ್ಲ|none|nil|waived|not required|not needed|not applicable|not charged)(?!${LETTER})`,
);

/** A Kannada word that carries its own "not" or "without": ಶುಲ್ಕವಿಲ್ಲ, ಶುಲ್ಕವಿಲ್ಲದೆ, ಶುಲ್ಕರಹಿತ. */
const NEGATING_ENDING = /(?:ಇ|ಿ)ಲ್ಲ|ರಹಿತ/;

/** How far around a match a negation is looked for (a few words). */
const NEGATION_WINDOW = 48;

const DROPPED = /[\u200b-\u200d\u2060\ufeff\u093c]/g;
const ASCII_LIKE = /[\u2018\u2019\u02bc\u0966-\u096f\u0ce6-\u0cef]/g;
/** Every run of spaces and hyphens but a single plain space (which stays as it is: far the most common). */
const SPACES = /[\s\-\u2010-\u2015_]{2,}|[^\S ]|[-\u2010-\u2015_]/g;

function asciiLike(char: string): string {
  const code = char.charCodeAt(0);
  if (code >= 0x0ce6) return String(code - 0x0ce6);
  if (code >= 0x0966) return String(code - 0x0966);
  return "'";
}

/**
 * Lower case, NFC, one space between words; hyphens as spaces, no nukta (फ़ीस is फीस), no zero-width
 * joiners, ASCII digits and apostrophes. In as few passes as can be: every imported row goes through it.
 */
export function normaliseWording(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(DROPPED, '')
    .replace(ASCII_LIKE, asciiLike)
    .replace(SPACES, ' ')
    .trim();
}

function isNegated(text: string, start: number, words: string): boolean {
  if (NEGATING_ENDING.test(words)) return true;
  const end = start + words.length;
  const before = text.slice(Math.max(0, start - NEGATION_WINDOW), start);
  const after = text.slice(end, end + NEGATION_WINDOW);
  return NEGATION_BEFORE.test(before) || NEGATION_AFTER.test(after);
}

/** The money-asking words in `normalised` (normaliseWording's), as found, each once, negated ones left out. */
export function moneyWordingIn(normalised: string): string[] {
  const found = new Set<string>();
  for (const match of normalised.matchAll(MATCHER)) {
    if (!isNegated(normalised, match.index, match[0])) found.add(match[0]);
  }
  return [...found];
}
