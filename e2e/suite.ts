import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type SmtpSink, startSmtpSink } from '#server/test/smtp-sink.js';
import { launchBrowser } from './browser.js';
import { type Product, startProduct } from './product.js';

export type BrowserSuite = { product: Product; browser: Browser; sink: SmtpSink };

/**
 * One describe block's product (the build, on a fresh SQLite file with demo data) and Chromium: started
 * before its tests, closed after. With `mail`, a real SMTP server takes the product's mail
 * (`suite.sink`); `env` adds to the product's environment.
 */
export function browserSuite({ mail = false, env = {} }: { mail?: boolean; env?: Record<string, string> } = {}) {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    if (mail) suite.sink = await startSmtpSink();
    suite.product = await startProduct(mail ? { ...env, SMTP_URL: suite.sink.url } : env);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.product?.cleanup();
    await suite.sink?.close();
  });
  return suite;
}
