import type { TJobSuggestionsQuery } from '#shared/schemas/job.js';
import type { IndexedJob, SimilarTo } from './index-types.js';
import type { SearchFilters, SearchPage } from './search-page.js';

/** Which index a change goes to: the one answering, or the one a build is filling (it answers once finished). */
export type IndexTarget = 'current' | 'next';

/** What the event loop asks the index's thread (index-thread.ts), and what each answers. */
export type IndexQuestion =
  | { kind: 'search'; filters: SearchFilters; page: { offset: number; limit: number }; now: number }
  | { kind: 'similar'; like: SimilarTo; limit: number; now: number }
  | { kind: 'suggest'; field: TJobSuggestionsQuery['field']; text: string; limit: number };

export type IndexAnswer<Q extends IndexQuestion> = Q extends { kind: 'search' } ? SearchPage : string[];

/** Messages to the index's thread, handled in the order sent: a question sees every change sent before it. */
export type ToIndexThread =
  | { op: 'start-next' }
  | { op: 'put'; into: IndexTarget; jobs: IndexedJob[] }
  | { op: 'remove'; from: IndexTarget; ids: string[] }
  | { op: 'finish-next' }
  | { op: 'ask'; n: number; question: IndexQuestion };

/** The index's thread's answer to question `n`, or why it could not answer. */
export type FromIndexThread = { n: number; answer: SearchPage | string[] } | { n: number; failed: string };
