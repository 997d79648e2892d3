/**
 * Has a worker load the browser's number, plural and date data for `language` before the app first formats
 * with them (web/lib/warm-intl.worker.ts). Where workers cannot start, the app loads that data itself, as before.
 */
export function warmIntl(language: string): void {
  try {
    const worker = new Worker(new URL('./warm-intl.worker.ts', import.meta.url), { type: 'module' });
    worker.postMessage(language);
  } catch {
    // No worker: the first format pays for the data on the main thread.
  }
}
