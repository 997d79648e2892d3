/**
 * The built index.html, cut once at start where a page's own head and body go, so every server-rendered
 * page is the app's shell with its <title>/description swapped for the page's head and, later, the
 * listing's HTML inside #root for React to take over (ARCHITECTURE.md → Public pages' first HTML;
 * docs/decisions/0044).
 */
export interface PageTemplate {
  /** Up to where the shell's <title> was. */
  beforeHead: string;
  /** From after the <title> to the opening <div id="root">, inclusive. */
  betweenHeadAndRoot: string;
  /** The same without the <noscript> notice: a page with its content reads without JavaScript. */
  betweenHeadAndContent: string;
  /** What #root holds in the shell (the static brand bar): kept when a page brings no body. */
  shellRoot: string;
  /** The closing </div> of #root onwards. */
  afterRoot: string;
}

export interface PageParts {
  /** Escaped HTML for the head: title, meta, link and JSON-LD tags. */
  head: string;
  /** Escaped HTML put inside #root instead of the shell's brand bar. */
  body?: string;
  /** Put right after #root: what the page was rendered from, for the browser to take it over. */
  afterBody?: string;
  /** The page's language, for <html lang> (the shell says English). */
  language?: string;
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/;
const ROOT_OPEN = '<div id="root">';
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;

/**
 * Cuts the built index.html. The head goes where the shell's <title> was (else before </head>); the body
 * inside #root, whose closing tag is the last </div> before </body>. A shell without these (a test's
 * one-line page) still serves: the head lands before #root, and a page without #root keeps its body out.
 */
export function parsePageTemplate(indexHtml: string): PageTemplate {
  const html = indexHtml.replace(DESCRIPTION, '');
  const title = TITLE.exec(html);
  const headClose = html.indexOf('</head>');
  const rootOpen = html.indexOf(ROOT_OPEN);
  const headAt = title ? title.index : headClose >= 0 ? headClose : Math.max(rootOpen, 0);
  const headEnd = title ? title.index + title[0].length : headAt;
  const rootStart = rootOpen >= headEnd ? rootOpen + ROOT_OPEN.length : html.length;
  const bodyClose = html.lastIndexOf('</body>');
  const rootClose = html.lastIndexOf('</div>', bodyClose >= 0 ? bodyClose : html.length);
  const rootEnd = rootClose >= rootStart ? rootClose : rootStart;
  return {
    beforeHead: html.slice(0, headAt),
    betweenHeadAndRoot: html.slice(headEnd, rootStart),
    betweenHeadAndContent: html.slice(headEnd, rootStart).replace(NOSCRIPT, ''),
    shellRoot: html.slice(rootStart, rootEnd),
    afterRoot: html.slice(rootEnd),
  };
}

const HTML_LANG = /<html lang="[^"]*"/;
const ROOT_CLOSE = '</div>';

/** The one way a server page is made: the shell with this page's head and, when given, its body. */
export function renderPage(template: PageTemplate, { head, body, afterBody, language }: PageParts): string {
  const beforeHead = language
    ? template.beforeHead.replace(HTML_LANG, `<html lang="${language}"`)
    : template.beforeHead;
  const { afterRoot } = template;
  const rest =
    afterBody && afterRoot.startsWith(ROOT_CLOSE)
      ? `${ROOT_CLOSE}${afterBody}${afterRoot.slice(ROOT_CLOSE.length)}`
      : afterRoot;
  const between = body === undefined ? template.betweenHeadAndRoot : template.betweenHeadAndContent;
  return `${beforeHead}${head}${between}${body ?? template.shellRoot}${rest}`;
}
