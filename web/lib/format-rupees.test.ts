import { describe, expect, it } from 'vitest';
import { formatRupees } from './format-rupees.js';

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [5000, '₹5,000'],
    [15000, '₹15,000'],
    [150000, '₹1,50,000'],
    [10000000, '₹1,00,00,000'],
  ])('formats %i as %s', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });
});
