import { describe, expect, it } from 'vitest';
import { formatDate } from './format.js';

describe('formatDate', () => {
  it('formats in India time', () => {
    expect(formatDate('2025-03-04T20:00:00.000Z')).toBe('5 Mar 2025');
  });

  it('gives an empty text for missing or broken dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
