// An entry's details as short lines (docs/decisions/0034): an edit's changes as "field: before → after",
// anything else as "key: value". `text` is cut to fit a table cell; `full` is the whole line, for a title.

export type DetailLine = { key: string; text: string; full: string };

/** How long a value may run in a cell before it is cut. */
export const DETAIL_VALUE_LIMIT = 60;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as compact text: strings as written, lists of plain values joined, anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => item === null || typeof item !== 'object')) {
    return value.length === 0 ? '[]' : value.map(valueText).join(', ');
  }
  return JSON.stringify(value) ?? String(value);
}

export function truncate(text: string, limit = DETAIL_VALUE_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

function isChange(value: unknown): value is { before: unknown; after: unknown } {
  return isRecord(value) && 'before' in value && 'after' in value;
}

export function detailLines(details: Record<string, unknown>): DetailLine[] {
  const { changes } = details;
  if (isRecord(changes) && Object.values(changes).every(isChange)) {
    return Object.entries(changes).map(([field, change]) => {
      const { before, after } = change as { before: unknown; after: unknown };
      const [was, is] = [valueText(before), valueText(after)];
      return { key: field, text: `${field}: ${truncate(was)} → ${truncate(is)}`, full: `${field}: ${was} → ${is}` };
    });
  }
  return Object.entries(details).map(([key, value]) => {
    const text = valueText(value);
    return { key, text: `${key}: ${truncate(text)}`, full: `${key}: ${text}` };
  });
}
