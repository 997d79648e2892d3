import { simpleParser } from 'mailparser';
import type { Browser } from 'playwright-core';
import type { ReceivedMail } from '#server/test/smtp-sink.js';
import { armContext, type DomFindings, scanDom, type Watch, watch } from './detect.js';

// Shows HTML the way the most permissive mail client would: JavaScript on, no CSP, no sandbox. Whatever
// protects the reader then is the escaping of the product's mail templates alone.

export type ParsedMail = { to: string[]; subject: string; html: string };

export async function parseMails(received: ReceivedMail[]): Promise<ParsedMail[]> {
  return Promise.all(
    received.map(async ({ to, raw }) => {
      const parsed = await simpleParser(raw);
      return { to, subject: parsed.subject ?? '', html: typeof parsed.html === 'string' ? parsed.html : '' };
    }),
  );
}

const ORIGIN = 'http://mail.example';

export type HtmlViewer = {
  /** Loads `html` as a fresh document; returns what the detector saw and the document's text. */
  show(html: string): Promise<{ found: DomFindings; seen: Watch; text: string }>;
  close(): Promise<void>;
};

/** One page whose every navigation to ORIGIN answers with the given HTML (other requests: 404). */
export async function htmlViewer(browser: Browser): Promise<HtmlViewer> {
  const context = await browser.newContext({ javaScriptEnabled: true, bypassCSP: true });
  await armContext(context);
  let current = '';
  await context.route(`${ORIGIN}/**`, (route) =>
    new URL(route.request().url()).pathname === '/'
      ? route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: current })
      : route.fulfill({ status: 404, body: '' }),
  );
  const page = await context.newPage();
  const seen = watch(page);
  let shown = 0;
  return {
    async show(html) {
      for (const list of Object.values(seen)) list.length = 0;
      current = html;
      shown += 1;
      // A new document each time (a new query), so markers and handlers start afresh.
      await page.goto(`${ORIGIN}/?mail=${shown}`, { waitUntil: 'load' });
      await page.waitForTimeout(100); // late handlers: an image error, a focus, an SVG animation
      const found = await scanDom(page);
      const text = await page.evaluate(() => document.documentElement.textContent ?? '');
      return { found, seen: structuredClone(seen), text };
    },
    close: () => context.close(),
  };
}
