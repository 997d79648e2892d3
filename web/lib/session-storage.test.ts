// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '../test/fixtures.js';
import {
  clearStoredSession,
  readStoredSession,
  readToken,
  SESSION_KEYS,
  writeAdminSession,
  writeUserData,
  writeUserSession,
} from './session-storage.js';

afterEach(() => localStorage.clear());

describe('session storage', () => {
  it('round-trips a student session under the spec keys', () => {
    const user = buildUser();
    writeUserSession('tok-user', user);

    expect(localStorage.getItem('token')).toBe('tok-user');
    expect(localStorage.getItem('userType')).toBe('user');
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(user);
    expect(readStoredSession()).toEqual({ token: 'tok-user', userType: 'user', userData: user, adminData: null });
  });

  it('round-trips an admin session and drops any stored student', () => {
    writeUserData(buildUser());
    const admin = buildAdmin();
    writeAdminSession('tok-admin', admin);

    expect(readStoredSession()).toEqual({ token: 'tok-admin', userType: 'admin', userData: null, adminData: admin });
    expect(localStorage.getItem(SESSION_KEYS.userData)).toBeNull();
  });

  it('reads corrupt or mis-shaped JSON as null and keeps the token', () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('userType', 'user');
    localStorage.setItem('userData', '{"name": "Asha"'); // truncated JSON
    localStorage.setItem('adminData', '"just a string"');

    expect(readStoredSession()).toEqual({ token: 'tok', userType: 'user', userData: null, adminData: null });
  });

  it('ignores an unknown userType and an empty token', () => {
    localStorage.setItem('token', '');
    localStorage.setItem('userType', 'superuser');

    expect(readToken()).toBeNull();
    expect(readStoredSession().userType).toBeNull();
  });

  it('clears every session key', () => {
    writeUserSession('tok', buildUser());
    localStorage.setItem('adminData', '{}');
    localStorage.setItem('unrelated', 'keep me');

    clearStoredSession();

    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('keep me');
  });
});
