import { describe, expect, it } from 'vitest';
import { filterByRegistrationDate, pageCount, skillPreview } from './user-list.js';
import { usersExportFilename } from './users-export-filename.js';

describe('users list rules (docs/spec/admin-side.md §2, §5, §9)', () => {
  it('has at least one page, and rounds up', () => {
    expect(pageCount(0, 100)).toBe(1);
    expect(pageCount(100, 100)).toBe(1);
    expect(pageCount(101, 100)).toBe(2);
    expect(pageCount(250, 100)).toBe(3);
  });

  it('shows the first two skills and counts the rest', () => {
    expect(skillPreview(['A', 'B', 'C', 'D'])).toEqual({ visible: ['A', 'B'], more: 2 });
    expect(skillPreview(['A'])).toEqual({ visible: ['A'], more: 0 });
  });

  it('keeps registrations on the start and end days (inclusive), India calendar days', () => {
    const at = (iso: string) => ({ createdAt: new Date(iso).toISOString() });
    const users = [
      at('2025-01-09T23:59:00+05:30'),
      at('2025-01-10T00:00:00+05:30'), // 18:30 UTC on the 9th, already the 10th in India
      at('2025-01-15T12:00:00+05:30'),
      at('2025-01-20T23:59:00+05:30'),
      at('2025-01-21T00:00:00+05:30'),
    ];
    const kept = filterByRegistrationDate(users, { startDate: '2025-01-10', endDate: '2025-01-20' });
    expect(kept).toEqual([users[1], users[2], users[3]]);
    expect(filterByRegistrationDate(users, { startDate: '2025-01-20', endDate: '' })).toEqual([users[3], users[4]]);
    expect(filterByRegistrationDate(users, { startDate: '', endDate: '' })).toBe(users);
  });

  it('names the export users_data[_from_X][_to_Y]_today.xlsx', () => {
    const today = new Date('2025-06-07T20:00:00Z'); // already 8 June in India

    expect(usersExportFilename(undefined, undefined, today)).toBe('users_data_2025-06-08.xlsx');
    expect(usersExportFilename('2025-01-01', '2025-03-31', today)).toBe(
      'users_data_from_2025-01-01_to_2025-03-31_2025-06-08.xlsx',
    );
    expect(usersExportFilename(undefined, '2025-03-31', today)).toBe('users_data_to_2025-03-31_2025-06-08.xlsx');
  });
});
