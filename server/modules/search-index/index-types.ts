import type { TJobSort } from '#shared/constants.js';
import type { QueryTerm } from './query-terms.js';

/** What the index keeps of an open internship: what the public list filters and orders on. */
export interface IndexedJob {
  id: string;
  title: string;
  domain: string;
  location: string;
  position: string;
  company: string;
  requirements: string[];
  type: string;
  salary: number;
  featured: boolean;
  createdAt: string;
  expiryDate: string | null;
}

export interface IndexQuery {
  /**
   * Terms as parseSearch makes them, all required: each met when one of its alternatives starts a word of
   * the listing. Listings meeting every term with title or domain words come before the others.
   */
  terms: QueryTerm[];
  /** Case-insensitive substrings. */
  location?: string;
  domain?: string;
  position?: string;
  minSalary?: number;
  maxSalary?: number;
  /** Only listings posted after this time (ms): the alert digest's window (docs/decisions/0046). */
  postedAfter?: number;
  /** Relevance (the default): tiers, then the public order. Newest: the public order. Stipend: highest, then newest. */
  sort?: TJobSort;
}

export interface IndexPage {
  ids: string[];
  total: number;
  /** Words that matched nothing and were searched as the word one typing slip away (docs/decisions/0040). */
  corrections?: { word: string; to: string }[];
}

/** What similar internships are found for (docs/decisions/0045). */
export interface SimilarTo {
  id: string;
  domain: string;
  location: string;
  /** The words of its title and requirements (skillWords). */
  words: string[];
}
