import { describe, expect, it } from 'vitest';
import { answeredPercent, formatAnswered, formatDays, isShownToStudents } from './responsiveness-figures.js';

describe('responsiveness figures', () => {
  it('writes days to one decimal, and a dash when nothing was answered', () => {
    expect(formatDays(2.5)).toBe('2.5');
    expect(formatDays(3)).toBe('3');
    expect(formatDays(0)).toBe('0');
    expect(formatDays(null)).toBe('—');
  });

  it('writes the answered share as a whole percentage', () => {
    expect(answeredPercent(8, 10)).toBe(80);
    expect(answeredPercent(1, 3)).toBe(33);
    expect(answeredPercent(2, 3)).toBe(67);
    expect(answeredPercent(0, 0)).toBe(0);
    expect(formatAnswered(8, 10)).toBe('8 (80%)');
    expect(formatAnswered(0, 4)).toBe('0 (0%)');
    expect(formatAnswered(1200, 1500)).toBe('1,200 (80%)');
  });

  it('shows students the figures from 5 applications', () => {
    expect(isShownToStudents(4)).toBe(false);
    expect(isShownToStudents(5)).toBe(true);
  });
});
