import { describe, expect, it } from 'vitest';
import { expiryCountdown } from './expiry-countdown.js';

describe('expiryCountdown', () => {
  // 10:00 in India on 5 March.
  const now = new Date('2025-03-05T04:30:00.000Z');

  it('counts India calendar days, not 24-hour spans', () => {
    expect(expiryCountdown('2025-03-05T18:00:00.000Z', now)).toBe('today'); // 23:30 in India, same day
    expect(expiryCountdown('2025-03-05T18:30:00.000Z', now)).toBe('tomorrow'); // midnight in India
    expect(expiryCountdown('2025-03-06T04:00:00.000Z', now)).toBe('tomorrow');
    expect(expiryCountdown('2025-03-08T10:00:00.000Z', now)).toBe('in 3 days');
    expect(expiryCountdown('2025-03-12T04:30:00.000Z', now)).toBe('in 7 days');
  });

  it('says today for a moment already passed', () => {
    expect(expiryCountdown('2025-03-05T01:00:00.000Z', now)).toBe('today');
  });
});
