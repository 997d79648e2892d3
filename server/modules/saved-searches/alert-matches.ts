import { ALERT_ITEMS_MAX } from '#shared/saved-searches.js';
import type { TSavedSearchFilters } from '#shared/schemas/saved-searches.js';
import type { OutgoingMail } from '../mail/outbox.service.js';
import { indexQueryOf } from '../search-index/index-query.js';
import type { IndexedJob } from '../search-index/index-types.js';
import { parseSearch } from '../search-index/query-terms.js';
import { SearchIndex } from '../search-index/search-index.js';
import { alertMail } from './alert-mail.js';

// The alert digest's CPU work, in a worker thread (docs/decisions/0046): the internships posted in the
// digest's window go into a small search index of their own, each due saved search is asked of it (only
// what was posted after its last alert), and a mail is written for each search that found something.

export interface AlertToMatch {
  id: string;
  filters: TSavedSearchFilters;
  /** Only internships posted after this time (ms): the end of the search's last alert's window. */
  after: number;
  name: string;
  frequency: 'daily' | 'weekly';
  to: string;
  studentName: string;
  language: string | null;
  unsubscribeApiUrl: string;
  unsubscribePageUrl: string;
}

export interface MatchAlertsInput {
  /** Names the window: batches of one digest share it, so a worker builds its index once. */
  windowKey: string;
  /** The window's internships as JSON (IndexedJob[]): a string crosses to the worker as one copy. */
  listingsJson: string;
  alerts: AlertToMatch[];
  now: number;
  platformName: string;
  publicUrl: string;
}

export interface AlertMatch {
  alertId: string;
  /** How many new internships matched; a mail only when some did. */
  total: number;
  mail: OutgoingMail | null;
}

let window: { key: string; index: SearchIndex; byId: Map<string, IndexedJob> } | null = null;

function windowIndex(key: string, listingsJson: string) {
  if (window?.key !== key) {
    const listings = JSON.parse(listingsJson) as IndexedJob[];
    const index = new SearchIndex();
    for (const listing of listings) index.put(listing);
    window = { key, index, byId: new Map(listings.map((listing) => [listing.id, listing])) };
  }
  return window;
}

export function matchAlerts(input: MatchAlertsInput): AlertMatch[] {
  const { index, byId } = windowIndex(input.windowKey, input.listingsJson);
  return input.alerts.map((alert) => {
    const query = { ...indexQueryOf(alert.filters, parseSearch(alert.filters.search)), postedAfter: alert.after };
    const found = index.search(query, { offset: 0, limit: ALERT_ITEMS_MAX }, input.now);
    // A word one typing slip away is a guess: an alert mails only what the search really asked.
    if (found.total === 0 || found.corrections) return { alertId: alert.id, total: 0, mail: null };
    const listings = found.ids.map((id) => byId.get(id) as IndexedJob);
    const content = alertMail({
      platformName: input.platformName,
      publicUrl: input.publicUrl,
      studentName: alert.studentName,
      language: alert.language,
      searchName: alert.name,
      filters: alert.filters,
      frequency: alert.frequency,
      listings,
      total: found.total,
      unsubscribePageUrl: alert.unsubscribePageUrl,
    });
    const mail: OutgoingMail = {
      to: alert.to,
      ...content,
      headers: {
        'List-Unsubscribe': `<${alert.unsubscribeApiUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
    return { alertId: alert.id, total: found.total, mail };
  });
}
