/** A day in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `days` before `now`, as the database stores times (ISO, UTC). */
export const daysBefore = (now: Date, days: number): string => new Date(now.getTime() - days * DAY_MS).toISOString();

/**
 * Let the event loop serve what waits (requests, timers) before long work goes on: between the batches
 * of a background job whose queries run without yielding (SQLite).
 */
export const yieldToEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
