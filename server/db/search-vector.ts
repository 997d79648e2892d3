// PostgreSQL's text-search vector of an internship, used by the index (migration 0002) and by the
// search query; the two must be the very same expression for the index to serve the query. Changing it
// needs a new migration that rebuilds the index.
// ASCII punctuation becomes a space first ("UI/UX" -> "UI UX", "node.js" -> "node js"), as SQLite's
// unicode61 tokenizer does; letters with combining marks (Devanagari, accents) stay whole.
export const PG_SEARCH_VECTOR =
  "to_tsvector('simple', regexp_replace(title || ' ' || domain, '[!-/:-@\\[-`{-~]+', ' ', 'g'))";
