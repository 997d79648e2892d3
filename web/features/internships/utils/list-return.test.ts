// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readListReturn, saveListReturn, takeListReturn } from './list-return.js';

afterEach(() => sessionStorage.clear());

describe('the list position kept per history entry', () => {
  it('reads back what was saved for an entry, and nothing for another', () => {
    saveListReturn('abc', { scrollY: 1200, detailHref: '/internships/job-5?page=2' });
    expect(readListReturn('abc')).toEqual({ scrollY: 1200, detailHref: '/internships/job-5?page=2' });
    expect(readListReturn('other')).toBeNull();
  });

  it('keeps the 20 newest entries, a saved-again entry counting as new', () => {
    for (let index = 0; index < 25; index++) saveListReturn(`key-${index}`, { scrollY: index, detailHref: '/x' });
    expect(readListReturn('key-4')).toBeNull();
    saveListReturn('key-5', { scrollY: 55, detailHref: '/y' });
    saveListReturn('key-25', { scrollY: 25, detailHref: '/x' });
    expect(readListReturn('key-5')).toEqual({ scrollY: 55, detailHref: '/y' });
    expect(readListReturn('key-6')).toBeNull();
    expect(readListReturn('key-24')).toEqual({ scrollY: 24, detailHref: '/x' });
  });

  it('gives an entry once when taken', () => {
    saveListReturn('abc', { scrollY: 10, detailHref: '/internships/a' });
    saveListReturn('def', { scrollY: 20, detailHref: '/internships/b' });
    expect(takeListReturn('abc')).toEqual({ scrollY: 10, detailHref: '/internships/a' });
    expect(takeListReturn('abc')).toBeNull();
    expect(readListReturn('def')).toEqual({ scrollY: 20, detailHref: '/internships/b' });
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('internships-list-return', 'not json');
    expect(readListReturn('abc')).toBeNull();
    sessionStorage.setItem('internships-list-return', JSON.stringify({ abc: { scrollY: 'top' } }));
    expect(readListReturn('abc')).toBeNull();
  });
});
