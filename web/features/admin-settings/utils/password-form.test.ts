import { describe, expect, it } from 'vitest';
import { ZPasswordForm } from './password-form.js';

const messages = (values: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
  ZPasswordForm.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe('admin password form (docs/spec/admin-side.md §5)', () => {
  it('refuses different new and confirmation passwords', () => {
    expect(messages({ currentPassword: 'old', newPassword: 'secret-1', confirmPassword: 'secret-2' })).toEqual([
      'New passwords do not match',
    ]);
  });

  it("refuses a new password under 12 characters (an administrator opens every student's data)", () => {
    expect(messages({ currentPassword: 'old', newPassword: 'abcdefghijk', confirmPassword: 'abcdefghijk' })).toEqual([
      'Password must be at least 12 characters long',
    ]);
  });

  it('accepts 12 characters that match', () => {
    expect(messages({ currentPassword: 'old', newPassword: 'abcdefghijkl', confirmPassword: 'abcdefghijkl' })).toEqual(
      [],
    );
  });
});
