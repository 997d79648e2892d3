/** A numbered button or a gap in the pager. */
export type PageListItem = number | 'ellipsis-start' | 'ellipsis-end';

// docs/spec/student-side.md §2, §9: with 7 pages or fewer every number is shown.
export const MAX_PAGES_WITHOUT_ELLIPSIS = 7;

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * The pager's buttons: every page up to 7 pages; beyond that the first page, a window around the
 * current page and the last page, with ellipses between. The list always has 7 entries past 7 pages,
 * so the pager keeps its width while the student moves through it.
 */
export function getPageList(current: number, pages: number): PageListItem[] {
  const total = Math.max(1, Math.floor(pages));
  if (total <= MAX_PAGES_WITHOUT_ELLIPSIS) return range(1, total);
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  // Near an end, five numbers on that side take the place of the window and one ellipsis.
  if (page <= 4) return [...range(1, 5), 'ellipsis-end', total];
  if (page >= total - 3) return [1, 'ellipsis-start', ...range(total - 4, total)];
  return [1, 'ellipsis-start', page - 1, page, page + 1, 'ellipsis-end', total];
}
