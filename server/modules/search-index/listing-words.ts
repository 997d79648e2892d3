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

/**
 * Words that say nothing of the work: every listing here is one, and requirements ask for "good
 * understanding", "basic knowledge", "a degree" whatever the work is. Single letters are degree initials.
 */
const SAYS_LITTLE = new Set([
  'intern',
  'interns',
  'internship',
  'trainee',
  'junior',
  'skills',
  'skill',
  'understanding',
  'basic',
  'basics',
  'pursuing',
  'knowledge',
  'good',
  'strong',
  'plus',
  'degree',
  'work',
  'working',
  'willingness',
  'experience',
  'interest',
  'familiarity',
  'ability',
  'proficiency',
  'comfortable',
  'student',
  'students',
  'final',
  'year',
  'projects',
  'project',
  'through',
  'modern',
]);

/** The words that make two listings alike (docs/decisions/0045): those of its title and its requirements. */
export function skillWords({ title, requirements }: Pick<ListingText, 'title' | 'requirements'>): string[] {
  const words = toSearchWords(`${title} ${requirements.join(' ')}`);
  return [...new Set(words.filter((word) => word.length > 1 && !COMMON.has(word) && !SAYS_LITTLE.has(word)))];
}
