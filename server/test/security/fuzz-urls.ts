import fc from 'fast-check';
import type { FuzzRoute } from './fuzz-routes.js';
import { EXTREME_NUMBERS, NASTY_STRINGS, RAW_URL_PIECES } from './fuzz-strings.js';
import { anyText, fitting, hugeString } from './fuzz-values.js';

// Query strings and path segments: the schema's keys and random ones, odd encodings, traversal.

export const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '?')); // a lone surrogate cannot be encoded
  }
};

/** Query text or a path segment: random text percent-encoded, or raw pieces as they are. */
export const urlPiece = (extra: string[] = []) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.oneof(anyText, fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length < 10_000))).map(encode),
    },
    { weight: 3, arbitrary: fc.constantFrom(...RAW_URL_PIECES) },
    ...(extra.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...extra) }] : []),
  );

/** `?k=v&…` with the schema's keys and random ones, repeated keys, empty values, odd encodings. */
export function fuzzQuery(route: FuzzRoute, ids: string[]): fc.Arbitrary<string> {
  const known = Object.keys(route.querystring?.properties ?? {});
  const key = fc.oneof(
    ...(known.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...known) }] : []),
    { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'a[b]', 'page[]', 'toString', '', '%00') },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map(encode) },
  );
  const value = fc.oneof(
    urlPiece(ids),
    fc.constantFrom(...EXTREME_NUMBERS).map(String),
    fc.integer().map(String),
    hugeString.map((s) => s.slice(0, 20_000)),
  );
  const pair = fc.tuple(key, fc.option(value, { nil: null })).map(([k, v]) => (v === null ? k : `${k}=${v}`));
  const fitted = route.querystring
    ? fitting(route.querystring, ids).map((q) =>
        Object.entries(q as Record<string, unknown>)
          .map(([k, v]) => `${encode(k)}=${encode(String(v))}`)
          .join('&'),
      )
    : fc.constant('');
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fitted },
    { weight: 4, arbitrary: fc.array(pair, { maxLength: 8 }).map((pairs) => pairs.join('&')) },
  );
}

/**
 * The route's url with every `:param` and `*` filled: real ids, random text, traversal, huge numbers.
 * `byParam` adds draws of its own for a parameter by name (`token`: the company's links, odd and right).
 */
export function fuzzPath(
  route: FuzzRoute,
  ids: string[],
  byParam: Record<string, fc.Arbitrary<string>> = {},
): fc.Arbitrary<string> {
  const names = route.url.match(/:\w+|\*/g) ?? [];
  if (names.length === 0) return fc.constant(route.url);
  const wildcard = [
    'index.html',
    'swagger-ui.css',
    '../../package.json',
    '..%2f..%2fpackage.json',
    '%2e%2e/%2e%2e/etc/passwd',
  ];
  const piece = fc.oneof(
    { weight: 5, arbitrary: urlPiece(ids) },
    { weight: 1, arbitrary: fc.constantFrom(...wildcard) },
  );
  const pieces = names.map((name) => {
    const own = byParam[name.slice(1)];
    return own ? fc.oneof({ weight: 3, arbitrary: own }, { weight: 1, arbitrary: piece }) : piece;
  });
  return fc.tuple(...pieces).map((values) => {
    let i = 0;
    return route.url.replace(/:\w+|\*/g, () => values[i++] || 'x');
  });
}
