import { JOB_SORTS, PAGE_SIZE, type TJobSort } from '#shared/constants.js';

// docs/spec/student-side.md §2: the list's filters and page live in the URL query under these names.
export const FILTER_KEYS = ['search', 'location', 'domain', 'position', 'minSalary', 'maxSalary'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Every filter as the text the inputs show; '' means not set. Salaries are whole rupees as digits. */
export type InternshipFilters = Record<FilterKey, string>;

/** `sort` only when the student chose an order (docs/decisions/0045); else the list's default. */
export type ListQuery = { filters: InternshipFilters; page: number; sort?: TJobSort };

export const EMPTY_FILTERS: InternshipFilters = {
  search: '',
  location: '',
  domain: '',
  position: '',
  minSalary: '',
  maxSalary: '',
};

/** The filters inside the collapsible panel (search and location have their own inputs). */
export const PANEL_FILTER_KEYS = ['domain', 'position', 'minSalary', 'maxSalary'] as const satisfies FilterKey[];

// The same bounds as the API (shared/schemas/job.ts ZJobsQuery), so a hand-edited URL never earns a 400.
export const MAX_TEXT_LENGTH = 100;
export const MAX_SALARY = 10_000_000;
const MAX_PAGE = 100_000;

function parseText(value: string | null): string {
  return (value ?? '').trim().slice(0, MAX_TEXT_LENGTH);
}

/** Whole, non-negative rupees up to the API's cap, as canonical digits ('015000' → '15000'); else ''. */
export function normaliseSalary(value: string | null | undefined): string {
  const text = (value ?? '').trim().replace(/[,\s₹]/g, '');
  if (!/^\d{1,9}$/.test(text)) return '';
  const amount = Number(text);
  return amount <= MAX_SALARY ? String(amount) : '';
}

function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value.trim())) return 1;
  return Math.min(Math.max(1, Number(value)), MAX_PAGE);
}

function parseSort(value: string | null): TJobSort | undefined {
  return JOB_SORTS.find((sort) => sort === value);
}

/** The order the list is in: the one chosen, else relevance with keywords and newest without (docs/decisions/0045). */
export function shownSort({ filters, sort }: Pick<ListQuery, 'filters' | 'sort'>): TJobSort {
  if (sort === 'newest' || sort === 'stipend') return sort;
  return filters.search.trim() === '' ? 'newest' : 'relevance';
}

/** Reads the list's state from the URL; unknown keys and values the API would refuse are ignored. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  return {
    filters: {
      search: parseText(params.get('search')),
      location: parseText(params.get('location')),
      domain: parseText(params.get('domain')),
      position: parseText(params.get('position')),
      minSalary: normaliseSalary(params.get('minSalary')),
      maxSalary: normaliseSalary(params.get('maxSalary')),
    },
    page: parsePage(params.get('page')),
    sort: parseSort(params.get('sort')),
  };
}

/** The query object for links: only set filters, and the page only past page 1 (`/internships` is page 1). */
export function toListQueryObject({ filters, page, sort }: ListQuery): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = key === 'minSalary' || key === 'maxSalary' ? normaliseSalary(filters[key]) : filters[key].trim();
    if (value) query[key] = value;
  }
  if (sort) query.sort = sort;
  if (page > 1) query.page = String(page);
  return query;
}

export function toListSearchParams(listQuery: ListQuery): URLSearchParams {
  return new URLSearchParams(toListQueryObject(listQuery));
}

/** GET /api/jobs query for this state (12 a page, docs/spec/student-side.md §9). */
export function toJobsApiQuery({ filters, page, sort }: ListQuery) {
  const { minSalary, maxSalary, ...text } = toListQueryObject({ filters, page: 1, sort });
  return {
    ...text,
    minSalary: minSalary === undefined ? undefined : Number(minSalary),
    maxSalary: maxSalary === undefined ? undefined : Number(maxSalary),
    page,
    limit: PAGE_SIZE,
  };
}
export type JobsApiQuery = ReturnType<typeof toJobsApiQuery>;

export function countActivePanelFilters(filters: InternshipFilters): number {
  return PANEL_FILTER_KEYS.filter((key) => filters[key].trim() !== '').length;
}

export function hasAnyFilter(filters: InternshipFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key].trim() !== '');
}
