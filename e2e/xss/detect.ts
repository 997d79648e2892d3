import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

// Watches a page for any sign that a payload ran or was parsed as markup. Script running is seen four
// ways (the __xss marker, a dialog, a CSP violation, an uncaught error); markup getting in is seen in the
// DOM itself, which is what still fails the test where the CSP would have stopped the script.

declare global {
  interface Window {
    __xss: (id: number) => void;
    __xssFired: number[];
    __cspViolations: CspViolation[];
  }
}

/** Defines the marker before any page script runs, in every page and frame of the context. */
export async function armContext(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__xssFired = [];
    window.__cspViolations = [];
    window.__xss = (id: number) => {
      (window.top ?? window).__xssFired.push(id);
    };
    document.addEventListener('securitypolicyviolation', (event) => {
      const { effectiveDirective, blockedURI, sample, sourceFile, lineNumber, columnNumber } = event;
      window.__cspViolations.push({ effectiveDirective, blockedURI, sample, sourceFile, lineNumber, columnNumber });
    });
  });
}

export type CspViolation = {
  effectiveDirective: string;
  blockedURI: string;
  sample: string;
  sourceFile: string;
  lineNumber: number;
  columnNumber: number;
};

export type Watch = { dialogs: string[]; console: string[]; errors: string[] };

/** Dialogs (dismissed), console lines about the Content Security Policy, and uncaught errors of `page`. */
export function watch(page: Page): Watch {
  const seen: Watch = { dialogs: [], console: [], errors: [] };
  page.on('dialog', (dialog) => {
    seen.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) seen.console.push(message.text());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

export type DomFindings = {
  fired: number[];
  csp: CspViolation[];
  payloadElements: string[];
  handlerAttributes: string[];
  scriptUrls: string[];
};

/** What the page holds: fired markers, CSP reports, payload elements, on* attributes, script URLs. */
export function scanDom(page: Page): Promise<DomFindings> {
  return page.evaluate(() => {
    const describe = (element: Element) => element.outerHTML.slice(0, 160);
    const all = [...document.querySelectorAll('*')];
    // The scheme as a browser reads it: case-insensitive, with tabs, newlines and leading spaces ignored.
    const scheme = (value: string) =>
      [...value]
        .filter((char) => char.charCodeAt(0) > 0x20)
        .join('')
        .toLowerCase();
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc', 'background'];
    return {
      fired: [...(window.__xssFired ?? [])],
      csp: [...(window.__cspViolations ?? [])],
      payloadElements: [...document.querySelectorAll('[data-xss], [DATA-XSS]')].map(describe),
      // React never writes on* attributes (it listens at the root): any such attribute came from markup.
      handlerAttributes: all
        .filter((element) => [...element.attributes].some((attribute) => /^on/i.test(attribute.name)))
        .map(describe),
      scriptUrls: all
        .filter((element) =>
          [...element.attributes].some((attribute) => {
            if (!urlAttributes.includes(attribute.name.toLowerCase())) return false;
            const value = scheme(attribute.value);
            const isFrameOrLink = /^(a|area|iframe|object|embed|form|button|base)$/i.test(element.localName);
            return (
              value.startsWith('javascript:') ||
              value.startsWith('vbscript:') ||
              (isFrameOrLink && value.startsWith('data:')) ||
              attribute.name === 'srcdoc'
            );
          }),
        )
        .map(describe),
    };
  });
}

/** What a page or mail must show of the payloads and the browser's reports: nothing at all. */
export const NOTHING_FOUND = {
  fired: [],
  csp: [],
  payloadElements: [],
  handlerAttributes: [],
  scriptUrls: [],
  dialogs: [],
  console: [],
  errors: [],
};

/** Waits for late handlers (an image error, a focus), then asserts that nothing at all happened. */
export async function expectNothingFired(page: Page, seen: Watch, where: string): Promise<DomFindings> {
  await page.waitForTimeout(300);
  const found = await scanDom(page);
  expect({ where, ...found, ...seen }).toEqual({ where, ...NOTHING_FOUND });
  return found;
}

/** The page's text plus the values of its form fields (the edit dialogs show data in inputs). */
export function renderedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const values = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].map(
      (field) => field.value,
    );
    return [document.body.textContent ?? '', ...values].join('\n');
  });
}

/** Each of `texts` appears literally: the page really rendered the seeded data, as text. */
export async function expectLiteral(page: Page, texts: string[], where: string): Promise<void> {
  const text = await renderedText(page);
  const missing = texts.filter((expected) => !text.includes(expected));
  expect({ where, missing }).toEqual({ where, missing: [] });
}
