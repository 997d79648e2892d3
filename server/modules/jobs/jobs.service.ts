import type { DB } from '#server/db/database.js';
import { refuse } from '#server/lib/errors.js';
import { fromJson } from '#server/lib/json-column.js';
import { SIMILAR_JOBS, type TJobSort } from '#shared/constants.js';
import {
  type TJob,
  type TJobSuggestions,
  type TJobSuggestionsQuery,
  type TJobsQuery,
  ZJobsResponse,
} from '#shared/schemas/job.js';
import type { ResponsivenessBook } from '../hearing-back/responsiveness.js';
import type { PreparedAnswer } from '../public-cache/public-read-cache.js';
import type { PublicReads } from '../public-cache/public-reads.js';
import { skillWords } from '../search-index/listing-words.js';
import type { LiveSearchIndex, SearchFilters } from '../search-index/live-search-index.js';
import { isOpen, toPublicJob } from './jobs.mapper.js';
import { findJobById } from './jobs.repo.js';
import { type ListingCard, type ListingCards, listJson } from './listing-cards.js';
import { toSearchTerms } from './search-terms.js';

export const JOB_NOT_FOUND = 'Internship not found';

/** What a list's answer holds besides its cards. */
const ZListRest = ZJobsResponse.omit({ jobs: true });

/**
 * A page and the total: which internships, from the search index; what they say, from their cards
 * (listing-cards.ts). One closed by a change the index has not applied yet is left out rather than shown
 * open. The cards were checked against ZJob when made; the rest is checked here.
 */
export async function listPublicJobs(
  { search: index, cards }: Pick<PublicReads, 'search' | 'cards'>,
  query: TJobsQuery,
  book?: ResponsivenessBook,
): Promise<PreparedAnswer> {
  const { page, limit, ...filters } = query;
  const now = new Date().toISOString();
  const { ids, total, searchedFor } = await index.search(
    filters,
    { offset: (page - 1) * limit, limit },
    Date.parse(now),
  );
  const shown = await readOpenCards(cards, ids, now, book);
  const pagination = { current: page, pages: Math.max(1, Math.ceil(total / limit)), total };
  const rest = ZListRest.parse(searchedFor === undefined ? { pagination } : { pagination, searchedFor });
  return { json: listJson(shown, rest), validUntil: firstExpiry(shown.map((card) => card.expiry_date)) };
}

/** The cards of the internships of `ids` that are still open, in that order. */
async function readOpenCards(
  cards: ListingCards,
  ids: string[],
  now: string,
  book?: ResponsivenessBook,
): Promise<ListingCard[]> {
  const byId = new Map((await cards.read(ids, book)).map((card) => [card.id, card]));
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card && isOpen(card, now) ? [card] : [];
  });
}

/** Asked of the index beyond SIMILAR_JOBS, for listings closed by a change the index has not applied yet. */
const SIMILAR_SPARE = 2;

/**
 * Open internships like one (docs/decisions/0045), from the search index, never itself. The listing itself
 * may be closed (its page still opens); one held for review is not there for students.
 */
export async function getSimilarJobs(
  db: DB,
  { search: index, cards }: Pick<PublicReads, 'search' | 'cards'>,
  id: string,
  book?: ResponsivenessBook,
): Promise<PreparedAnswer> {
  const row = await findJobById(db, id);
  if (!row || row.held === 1) throw refuse('INTERNSHIP_NOT_FOUND', JOB_NOT_FOUND);
  const now = new Date().toISOString();
  const live = await index.fresh();
  const words = skillWords({ title: row.title, requirements: fromJson<string[]>(row.requirements, []) });
  const like = { id, domain: row.domain, location: row.location, words };
  const ids = live.similar(like, SIMILAR_JOBS + SIMILAR_SPARE, Date.parse(now));
  const shown = (await readOpenCards(cards, ids, now, book)).slice(0, SIMILAR_JOBS);
  return { json: listJson(shown), validUntil: firstExpiry(shown.map((card) => card.expiry_date)) };
}

/** How many suggestions the type-ahead shows. */
const SUGGESTIONS = 8;

/** Type-ahead from the open listings: places, or the keywords with their last word completed. */
export async function suggest(index: LiveSearchIndex, { field, text }: TJobSuggestionsQuery): Promise<TJobSuggestions> {
  const live = await index.fresh();
  const suggestions =
    field === 'location' ? live.suggestLocations(text, SUGGESTIONS) : live.suggestKeywords(text, SUGGESTIONS);
  return { suggestions };
}

/**
 * The detail, open or closed (the route counts the view). One held for review (docs/decisions/0038) is
 * not there for students: it may be the fraud its flags suspect, and nobody has looked at it yet.
 */
export async function getPublicJob(db: DB, id: string, book?: ResponsivenessBook): Promise<TJob> {
  const job = await findPublicJob(db, id, book);
  if (!job) throw refuse('INTERNSHIP_NOT_FOUND', JOB_NOT_FOUND);
  return job;
}

/** The detail as getPublicJob sees it, or null where it refuses (the server's page of a listing, docs/decisions/0044). */
export async function findPublicJob(db: DB, id: string, book?: ResponsivenessBook): Promise<TJob | null> {
  const row = await findJobById(db, id);
  return !row || row.held === 1 ? null : toPublicJob(row, undefined, book);
}

/** The order a list is given in: without keywords relevance is the public order, newest (docs/decisions/0045). */
function sortOf(terms: string[], sort: TJobSort | undefined): TJobSort {
  if (sort === 'stipend') return sort;
  return terms.length > 0 && sort !== 'newest' ? 'relevance' : 'newest';
}

/** One key per distinct filter set and order: what the search matches on, not how it was typed. */
function filterKey({ search, location, domain, position, minSalary, maxSalary, sort }: SearchFilters): string {
  const lower = (text: string | undefined) => text?.toLowerCase() ?? '';
  const terms = toSearchTerms(search);
  return JSON.stringify([
    terms,
    sortOf(terms, sort),
    lower(location),
    lower(domain),
    lower(position),
    minSalary ?? null,
    maxSalary ?? null,
  ]);
}

/** One key per distinct answer of GET /api/jobs. */
export function jobsCacheKey({ page, limit, ...filters }: TJobsQuery): string {
  return `${filterKey(filters)}:${page}:${limit}`;
}

/** A shown internship passing its expiry changes an answer: it is kept no longer than that. */
export function firstExpiry(expiries: (string | null)[]): number | undefined {
  const times = expiries.flatMap((expiry) => (expiry ? [Date.parse(expiry)] : []));
  return times.length > 0 ? Math.min(...times) : undefined;
}
