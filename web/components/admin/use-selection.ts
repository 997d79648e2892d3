import { useCallback, useState } from 'react';

/**
 * The rows an administrator has ticked in a list, by id: one at a time, every shown row at once, and
 * forgetting those that were deleted.
 */
export function useSelection() {
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string) =>
      setSelectedIds((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const toggleAll = useCallback(
    (shownIds: readonly string[], checked: boolean) =>
      setSelectedIds((current) => {
        const next = new Set(current);
        for (const id of shownIds) {
          if (checked) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    [],
  );
  const forget = useCallback(
    (ids: readonly string[]) => setSelectedIds((current) => new Set([...current].filter((id) => !ids.includes(id)))),
    [],
  );
  const clear = useCallback(() => setSelectedIds(new Set()), []);
  return { selectedIds, toggle, toggleAll, forget, clear };
}

/** Whether the rows shown are all ticked (and there is at least one): the state of the select-all box. */
export function isEverySelected(rows: readonly { _id: string }[], selectedIds: ReadonlySet<string>): boolean {
  return rows.length > 0 && rows.every((row) => selectedIds.has(row._id));
}
