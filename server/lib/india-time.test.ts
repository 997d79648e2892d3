import { describe, expect, it } from 'vitest';
import { startOfIndiaDay } from './india-time.js';

describe('startOfIndiaDay', () => {
  it('is 18:30 UTC of the day before', () => {
    expect(startOfIndiaDay(new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(startOfIndiaDay(new Date('2026-11-22T18:29:59Z')).toISOString()).toBe('2026-11-21T18:30:00.000Z');
    expect(startOfIndiaDay(new Date('2026-11-22T18:30:00Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(startOfIndiaDay(new Date('2026-11-22T23:59:00Z')).toISOString()).toBe('2026-11-22T18:30:00.000Z');
  });
});
