import { toSearchWords } from '../jobs/search-terms.js';

// Places and ways of working as students type them (docs/decisions/0040): each group holds the spellings
// of one place (the official name first, then the older or English one, then Kannada and Hindi), or of
// working from home. A keyword or a location filter naming one spelling finds listings that use another.
// Spellings of several words ("work from home") are matched as phrases.

const GROUPS: readonly (readonly string[])[] = [
  ['bengaluru', 'bangalore', 'ಬೆಂಗಳೂರು', 'बेंगलुरु', 'बैंगलोर'],
  ['mysuru', 'mysore', 'ಮೈಸೂರು', 'मैसूर'],
  ['mangaluru', 'mangalore', 'ಮಂಗಳೂರು', 'मंगलुरु', 'मंगलौर'],
  ['hubballi', 'hubli', 'ಹುಬ್ಬಳ್ಳಿ', 'हुबली'],
  ['belagavi', 'belgaum', 'ಬೆಳಗಾವಿ', 'बेलगाम'],
  ['kalaburagi', 'gulbarga', 'ಕಲಬುರಗಿ'],
  ['vijayapura', 'bijapur', 'ವಿಜಯಪುರ'],
  ['shivamogga', 'shimoga', 'ಶಿವಮೊಗ್ಗ'],
  ['tumakuru', 'tumkur', 'ತುಮಕೂರು'],
  ['ballari', 'bellary', 'ಬಳ್ಳಾರಿ'],
  ['davanagere', 'davangere', 'ದಾವಣಗೆರೆ'],
  ['mumbai', 'bombay', 'ಮುಂಬೈ', 'मुंबई', 'बंबई'],
  ['gurugram', 'gurgaon', 'गुरुग्राम', 'गुड़गांव'],
  ['kolkata', 'calcutta', 'ಕೋಲ್ಕತ್ತಾ', 'कोलकाता'],
  ['chennai', 'madras', 'ಚೆನ್ನೈ', 'चेन्नई'],
  ['pune', 'poona', 'ಪುಣೆ', 'पुणे'],
  ['thiruvananthapuram', 'trivandrum', 'तिरुवनंतपुरम'],
  ['kochi', 'cochin', 'ಕೊಚ್ಚಿ', 'कोच्चि'],
  ['kozhikode', 'calicut'],
  ['thrissur', 'trichur'],
  ['puducherry', 'pondicherry', 'पुदुच्चेरी'],
  ['tiruchirappalli', 'trichy', 'tiruchi'],
  ['thoothukudi', 'tuticorin'],
  ['visakhapatnam', 'vizag', 'विशाखापत्तनम'],
  ['vadodara', 'baroda', 'वडोदरा'],
  ['varanasi', 'banaras', 'benares', 'वाराणसी'],
  ['prayagraj', 'allahabad', 'प्रयागराज'],
  ['delhi', 'new delhi', 'ದೆಹಲಿ', 'दिल्ली', 'नई दिल्ली'],
  ['hyderabad', 'ಹೈದರಾಬಾದ್', 'हैदराबाद'],
  ['noida', 'नोएडा'],
  ['jaipur', 'जयपुर'],
  ['lucknow', 'लखनऊ'],
  ['bhubaneswar', 'bhubaneshwar', 'भुवनेश्वर'],
  [
    'remote',
    'work from home',
    'wfh',
    'online',
    'work from anywhere',
    'ರಿಮೋಟ್',
    'ಮನೆಯಿಂದ ಕೆಲಸ',
    'रिमोट',
    'ऑनलाइन',
    'घर से काम',
    'वर्क फ्रॉम होम',
  ],
];

/**
 * Spellings that find their group but that the group does not search for: "online" finds Remote listings,
 * but "work from home" must not find every listing that mentions "online ad platforms".
 */
const ONE_WAY = new Set(['online', 'ऑनलाइन']);

/** A typed word this long or longer that starts a spelling stands for its group ("bang" for Bengaluru). */
const PREFIX_AT_LEAST = 4;

const groupsOf = new Map<string, readonly string[]>();
for (const written of GROUPS) {
  // As the search compares words: Devanagari's nukta letters, for one, are stored decomposed.
  const group = written.map((spelling) => toSearchWords(spelling).join(' '));
  for (const spelling of group) groupsOf.set(spelling, group);
}

/** Every single-word spelling, for the one-typo retry ("bangalre" → "bangalore"). */
export const SINGLE_WORD_SPELLINGS: readonly string[] = [...groupsOf.keys()].filter((s) => !s.includes(' '));

/** The phrases of several words, longest first, each as its words. */
export const PHRASES: readonly (readonly string[])[] = [...groupsOf.keys()]
  .filter((s) => s.includes(' '))
  .map((s) => s.split(' '))
  .sort((a, b) => b.length - a.length);

/** The spellings that stand for what one typed word or phrase names, itself included; [] when it names no group. */
export function otherSpellings(typed: string): readonly string[] {
  const group = groupOf(typed);
  return group.filter((spelling) => spelling === typed || !ONE_WAY.has(spelling));
}

function groupOf(typed: string): readonly string[] {
  const exact = groupsOf.get(typed);
  if (exact) return exact;
  if (typed.length < PREFIX_AT_LEAST || typed.includes(' ')) return [];
  for (const [spelling, group] of groupsOf) if (spelling.startsWith(typed)) return group;
  return [];
}

/** What a location filter should look for: the text, and every other spelling of the place it names. */
export function placeSpellings(text: string, words: string[]): string[] {
  const lower = text.trim().toLowerCase();
  return [...new Set([lower, ...otherSpellings(words.join(' '))])];
}

/** The official name of the first place (or "remote") that the words name exactly, one word or a phrase; null when none. */
export function placeNamedIn(words: string[]): string | null {
  for (let at = 0; at < words.length; at++) {
    for (let length = 3; length >= 1; length--) {
      const group = groupsOf.get(words.slice(at, at + length).join(' '));
      if (group) return group[0];
    }
  }
  return null;
}
