import { z } from 'zod';
import { ALERT_FREQUENCIES } from '../saved-searches.js';
import { ZId } from './common.js';
import { ZJobsQuery } from './job.js';
import { ZLine } from './text.js';

// Saved searches (issue 21, item 2): POST/GET /api/saved-searches, PATCH/DELETE /api/saved-searches/:id;
// the alert mail's one-click unsubscribe GET/POST /api/alerts/unsubscribe/:token (RFC 8058).

/** What a saved search asks: the list's keywords and filters, without its page or order. */
export const ZSavedSearchFilters = ZJobsQuery.pick({
  search: true,
  location: true,
  domain: true,
  position: true,
  minSalary: true,
  maxSalary: true,
}).strict();
export type TSavedSearchFilters = z.infer<typeof ZSavedSearchFilters>;

const ZSearchName = ZLine('Name', {
  required: 'Please give the search a name',
  max: 80,
  maxMessage: 'Name can be at most 80 characters',
});
const ZFrequency = z.enum(ALERT_FREQUENCIES, { message: 'Alerts must be daily, weekly or off' });

export const ZSavedSearchCreate = z
  .object({ name: ZSearchName, filters: ZSavedSearchFilters, frequency: ZFrequency.default('daily') })
  .strict();
export type TSavedSearchCreate = z.input<typeof ZSavedSearchCreate>;

export const ZSavedSearchUpdate = z
  .object({ name: ZSearchName.optional(), frequency: ZFrequency.optional() })
  .strict()
  .refine((change) => change.name !== undefined || change.frequency !== undefined, {
    message: 'Nothing to change',
  });
export type TSavedSearchUpdate = z.input<typeof ZSavedSearchUpdate>;

export const ZSavedSearchParams = z.object({ id: ZId }).strict();

export const ZSavedSearch = z.object({
  _id: z.string(),
  name: z.string(),
  filters: ZSavedSearchFilters,
  frequency: ZFrequency,
  createdAt: z.string(),
  /** When the last alert was worked out (a mail went only if something new matched); null before the first. */
  lastAlertAt: z.string().nullable(),
  /** When the next alert is due; null while alerts are off. */
  nextAlertAt: z.string().nullable(),
});
export type TSavedSearch = z.infer<typeof ZSavedSearch>;

export const ZSavedSearches = z.object({ savedSearches: z.array(ZSavedSearch) });
export type TSavedSearches = z.infer<typeof ZSavedSearches>;

export const ZSavedSearchAnswer = z.object({ savedSearch: ZSavedSearch });
export type TSavedSearchAnswer = z.infer<typeof ZSavedSearchAnswer>;

/** The alert mail's link: the token names one saved search and is signed (nothing to log in with). */
export const ZUnsubscribeParams = z.object({ token: z.string().min(1).max(200) }).strict();

/** What the unsubscribe page shows, and the one-click POST's answer: the search and whether its alerts are off. */
export const ZUnsubscribeAnswer = z.object({ name: z.string(), frequency: ZFrequency });
export type TUnsubscribeAnswer = z.infer<typeof ZUnsubscribeAnswer>;
