// Turning what a person typed into index queries. Only letters, marks and digits survive, so no user text
// ever reaches the FTS5 or tsquery syntax (quotes, operators, wildcards are all dropped).

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;

/** "Frontend dev, UI/UX" -> ["frontend", "dev", "ui", "ux"] */
export function toSearchTerms(search: string | undefined): string[] {
  if (!search) return [];
  const words = search.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((w) => w.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}

/** SQLite FTS5: every term as a prefix, all required. */
export function toFtsQuery(terms: string[]): string {
  return terms.map((term) => `"${term}"*`).join(' AND ');
}

/** PostgreSQL tsquery: every term as a prefix, all required. */
export function toTsQuery(terms: string[]): string {
  return terms.map((term) => `${term}:*`).join(' & ');
}

/** A LIKE pattern for a case-insensitive substring match; % _ and \ in the text are literal. */
export function toContainsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
