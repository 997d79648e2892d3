import { describe, expect, it } from 'vitest';
import { languageOf } from './request-language.js';

describe('languageOf', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['kn', 'kn'],
    ['kn-IN,kn;q=0.9,en;q=0.8', 'kn'],
    ['hi-IN', 'hi'],
    ['en-US,en;q=0.9,hi;q=0.5', 'en'],
    ['fr, hi;q=0.5', 'hi'],
    ['ta-IN,ta;q=0.9', 'en'],
    ['*', 'en'],
  ])('reads %j as %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});
