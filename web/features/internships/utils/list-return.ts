/**
 * Where the student was on the list when they opened an internship, per history entry (React Router's
 * location.key), so the browser's Back returns to that card even after the tab was reloaded on the
 * detail page. Kept in sessionStorage: one tab's history, gone with the tab.
 */
export type ListReturn = { scrollY: number; detailHref: string };

const STORAGE_KEY = 'internships-list-return';
// Enough for any Back a student makes; older entries are dropped first.
const MAX_ENTRIES = 20;

type Entries = Record<string, ListReturn>;

function isListReturn(value: unknown): value is ListReturn {
  if (typeof value !== 'object' || value === null) return false;
  const { scrollY, detailHref } = value as Partial<ListReturn>;
  return typeof scrollY === 'number' && Number.isFinite(scrollY) && typeof detailHref === 'string';
}

function readEntries(): Entries {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Entries) : {};
  } catch {
    return {};
  }
}

export function readListReturn(entryKey: string): ListReturn | null {
  const entry = readEntries()[entryKey];
  return isListReturn(entry) ? entry : null;
}

export function saveListReturn(entryKey: string, entry: ListReturn): void {
  const entries = readEntries();
  delete entries[entryKey];
  entries[entryKey] = entry;
  const kept = Object.entries(entries).slice(-MAX_ENTRIES);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage full or refused (privacy modes): Back still works, at the top of the list.
  }
}

/** Read once: a later Back to the same entry (from the next page, say) goes where the student then was. */
export function takeListReturn(entryKey: string): ListReturn | null {
  const entry = readListReturn(entryKey);
  if (!entry) return null;
  const entries = readEntries();
  delete entries[entryKey];
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // As in saveListReturn.
  }
  return entry;
}
