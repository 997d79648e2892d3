import { describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './product.js';
import { browserSuite } from './suite.js';

describe('administrator sign-in in a real browser', () => {
  const suite = browserSuite();

  it('guards /admin, refuses a wrong password, signs in, survives a reload and logs out', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${suite.product.url}/admin/users`);
    await page.waitForURL('**/admin/login');

    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: /sign in|log in|login/i }).click();
    await page.getByText('Invalid username or password').waitFor();

    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: /sign in|log in|login/i }).click();
    await page.getByText('Admin login successful!').waitFor();
    await page.waitForURL(/\/admin$/);
    expect(await page.evaluate(() => localStorage.getItem('userType'))).toBe('admin');

    await page.reload();
    await page.getByText('Administrator').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
