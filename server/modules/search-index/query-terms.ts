import { stemmer } from 'stemmer';
import { toSearchTerms } from '../jobs/search-terms.js';
import { otherSpellings, PHRASES } from './place-names.js';

// What the keywords of a search ask for (docs/decisions/0040). Every term must match the start of a word of
// the listing, as the spec says, but a term may match through any of its alternatives: itself, its stem
// ("developer" also finds "Development"), the other spellings of a place ("bangalore" finds "Bengaluru"),
// and a few kindred words ("web" finds "Frontend"). Words that only join a query ("in", "for") or that every listing is ("internship") are
// left out when other words remain.

/** One word of the search and what may match it. */
export interface QueryTerm {
  word: string;
  alternatives: string[];
}

export interface ParsedSearch {
  /** The words as typed, lower case (a phrase of several words as one), for a "Showing results for" line. */
  words: string[];
  terms: QueryTerm[];
}

const JOINING = new Set([
  'in',
  'at',
  'for',
  'near',
  'the',
  'a',
  'an',
  'of',
  'and',
  'with',
  'to',
  'on',
  'में',
  'के',
  'की',
  'लिए',
]);
const EVERY_LISTING = new Set([
  'internship',
  'internships',
  'job',
  'jobs',
  'vacancy',
  'vacancies',
  'opening',
  'openings',
]);
/**
 * Words students search by that listings name another way ("web developer" for a "Frontend Developer",
 * "ml" for "Machine Learning"): each also finds the starts of words on its list. Kept short and checked
 * by the relevance cases: a kindred word that finds too much is worse than none.
 */
const KINDRED: Readonly<Record<string, readonly string[]>> = {
  web: ['frontend', 'backend', 'stack'],
  app: ['android', 'mobile', 'ios'],
  ml: ['machine'],
  ai: ['machine', 'artificial'],
  hr: ['human', 'payroll'],
  software: ['develop', 'programm'],
  coding: ['develop', 'programm'],
  programmer: ['develop', 'programm'],
  accounts: ['account'],
  ca: ['chartered', 'audit', 'tax', 'account'],
};

/** Shorter stems ("busi" of "business") would find too much. */
const STEM_AT_LEAST = 4;

/** The alternatives of one word: itself, its English stem, and the other spellings of what it names. */
export function alternativesOf(word: string): string[] {
  const stem = /^[a-z]+$/.test(word) ? stemmer(word) : word;
  const own = stem !== word && stem.length >= STEM_AT_LEAST ? [word, stem] : [word];
  const spellings = otherSpellings(word).filter((s) => !s.includes(' '));
  return [...new Set([...own, ...spellings, ...(KINDRED[word] ?? [])])];
}

/** Runs of words that spell a phrase of a group ("work from home") become that one phrase. */
function joinPhrases(words: string[]): string[] {
  const joined: string[] = [];
  for (let at = 0; at < words.length; ) {
    const phrase = PHRASES.find((p) => p.every((word, i) => words[at + i] === word));
    joined.push(phrase ? phrase.join(' ') : words[at]);
    at += phrase ? phrase.length : 1;
  }
  return joined;
}

export function parseSearch(search: string | undefined): ParsedSearch {
  const words = joinPhrases(toSearchTerms(search));
  const meaningful = words.filter((word) => !JOINING.has(word) && !EVERY_LISTING.has(word));
  const terms = meaningful.map((word) => {
    // A phrase stands for its group: its one-word spellings are its alternatives.
    if (word.includes(' ')) return { word, alternatives: otherSpellings(word).filter((s) => !s.includes(' ')) };
    return { word, alternatives: alternativesOf(word) };
  });
  return { words, terms };
}
