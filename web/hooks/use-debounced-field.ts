import { useEffect, useRef, useState } from 'react';

// docs/spec/student-side.md §9: search debounce 500 ms.
export const SEARCH_DEBOUNCE_MS = 500;
/** The admin lists' search, on the server, waits less: an administrator types a name and reads. */
export const ADMIN_SEARCH_DELAY_MS = 300;

/**
 * A search box whose trimmed text reaches `commit` only once typing has paused, so each key press does
 * not fetch a page (the internship search; the admin lists, with their own delay). It follows the
 * committed value when that changes from outside (back button, Clear All).
 */
export function useDebouncedField(committed: string, commit: (value: string) => void, delay = SEARCH_DEBOUNCE_MS) {
  const [draft, setDraft] = useState(committed);
  // What this field last sent, or last received from outside.
  const lastKnown = useRef(committed);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  useEffect(() => {
    if (committed === lastKnown.current) return;
    lastKnown.current = committed;
    setDraft(committed);
  }, [committed]);

  useEffect(() => {
    const value = draft.trim();
    if (value === lastKnown.current) return;
    const timer = setTimeout(() => {
      lastKnown.current = value;
      commitRef.current(value);
    }, delay);
    return () => clearTimeout(timer);
  }, [draft, delay]);

  /** Sends the current text at once (Enter in the search form). */
  const flush = () => {
    const value = draft.trim();
    if (value === lastKnown.current) return;
    lastKnown.current = value;
    commitRef.current(value);
  };

  return { draft, setDraft, flush };
}
