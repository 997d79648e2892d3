import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/**
 * The text in a server-side search box: it follows `search` when that changes from outside, and hands
 * the trimmed text to `onSearch` once typing has paused, so each key press does not fetch a page.
 */
export function useDebouncedSearch(search: string, onSearch: (search: string) => void) {
  const [text, setText] = useState(search);
  useEffect(() => setText(search), [search]);
  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, onSearch]);
  return [text, setText] as const;
}
