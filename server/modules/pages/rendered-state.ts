/** The query string of a request as sent ('' or '?…'): a rendered page's address keeps it. */
export function requestQuery(url: string): string {
  const at = url.indexOf('?');
  return at >= 0 ? url.slice(at) : '';
}

/**
 * The first expiry among the listings a rendered page shows, found in the answers it was rendered from
 * (any object with an id and an expiry date): a cached page is kept no longer, as the API's answers are
 * (docs/decisions/0016).
 */
export function firstExpiryIn(state: unknown): number | undefined {
  let first: number | undefined;
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    if (typeof record._id === 'string' && typeof record.expiryDate === 'string' && record.isClosed !== true) {
      const at = Date.parse(record.expiryDate);
      if (!Number.isNaN(at) && (first === undefined || at < first)) first = at;
    }
    for (const key in record) visit(record[key]);
  };
  visit(state);
  return first;
}
