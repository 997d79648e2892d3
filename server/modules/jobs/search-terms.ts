// Turning what a person typed into search terms. Only letters, marks and digits survive, so no user text
// ever reaches the FTS5 or tsquery syntax of the recommendations (quotes, operators, wildcards are all dropped).

const MAX_TERMS = 8;
const MAX_TERM_LENGTH = 40;
const ASCII = /^\p{ASCII}*$/u;

/**
 * The words of a text as the search compares them: "Café Frontend, UI/UX" -> ["cafe", "frontend", "ui", "ux"].
 * Lower case, and accents taken off Latin letters as SQLite's unicode61 tokenizer does; the vowel signs of
 * Kannada and Devanagari are part of their words and stay.
 */
export function toSearchWords(text: string): string[] {
  const lower = text.toLowerCase();
  if (ASCII.test(lower)) return lower.match(/[a-z0-9]+/g) ?? [];
  const plain = lower
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
  return plain.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/** "Frontend dev, UI/UX" -> ["frontend", "dev", "ui", "ux"] */
export function toSearchTerms(search: string | undefined): string[] {
  if (!search) return [];
  return [...new Set(toSearchWords(search).map((w) => w.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}

/** A LIKE pattern for a case-insensitive substring match; % _ and \ in the text are literal. */
export function toContainsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
