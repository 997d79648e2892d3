import { z } from 'zod';

// Text as people type it, normalised at the contract (security findings: names took CR/LF, control
// characters and zero-width-only text, and forged lines in the plain-text company mail).
// - NFC: the same word in the same bytes, however the keyboard composed it (Kannada and Devanagari
//   marks, accented Latin letters), so search, sorting and comparisons agree.
// - Trimmed of white space and of invisible characters at both ends: a value of only invisible
//   characters counts as empty, and "required" refuses it. Inside the text they stay: the zero-width
//   joiners shape Kannada and Hindi conjuncts.
// - Control characters refused: C0 and C1, DEL, and the bidirectional overrides that make text read
//   other than it is; in one-line fields (names, cities, titles, companies) line breaks and tabs too.

/** Characters with no glyph of their own: white space, format and filler characters. */
const INVISIBLE =
  '\\s\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u206F\\u3164\\uFEFF\\uFFA0';
const EDGES = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'gu');

/** Control characters refused in any text: C0 but tab and line breaks, DEL, C1, the bidi overrides. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters refused
export const TEXT_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
/** Refused in one line of text: every control character, tab and line or paragraph breaks too. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters refused
export const LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/** NFC, trimmed of white space and invisible characters at both ends. */
export function tidyText(value: string): string {
  return value.normalize('NFC').replace(EDGES, '');
}

export const ONE_LINE_MESSAGE = (label: string) => `${label} must be one line of plain text`;
export const PLAIN_TEXT_MESSAGE = (label: string) => `${label} must be plain text, without control characters`;

interface TextOptions {
  /** The message when the field is missing or empty; without it, empty text is allowed. */
  required?: string;
  max?: number;
  maxMessage?: string;
}

function text(
  label: string,
  controls: RegExp,
  controlMessage: string,
  { required, max = 200, maxMessage }: TextOptions,
) {
  const base = z
    .string(required ? { message: required } : undefined)
    .overwrite(tidyText)
    .refine((value) => !controls.test(value), controlMessage)
    .max(max, maxMessage ?? `${label} is too long`);
  return required ? base.min(1, required) : base;
}

/** One line of text a person typed: a name, a city, a title, a company, a search. */
export const ZLine = (label: string, options: TextOptions = {}) =>
  text(label, LINE_CONTROLS, ONE_LINE_MESSAGE(label), options);

/** Text of several lines: a description, a cover letter, goals. */
export const ZText = (label: string, options: TextOptions = {}) =>
  text(label, TEXT_CONTROLS, PLAIN_TEXT_MESSAGE(label), options);
