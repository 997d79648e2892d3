import { describe, expect, it } from 'vitest';
import { ADMIN_VIEWPORTS, adminPage, adminSuite, expectToast, pageErrors, shoot } from './admin-kit.js';
import { E2E_ADMIN } from './product.js';

describe('administrator settings in a real browser', () => {
  const suite = adminSuite();

  it('changes the platform name, which the public side then shows', async () => {
    const page = await adminPage(suite.browser, suite.session, ADMIN_VIEWPORTS[1]);
    await page.goto(`${suite.product.url}/admin/settings`);
    const name = page.getByLabel('Platform name');
    await name.waitFor();
    await shoot(page, 'settings-system-desktop');

    const max = page.getByLabel('Maximum applications per user (per day)');
    await max.fill('21');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Maximum applications per user must be between 1 and 20').waitFor();
    await max.fill('5');
    await name.fill('E2E Intern Hub');
    await page.getByRole('switch', { name: 'Auto approval' }).click();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expectToast(page, 'System settings updated successfully!');
    // The shell follows at once.
    await page.getByText('E2E Intern Hub').first().waitFor();

    const settings = await (await suite.api('/admin/settings', { token: suite.session.token })).json();
    expect(settings).toMatchObject({ platformName: 'E2E Intern Hub', maxApplicationsPerUser: 5, autoApproval: true });
    const publicSettings = await (await suite.api('/settings/public')).json();
    expect(publicSettings.platformName).toBe('E2E Intern Hub');

    // A visitor sees the new name.
    const visitor = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await visitor.addInitScript(() => sessionStorage.setItem('splashShown', '1'));
    await visitor.goto(`${suite.product.url}/about`);
    await visitor.waitForFunction(() => document.title.includes('E2E Intern Hub'));
    await visitor.getByText('E2E Intern Hub').first().waitFor();
    await visitor.close();
    expect(pageErrors(page)).toEqual([]);
  });

  it('updates the profile and the password; old sessions end, this one continues', async () => {
    const page = await adminPage(suite.browser, suite.session, ADMIN_VIEWPORTS[0]);
    await page.goto(`${suite.product.url}/admin/settings`);
    await page.getByRole('tab', { name: 'Profile' }).click();
    // Exact: until the tab switch renders, 'Support email' and 'Email notifications' may still be on the page.
    await page.getByLabel('Email', { exact: true }).fill('chief@example.com');
    await shoot(page, 'settings-profile-phone', false);
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expectToast(page, 'Profile updated successfully!');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('adminData'))) ?? '{}').email).toBe(
      'chief@example.com',
    );

    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByLabel('Current password').fill(E2E_ADMIN.password);
    await page.getByLabel('New password', { exact: true }).fill('new-admin-pass');
    await page.getByLabel('Confirm new password').fill('new-admin-pass-x');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('New passwords do not match').waitFor();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password must be at least 12 characters long').waitFor();
    await shoot(page, 'settings-security-phone', false);
    await page.getByLabel('New password', { exact: true }).fill('new-admin-pass');
    await page.getByLabel('Confirm new password').fill('new-admin-pass');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Password updated successfully!');

    const storedToken = await page.evaluate(() => localStorage.getItem('token'));
    expect(storedToken).not.toBe(suite.session.token);
    expect((await suite.api('/admin/me', { token: suite.session.token })).status).toBe(401);
    expect((await suite.api('/admin/me', { token: storedToken ?? '' })).status).toBe(200);
    // This session carries on with the new token.
    await page.goto(`${suite.product.url}/admin/users`);
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    const login = await suite.api('/admin/login', {
      body: { username: E2E_ADMIN.username, password: 'new-admin-pass' },
    });
    expect(login.status).toBe(200);
  });
});
