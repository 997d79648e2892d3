import { describe, expect, it } from 'vitest';
import { browserSuite } from './suite.js';

describe('the home page in a real browser', () => {
  const suite = browserSuite();

  it('loads with the hero, no script errors and no CSP violations', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const response = await page.goto(suite.product.url, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toContain(
      'Find Your Dream Internship For Free',
    );
    expect(problems).toEqual([]);
  });

  it('serves a client route directly and a real 404 page for unknown paths', async () => {
    const page = await suite.browser.newPage();
    const response = await page.goto(`${suite.product.url}/admin/login`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await page.getByLabel('Username').waitFor();
    await page.goto(`${suite.product.url}/no/such/page`, { waitUntil: 'networkidle' });
    await expect(
      page
        .getByText(/not found/i)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
  });
});
