import { inflateSync } from 'node:zlib';

/**
 * Names of a PDF's active content: scripts, launching programs, sending form data, embedded players,
 * XML forms (which carry scripts). A resume is read, never run (docs/decisions/0025).
 */
const ACTIVE = ['JavaScript', 'JS', 'Launch', 'SubmitForm', 'ImportData', 'RichMedia', 'XFA'];
const ACTIVE_NAME = new RegExp(`/(?:${ACTIVE.join('|')})(?![A-Za-z0-9#_.-])`);
/** What a web page has and a PDF's own syntax never does (outside a compressed stream). */
const HTML = /<\s*(?:!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|script[\s>/]|iframe[\s>/])/i;
/** Everything the streams of one resume may inflate to: 10 MB in, a fair PDF is well under this. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

/** A name written with #xx escapes (`/J#61vaScript`) as the reader sees it (`/JavaScript`). */
const unescapeNames = (text: string) =>
  text.replace(/\/[^\s/<>[\]()%{}]*/g, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
  );

/**
 * The PDF syntax of `text` without its strings and comments: a resume that says "HTML/JS" in a
 * literal string `(HTML/JS)` holds text, not a script. Literal strings nest and escape their brackets.
 */
export function syntaxOnly(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '(') {
      let depth = 1;
      for (i += 1; i < text.length && depth > 0; i++) {
        if (text[i] === '\\') i += 1;
        else if (text[i] === '(') depth += 1;
        else if (text[i] === ')') depth -= 1;
      }
      out += ' ';
    } else if (c === '<' && text[i + 1] !== '<') {
      const end = text.indexOf('>', i);
      i = end < 0 ? text.length : end + 1;
      out += ' ';
    } else if (c === '<') {
      out += '<<';
      i += 2;
    } else if (c === '%') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const hasActiveContent = (text: string) => ACTIVE_NAME.test(unescapeNames(syntaxOnly(text)));

/** Mostly printable: PDF syntax (an object stream, a page's drawing), not an image's or a font's bytes. */
function isSyntax(text: string): boolean {
  let printable = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code >= 32 && code < 127) || code === 9 || code === 10 || code === 13) printable++;
  }
  return printable >= text.length * 0.9;
}

/** Where each stream's bytes are, and what they inflate to (FlateDecode), or null when they do not. */
function* streams(pdf: string): Generator<{ start: number; end: number; inflated: string | null }> {
  let budget = MAX_INFLATED_BYTES;
  for (let at = pdf.indexOf('stream'); at >= 0; at = pdf.indexOf('stream', at + 6)) {
    if (pdf.startsWith('endstream', at - 3)) continue;
    const start = pdf[at + 6] === '\r' ? at + 8 : at + 7;
    const end = pdf.indexOf('endstream', start);
    if (end < 0) return;
    let inflated: string | null = null;
    try {
      const bytes = inflateSync(Buffer.from(pdf.slice(start, end), 'latin1'), { maxOutputLength: budget });
      budget -= bytes.length;
      inflated = bytes.toString('latin1');
    } catch (error) {
      if (error instanceof RangeError) throw new PdfTooDeep();
      // not compressed with Flate, or damaged: left as it is
    }
    yield { start, end, inflated };
    at = end;
  }
}

class PdfTooDeep extends Error {}

/**
 * What a file that starts like a PDF is, as a resume: `not-pdf` (a web page or anything else after a
 * `%PDF` header), `active` (it carries active content, in its objects or inside its compressed streams,
 * names escaped or not; or its streams unpack to more than a resume ever needs), or `plain`.
 */
export function pdfVerdict(data: Buffer): 'plain' | 'not-pdf' | 'active' {
  const pdf = data.toString('latin1');
  const looksLikePdf =
    /^%PDF-[12]\.\d/.test(pdf) &&
    pdf.includes('%%EOF') &&
    /\d+\s+\d+\s+obj\b/.test(pdf) &&
    /\/Root\b|\/Type\s*\/Catalog/.test(pdf);
  // A web page after a `%PDF` header, even inside a stream: a browser that sniffs it would run it.
  if (!looksLikePdf || HTML.test(pdf)) return 'not-pdf';
  try {
    // The file's own syntax, streams cut out, then each stream that unpacks to syntax.
    let outside = '';
    let from = 0;
    for (const { start, end, inflated } of streams(pdf)) {
      outside += pdf.slice(from, start);
      from = end;
      if (inflated !== null && isSyntax(inflated) && hasActiveContent(inflated)) return 'active';
    }
    outside += pdf.slice(from);
    return hasActiveContent(outside) ? 'active' : 'plain';
  } catch (error) {
    if (error instanceof PdfTooDeep) return 'active';
    throw error;
  }
}
