import { describe, expect, it } from 'vitest';
import {
  countActivePanelFilters,
  EMPTY_FILTERS,
  hasAnyFilter,
  normaliseSalary,
  parseListQuery,
  shownSort,
  toJobsApiQuery,
  toListQueryObject,
  toListSearchParams,
} from './list-query.js';

const FULL = {
  search: 'frontend developer',
  location: 'Bengaluru',
  domain: 'Technology',
  position: 'Intern',
  minSalary: '10000',
  maxSalary: '30000',
};

describe('parseListQuery', () => {
  it('reads every filter and the page', () => {
    const params = new URLSearchParams({ ...FULL, page: '3' });
    expect(parseListQuery(params)).toEqual({ filters: FULL, page: 3 });
  });

  it('gives empty filters and page 1 for an empty query', () => {
    expect(parseListQuery(new URLSearchParams())).toEqual({ filters: EMPTY_FILTERS, page: 1 });
  });

  it('trims text and caps it at the API limit of 100 characters', () => {
    const parsed = parseListQuery(new URLSearchParams({ search: `  ${'a'.repeat(150)}  `, location: ' Pune ' }));
    expect(parsed.filters.search).toHaveLength(100);
    expect(parsed.filters.location).toBe('Pune');
  });

  it.each([
    ['abc', ''],
    ['-5', ''],
    ['12.5', ''],
    ['015000', '15000'],
    ['15,000', '15000'],
    ['₹ 20000', '20000'],
    ['10000000', '10000000'],
    ['10000001', ''],
    ['', ''],
  ])('reads the salary %j as %j', (raw, expected) => {
    expect(parseListQuery(new URLSearchParams({ minSalary: raw, maxSalary: raw })).filters).toMatchObject({
      minSalary: expected,
      maxSalary: expected,
    });
  });

  it.each([
    ['0', 1],
    ['-2', 1],
    ['two', 1],
    ['2.5', 1],
    ['7', 7],
    ['999999', 100000],
  ])('reads page %j as %i', (raw, expected) => {
    expect(parseListQuery(new URLSearchParams({ page: raw })).page).toBe(expected);
  });

  it('ignores unknown keys', () => {
    expect(parseListQuery(new URLSearchParams({ sort: 'salary', limit: '50' }))).toEqual({
      filters: EMPTY_FILTERS,
      page: 1,
    });
  });
});

describe('toListSearchParams and toListQueryObject', () => {
  it('writes only the filters that are set and leaves page 1 out', () => {
    const params = toListSearchParams({ filters: { ...EMPTY_FILTERS, domain: 'Design' }, page: 1 });
    expect(params.toString()).toBe('domain=Design');
  });

  it('writes the page past page 1', () => {
    expect(toListQueryObject({ filters: EMPTY_FILTERS, page: 4 })).toEqual({ page: '4' });
  });

  it('round-trips every filter and the page through the URL', () => {
    const state = { filters: FULL, page: 5 };
    const url = `/internships?${toListSearchParams(state).toString()}`;
    expect(parseListQuery(new URL(url, 'http://x').searchParams)).toEqual(state);
  });

  it('round-trips text that needs escaping', () => {
    const state = { filters: { ...EMPTY_FILTERS, search: 'UI/UX & design', position: 'Junior Analyst' }, page: 2 };
    expect(parseListQuery(new URLSearchParams(toListSearchParams(state).toString()))).toEqual(state);
  });

  it('trims text and drops invalid salaries when writing', () => {
    expect(toListQueryObject({ filters: { ...EMPTY_FILTERS, search: '  data ', minSalary: 'lots' }, page: 1 })).toEqual(
      { search: 'data' },
    );
  });
});

describe('toJobsApiQuery', () => {
  it('sends salaries as numbers, the page and 12 a page', () => {
    expect(toJobsApiQuery({ filters: FULL, page: 2 })).toEqual({
      search: 'frontend developer',
      location: 'Bengaluru',
      domain: 'Technology',
      position: 'Intern',
      minSalary: 10000,
      maxSalary: 30000,
      page: 2,
      limit: 12,
    });
  });

  it('leaves unset filters out', () => {
    expect(toJobsApiQuery({ filters: EMPTY_FILTERS, page: 1 })).toEqual({
      minSalary: undefined,
      maxSalary: undefined,
      page: 1,
      limit: 12,
    });
  });
});

describe('filter counts', () => {
  it('counts the panel filters only', () => {
    expect(countActivePanelFilters(FULL)).toBe(4);
    expect(countActivePanelFilters({ ...EMPTY_FILTERS, search: 'x', minSalary: '0' })).toBe(1);
  });

  it('knows whether any filter is set', () => {
    expect(hasAnyFilter(EMPTY_FILTERS)).toBe(false);
    expect(hasAnyFilter({ ...EMPTY_FILTERS, location: 'Pune' })).toBe(true);
  });

  it('normalises salaries', () => {
    expect(normaliseSalary(' 0 ')).toBe('0');
    expect(normaliseSalary(undefined)).toBe('');
  });
});

describe('the order of the list (docs/decisions/0045)', () => {
  it('reads a known order from the URL, keeps it in links and API queries, and ignores others', () => {
    const query = parseListQuery(new URLSearchParams('search=react&sort=stipend&page=2'));
    expect(query.sort).toBe('stipend');
    expect(toListQueryObject(query)).toEqual({ search: 'react', sort: 'stipend', page: '2' });
    expect(toJobsApiQuery(query)).toMatchObject({ search: 'react', sort: 'stipend', page: 2 });
    expect(parseListQuery(new URLSearchParams('sort=cheapest')).sort).toBeUndefined();
    expect(toListQueryObject(parseListQuery(new URLSearchParams('sort=STIPEND')))).toEqual({});
  });

  it('shows relevance by default with keywords, newest without, and the chosen order otherwise', () => {
    const withWords = { ...EMPTY_FILTERS, search: 'react' };
    expect(shownSort({ filters: withWords })).toBe('relevance');
    expect(shownSort({ filters: EMPTY_FILTERS })).toBe('newest');
    expect(shownSort({ filters: EMPTY_FILTERS, sort: 'relevance' })).toBe('newest');
    expect(shownSort({ filters: withWords, sort: 'newest' })).toBe('newest');
    expect(shownSort({ filters: EMPTY_FILTERS, sort: 'stipend' })).toBe('stipend');
  });
});
