import fc from 'fast-check';
import { encode, urlPiece } from './fuzz-urls.js';

// The company's links (docs/decisions/0033) as a path segment, `{applicationId}.{expires}.{signature}`,
// made odd: one character flipped, cut, lengthened, split or joined at the dots, unicode, percent-escapes
// single, double and broken, dot segments, huge; and links signed by the server but wrong here (expired,
// for the other purpose, for an application that is gone). Every draw is as sent on the wire.

const LINK_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
const UNICODE = ['é', 'é'.normalize('NFD'), '🙂', '\u202E', 'ﷺ', '\uFFFF', 'İ', 'ſ', 'K', '\u00A0', '０', '․'];
const BROKEN_ESCAPES = ['%00', '%', '%ZZ', '%C0%AE', '%E0%A4%A', '%ED%A0%80', '%FF', '%2F', '%5C', '%20', '+', '%0A'];
const DOT_SEGMENTS = ['.', '..', '...', '%2e', '%2e%2e', '.%2e', '%2E%2E', '..%2f..%2fjobs', '..%5c..%5cjobs'];

/** The text a path segment stands for once decoded; null when it does not decode. */
export function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const at = (text: string, i: number) => i % Math.max(text.length, 1);

/**
 * Whether a segment is the right link as the product reads it: decoded to it, and nothing else (an
 * expiry spelled with zeros in front is refused: one link, one spelling).
 */
export function sameLink(segment: string, valid: string): boolean {
  return decodedSegment(segment) === valid;
}

/**
 * Odd links for a route whose right link is `valid`: never `valid` itself, nor a spelling the product
 * reads as it (see sameLink), so none of them may answer anything but a 4xx or change anything.
 * `signedWrong`: links the server signed that must still be refused here.
 */
export function oddTokens(valid: string, signedWrong: string[]): fc.Arbitrary<string> {
  const [id = '', expires = '', signature = ''] = valid.split('.');
  const flipped = fc.tuple(fc.nat(), fc.constantFrom(...LINK_CHARACTERS)).map(([i, c]) => {
    const index = at(valid, i);
    const other = c === valid[index] ? (c === 'A' ? 'B' : 'A') : c;
    return valid.slice(0, index) + other + valid.slice(index + 1);
  });
  const caseFlipped = fc.nat().map((i) => {
    const index = at(valid, i);
    const c = valid[index];
    const swapped = c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase();
    return valid.slice(0, index) + (swapped === c ? 'x' : swapped) + valid.slice(index + 1);
  });
  const unicode = fc.tuple(fc.nat(), fc.constantFrom(...UNICODE), fc.boolean()).map(([i, u, replace]) => {
    const index = at(valid, i);
    return encode(valid.slice(0, index) + u + valid.slice(replace ? index + 1 : index));
  });
  const escaped = fc.tuple(fc.nat(), fc.constantFrom(...BROKEN_ESCAPES)).map(([i, e]) => {
    const index = at(valid, i);
    return valid.slice(0, index) + e + valid.slice(index);
  });
  // A character escaped twice: it decodes to `%2E`, not to the character.
  const doubleEscaped = fc.nat().map((i) => {
    const index = at(valid, i);
    const hex = valid.charCodeAt(index).toString(16).toUpperCase().padStart(2, '0');
    return `${valid.slice(0, index)}%25${hex}${valid.slice(index + 1)}`;
  });
  const structural = fc.constantFrom(
    id,
    `${id}.`,
    `${id}.${expires}`,
    `${id}.${expires}.`,
    `${id}..${signature}`,
    `${id}.${signature}`,
    `${expires}.${id}.${signature}`,
    `${signature}.${expires}.${id}`,
    `${valid}.`,
    `.${valid}`,
    `${valid}.${signature}`,
    `${valid}..`,
    valid.replaceAll('.', '..'),
    valid.replaceAll('.', ''),
    valid.replaceAll('.', '%252E'),
    `${id}.${expires}0.${signature}`,
    `${id}.-${expires}.${signature}`,
    `${id}.${expires}.${signature}=`,
    `${id}.${expires}.${signature.slice(0, -1)}`,
    `${id}.${'9'.repeat(12)}.${signature}`,
    `${id}.${'9'.repeat(13)}.${signature}`,
    `${id.toUpperCase()}.${expires}.${signature}`,
    `${id}.${expires}.${Buffer.from(signature, 'base64url').toString('base64')}`.replaceAll('/', '%2F'),
    `${id}.${expires}.${Buffer.from(signature, 'base64url').toString('hex')}`,
    valid.split('').reverse().join(''),
    'x',
    ...DOT_SEGMENTS,
  );
  const cut = fc.nat().map((n) => valid.slice(0, at(valid, n)) || 'x');
  const long = fc.oneof(
    fc.integer({ min: 1, max: 400 }).map((n) => `${valid}${'A'.repeat(n)}`),
    fc.integer({ min: 1, max: 30 }).map((n) => Array.from({ length: n }, () => valid).join('.')),
    fc.integer({ min: 150, max: 8_000 }).map((n) => 'A'.repeat(n)),
    fc.integer({ min: 50, max: 2_000 }).map((n) => '.'.repeat(n)),
  );
  const odd = fc.oneof(
    { weight: 4, arbitrary: flipped },
    { weight: 1, arbitrary: caseFlipped },
    { weight: 2, arbitrary: unicode },
    { weight: 2, arbitrary: escaped },
    { weight: 1, arbitrary: doubleEscaped },
    { weight: 3, arbitrary: structural },
    { weight: 1, arbitrary: cut },
    { weight: 2, arbitrary: long },
    { weight: 2, arbitrary: fc.constantFrom(...signedWrong) },
    { weight: 2, arbitrary: urlPiece() },
  );
  return odd.filter((segment) => segment !== '' && !sameLink(segment, valid));
}
