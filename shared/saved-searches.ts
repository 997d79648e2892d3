// Saved searches and their alert mails (issue 21, item 2).

/** How often a saved search's new internships are mailed; 'off' keeps the search and sends nothing. */
export const ALERT_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The most searches one student keeps saved; one more is refused (SAVED_SEARCH_LIMIT_REACHED). */
export const SAVED_SEARCHES_MAX = 20;

/** An alert mail lists at most this many new internships, then links to all of them. */
export const ALERT_ITEMS_MAX = 10;

/** The hour (India time) at which the alerts are mailed: the morning, before college. */
export const ALERT_HOUR_IST = 8;

/** The dashboard's section that lists the saved searches: the alert mail's "manage alerts" link opens it. */
export const SAVED_SEARCHES_SECTION = 'saved-searches';
