import { toSearchWords } from '../jobs/search-terms.js';

// Which words of a listing its keywords meet (docs/decisions/0040): its main words, the title and the domain,
// as the spec says; then its other words, ranked below: the location, the company, the type, the position
// and the words of its requirements.

/** Most words kept of a listing's requirements: its own words, not every word of a long text. */
const REQUIREMENT_WORDS = 60;
const COMMON = new Set([
  'and',
  'or',
  'the',
  'a',
  'an',
  'of',
  'in',
  'on',
  'to',
  'with',
  'for',
  'as',
  'is',
  'be',
  'you',
  'your',
  'our',
]);

export interface ListingText {
  title: string;
  domain: string;
  location: string;
  company: string;
  type: string;
  position: string;
  requirements: string[];
}

export function listingWords(job: ListingText): { main: string[]; other: string[] } {
  const requirementWords = toSearchWords(job.requirements.join(' ')).filter((word) => !COMMON.has(word));
  return {
    main: toSearchWords(`${job.title} ${job.domain}`),
    other: [
      ...toSearchWords(`${job.location} ${job.company} ${job.type} ${job.position}`),
      ...[...new Set(requirementWords)].slice(0, REQUIREMENT_WORDS),
    ],
  };
}
