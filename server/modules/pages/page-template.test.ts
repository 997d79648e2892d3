import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePageTemplate, renderPage } from './page-template.js';

const shell = readFileSync(join(import.meta.dirname, '../../../web/index.html'), 'utf8');

describe('a page made from the shell', () => {
  const template = parsePageTemplate(shell);

  it("swaps the shell's title and description for the page's head, and keeps everything else", () => {
    const page = renderPage(template, { head: '<title>Page</title>' });
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Page</title>');
    expect(page).not.toContain('name="description"');
    expect(page).toContain('<meta name="viewport"');
    // Without a body, #root keeps the brand bar React replaces.
    expect(page.replace('<title>Page</title>', '')).toBe(
      shell.replace(/<title>[^<]*<\/title>/, '').replace(/\s*<meta\s+name="description"[^>]*>/, ''),
    );
  });

  it("puts a page's body inside #root in place of the brand bar, before the closing tags", () => {
    const page = renderPage(template, { head: '', body: '<main>Listing</main>' });
    expect(page).toMatch(
      /<div id="root"><main>Listing<\/main><\/div>\s*<script type="module" src="\/main.tsx"><\/script>\s*<\/body>/,
    );
    expect(page).not.toContain('text-lg font-bold tracking-tight');
  });

  it('gives a rendered page its language, its data after #root, and no notice that it needs JavaScript', () => {
    const page = renderPage(template, {
      head: '',
      body: '<main>Listing</main>',
      afterBody: '<script type="application/json" id="data">{}</script>',
      language: 'kn',
    });
    expect(page).toMatch(/^<!doctype html>\s*<html lang="kn">/);
    expect(page).toMatch(
      /<div id="root"><main>Listing<\/main><\/div><script type="application\/json" id="data">\{\}<\/script>\s*<script type="module"/,
    );
    expect(page).not.toContain('<noscript>');
    // The shell without a body still says so: the app must run to show anything.
    expect(renderPage(template, { head: '' })).toContain('<noscript>');
  });

  it('still serves from a shell without a title or a head (a test fixture)', () => {
    const bare = parsePageTemplate('<!doctype html><div id="root"></div>');
    expect(renderPage(bare, { head: '<title>T</title>', body: 'B' })).toBe(
      '<!doctype html><title>T</title><div id="root">B</div>',
    );
  });
});
