import { describe, expect, it } from 'vitest';
import { apiTest } from '#server/test/api-test.js';
import { TEST_ADMIN } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';

describe.each(testDialects())('admin settings and profile on %s', (dialect) => {
  const api = apiTest(dialect);
  // As the administrator unless another token is given.
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = api.adminToken) =>
    api.call(method, url, payload, token);

  it('saves settings with validation, and the public side follows them', async () => {
    const current = (await call('GET', '/api/admin/settings')).json();
    expect(current).toMatchObject({ maxApplicationsPerUser: 3, autoApproval: false });
    // Read once first, so the public answer is cached when the change lands.
    const before = (await api.t.app.inject({ method: 'GET', url: '/api/settings/public' })).json();
    expect(before).toMatchObject({ platformName: 'InternConnect', registrationEnabled: true });
    const tooMany = await call('PUT', '/api/admin/settings', { ...current, maxApplicationsPerUser: 21 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Maximum applications per user must be between 1 and 20');
    const saved = await call('PUT', '/api/admin/settings', {
      ...current,
      platformName: 'Campus Connect',
      registrationEnabled: false,
    });
    expect(saved.json().message).toBe('System settings updated successfully!');
    const publicSettings = (await api.t.app.inject({ method: 'GET', url: '/api/settings/public' })).json();
    expect(publicSettings).toMatchObject({ platformName: 'Campus Connect', registrationEnabled: false });
    await call('PUT', '/api/admin/settings', current);
  });

  it('changes the admin profile and password for real', async () => {
    const wrong = await call('PUT', '/api/admin/password', { currentPassword: 'nope', newPassword: 'new-admin-pass' });
    expect(wrong.json()).toEqual({ message: 'Current password is incorrect', code: 'WRONG_PASSWORD' });
    const changed = await call('PUT', '/api/admin/password', {
      currentPassword: TEST_ADMIN.password,
      newPassword: 'new-admin-pass',
    });
    expect(changed.json().message).toBe('Password updated successfully!');
    expect((await call('GET', '/api/admin/me')).statusCode).toBe(401);
    api.adminToken = changed.json().token;
    const profile = await call('PUT', '/api/admin/profile', { username: 'chief', email: 'Chief@Example.com' });
    expect(profile.json()).toMatchObject({
      message: 'Profile updated successfully!',
      admin: { username: 'chief', email: 'chief@example.com' },
    });
    const login = await api.t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'chief', password: 'new-admin-pass' },
    });
    expect(login.statusCode).toBe(200);
  });
});
