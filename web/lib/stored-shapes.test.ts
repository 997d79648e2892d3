import { describe, expect, it } from 'vitest';
import { ZAdmin } from '#shared/schemas/auth.js';
import { ZUser } from '#shared/schemas/user.js';
import { buildAdmin, buildUser } from '../test/fixtures.js';
import { isStoredAdmin, isStoredUser } from './stored-shapes.js';

// The shape checks stand in for ZUser/ZAdmin in the browser; these tests keep the two in step.
describe('stored session shapes', () => {
  it('accept what the shared schemas accept', () => {
    expect(ZUser.safeParse(buildUser()).success).toBe(true);
    expect(isStoredUser(buildUser())).toBe(true);
    expect(isStoredAdmin(buildAdmin())).toBe(true);
  });

  // A copy stored before accounts kept a language has none: it stays, and the refresh brings the language.
  const KEPT_WITHOUT = new Set(['language']);

  it.each(Object.keys(ZUser.shape).filter((key) => !KEPT_WITHOUT.has(key)))(
    'refuse a stored user without %s',
    (key) => {
      const user: Record<string, unknown> = { ...buildUser() };
      delete user[key];
      expect(isStoredUser(user)).toBe(false);
    },
  );

  it.each(Object.keys(ZAdmin.shape))('refuse a stored admin without %s', (key) => {
    const admin: Record<string, unknown> = { ...buildAdmin() };
    delete admin[key];
    expect(isStoredAdmin(admin)).toBe(false);
  });

  it('keep a stored user from before accounts kept a language', () => {
    const { language: _language, ...older } = buildUser();
    expect(isStoredUser(older)).toBe(true);
    expect(isStoredUser({ ...buildUser(), language: 3 })).toBe(false);
  });

  it('refuse wrong kinds of value', () => {
    expect(isStoredUser({ ...buildUser(), skills: 'React' })).toBe(false);
    expect(isStoredUser({ ...buildUser(), skills: [1] })).toBe(false);
    expect(isStoredUser({ ...buildUser(), twelfthPU: null })).toBe(false);
    expect(isStoredUser({ ...buildUser(), hasResume: 'yes' })).toBe(false);
    expect(isStoredUser({ ...buildUser(), resumeFilename: 3 })).toBe(false);
    expect(isStoredUser('user')).toBe(false);
    expect(isStoredUser(null)).toBe(false);
    expect(isStoredAdmin([])).toBe(false);
  });
});
