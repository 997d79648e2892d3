import { PAGE_SIZE } from '#shared/constants.js';

// docs/spec/student-side.md §2: the list's filters and page live in the URL query under these names.
export const FILTER_KEYS = ['search', 'location', 'domain', 'position', 'minSalary', 'maxSalary'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Every filter as the text the inputs show; '' means not set. Salaries are whole rupees as digits. */
export type InternshipFilters = Record<FilterKey, string>;

export type ListQuery = { filters: InternshipFilters; page: number };

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
  };
}

/** The query object for links: only set filters, and the page only past page 1 (`/internships` is page 1). */
export function toListQueryObject({ filters, page }: ListQuery): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = key === 'minSalary' || key === 'maxSalary' ? normaliseSalary(filters[key]) : filters[key].trim();
    if (value) query[key] = value;
  }
  if (page > 1) query.page = String(page);
  return query;
}

export function toListSearchParams(listQuery: ListQuery): URLSearchParams {
  return new URLSearchParams(toListQueryObject(listQuery));
}

/** GET /api/jobs query for this state (12 a page, docs/spec/student-side.md §9). */
export function toJobsApiQuery({ filters, page }: ListQuery) {
  const { minSalary, maxSalary, ...text } = toListQueryObject({ filters, page: 1 });
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
