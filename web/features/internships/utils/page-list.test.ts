import { describe, expect, it } from 'vitest';
import { getPageList } from './page-list.js';

describe('getPageList', () => {
  it('shows the single page when there is one', () => {
    expect(getPageList(1, 1)).toEqual([1]);
  });

  it('treats no pages as one page', () => {
    expect(getPageList(1, 0)).toEqual([1]);
  });

  it.each([1, 4, 7])('shows every number with 7 pages (current %i)', (current) => {
    expect(getPageList(current, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it.each([
    [1, [1, 2, 3, 4, 5, 'ellipsis-end', 8]],
    [4, [1, 2, 3, 4, 5, 'ellipsis-end', 8]],
    [5, [1, 'ellipsis-start', 4, 5, 6, 7, 8]],
    [8, [1, 'ellipsis-start', 4, 5, 6, 7, 8]],
  ])('with 8 pages at page %i shows %j', (current, expected) => {
    expect(getPageList(current, 8)).toEqual(expected);
  });

  it.each([
    [1, [1, 2, 3, 4, 5, 'ellipsis-end', 50]],
    [3, [1, 2, 3, 4, 5, 'ellipsis-end', 50]],
    [5, [1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 50]],
    [25, [1, 'ellipsis-start', 24, 25, 26, 'ellipsis-end', 50]],
    [46, [1, 'ellipsis-start', 45, 46, 47, 'ellipsis-end', 50]],
    [47, [1, 'ellipsis-start', 46, 47, 48, 49, 50]],
    [50, [1, 'ellipsis-start', 46, 47, 48, 49, 50]],
  ])('with 50 pages at page %i shows %j', (current, expected) => {
    expect(getPageList(current, 50)).toEqual(expected);
  });

  it('always includes the first, the current and the last page, in order, without duplicates', () => {
    for (let pages = 1; pages <= 30; pages += 1) {
      for (let current = 1; current <= pages; current += 1) {
        const list = getPageList(current, pages);
        const numbers = list.filter((item): item is number => typeof item === 'number');
        expect(numbers).toContain(1);
        expect(numbers).toContain(current);
        expect(numbers).toContain(pages);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(list.length).toBe(Math.min(pages, 7));
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(getPageList(99, 50)).toEqual(getPageList(50, 50));
    expect(getPageList(-3, 50)).toEqual(getPageList(1, 50));
  });
});
