import type { AppDeps } from '#server/app-deps.js';
import type { DB } from '#server/db/database.js';
import { refuse, said } from '#server/lib/errors.js';
import { newId, nowIso } from '#server/lib/ids.js';
import { fromJson, toJson } from '#server/lib/json-column.js';
import { type AlertFrequency, SAVED_SEARCHES_MAX } from '#shared/saved-searches.js';
import type {
  TSavedSearch,
  TSavedSearchFilters,
  TSavedSearchUpdate,
  TUnsubscribeAnswer,
} from '#shared/schemas/saved-searches.js';
import { lockUserRow } from '../applications/applications.repo.js';
import type { AlertLinks } from './alert-links.js';
import { nextAlertAt } from './alert-schedule.js';
import {
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearch,
  insertSavedSearch,
  type SavedSearchRow,
  savedSearchesOf,
  updateSavedSearch,
} from './saved-searches.repo.js';

// Saved searches (issue 21, item 2; docs/decisions/0046): a student names the list's keywords and filters,
// and chooses whether new internships that match are mailed daily, weekly or not at all.

export const SAVED_SEARCH_LIMIT = 'You can save at most {max} searches. Delete one you no longer need to save another.';
export const SAVED_SEARCH_NOT_FOUND = 'This saved search was not found. It may have been deleted.';
export const ALERT_LINK_INVALID = 'This link is not valid. You can manage your alerts from your dashboard.';

/** Empty filters are left out, so a saved search keeps only what the student asked. */
function keptFilters(filters: TSavedSearchFilters): TSavedSearchFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as TSavedSearchFilters;
}

export function toPublicSavedSearch(row: SavedSearchRow): TSavedSearch {
  return {
    _id: row.id,
    name: row.name,
    filters: fromJson<TSavedSearchFilters>(row.filters, {}),
    frequency: row.frequency as AlertFrequency,
    createdAt: row.created_at,
    lastAlertAt: row.last_alert_at,
    nextAlertAt: row.next_alert_at,
  };
}

const nextText = (frequency: AlertFrequency, from: Date) => nextAlertAt(frequency, from)?.toISOString() ?? null;

/** Saves a search; its first alert lists what is posted after now. The cap holds under parallel saves. */
export async function createSavedSearch(
  { dialect, runWrite }: Pick<AppDeps, 'dialect' | 'runWrite'>,
  userId: string,
  input: { name: string; filters: TSavedSearchFilters; frequency: AlertFrequency },
): Promise<TSavedSearch> {
  const now = new Date();
  const row: SavedSearchRow = {
    id: newId(),
    user_id: userId,
    name: input.name,
    filters: toJson(keptFilters(input.filters)),
    frequency: input.frequency,
    created_at: nowIso(now),
    last_alert_at: null,
    next_alert_at: nextText(input.frequency, now),
    claimed_until: null,
  };
  await runWrite(async (trx) => {
    if (dialect === 'postgres') await lockUserRow(trx, userId);
    if ((await countSavedSearches(trx, userId)) >= SAVED_SEARCHES_MAX) {
      throw refuse('SAVED_SEARCH_LIMIT_REACHED', said(SAVED_SEARCH_LIMIT, { max: SAVED_SEARCHES_MAX }));
    }
    await insertSavedSearch(trx, row);
  });
  return toPublicSavedSearch(row);
}

export async function listSavedSearches(db: DB, userId: string): Promise<TSavedSearch[]> {
  return (await savedSearchesOf(db, userId)).map(toPublicSavedSearch);
}

async function ownSavedSearch(db: DB, userId: string, id: string): Promise<SavedSearchRow> {
  const row = await findSavedSearch(db, id);
  if (!row || row.user_id !== userId) throw refuse('SAVED_SEARCH_NOT_FOUND', SAVED_SEARCH_NOT_FOUND);
  return row;
}

/**
 * Renames it or changes how often it mails. Turned on or changed, the next alert is counted from now
 * (and lists what was posted since the last alert, or since the search was saved).
 */
export async function updateSavedSearchOf(
  { db, runWrite }: Pick<AppDeps, 'db' | 'runWrite'>,
  userId: string,
  id: string,
  change: TSavedSearchUpdate,
): Promise<TSavedSearch> {
  const row = await ownSavedSearch(db, userId, id);
  const updated: SavedSearchRow = { ...row, name: change.name ?? row.name };
  if (change.frequency !== undefined && change.frequency !== row.frequency) {
    updated.frequency = change.frequency;
    updated.next_alert_at = nextText(change.frequency, new Date());
  }
  await runWrite((trx) =>
    updateSavedSearch(trx, id, {
      name: updated.name,
      frequency: updated.frequency,
      next_alert_at: updated.next_alert_at,
    }),
  );
  return toPublicSavedSearch(updated);
}

/** Deletes it; deleting what is not there (or not the student's) changes nothing. */
export async function deleteSavedSearchOf({ runWrite }: Pick<AppDeps, 'runWrite'>, userId: string, id: string) {
  await runWrite((trx) => deleteSavedSearch(trx, userId, id));
}

async function searchOfLink(db: DB, links: AlertLinks, token: string): Promise<SavedSearchRow> {
  const id = links.check(token);
  const row = id === null ? undefined : await findSavedSearch(db, id);
  if (!row) throw refuse('ALERT_LINK_INVALID', ALERT_LINK_INVALID);
  return row;
}

/** What the unsubscribe page shows: the search's name and whether it still mails. */
export async function describeAlertLink(db: DB, links: AlertLinks, token: string): Promise<TUnsubscribeAnswer> {
  const row = await searchOfLink(db, links, token);
  return { name: row.name, frequency: row.frequency as AlertFrequency };
}

/** One-click unsubscribe (RFC 8058): the search's alerts are turned off; again, nothing changes. */
export async function unsubscribeByLink(
  { db, runWrite }: Pick<AppDeps, 'db' | 'runWrite'>,
  links: AlertLinks,
  token: string,
): Promise<TUnsubscribeAnswer> {
  const row = await searchOfLink(db, links, token);
  await runWrite((trx) => updateSavedSearch(trx, row.id, { frequency: 'off', next_alert_at: null }));
  return { name: row.name, frequency: 'off' };
}
