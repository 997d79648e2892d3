import * as XLSX from '@e965/xlsx';
import fc from 'fast-check';
import { IMPORT_COLUMNS } from '../modules/job-import/job-import.service.js';
import type { FuzzRoute, JsonSchema } from './fuzz-routes.js';

// Arbitrary inputs for every route: random JSON, values led by the route's own schema then broken, odd
// query strings and path segments, raw bodies under odd content types, multipart bodies.

/** Strings that have broken parsers, queries and file paths elsewhere. */
export const NASTY_STRINGS = [
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '0x1F',
  '1.5',
  '007',
  ' 42 ',
  '99999999999999999999999999',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uFFFF',
  '\u202Eevil',
  '🙂🙂',
  'ﷺ',
  'é'.normalize('NFD'),
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '1); select 1; --',
  '%',
  '_',
  '%%',
  '\\',
  "\\'",
  '.*',
  '(a+)+$',
  '[',
  '(',
  '*',
  '?',
  '$where',
  '{"$gt":""}',
  '../../etc/passwd',
  '..\\..\\windows',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}',
  '{{7*7}}',
  '=cmd|"/c calc"!A1',
  '2030-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  'A'.repeat(300),
  '9'.repeat(400),
  'x'.repeat(70_000),
];

/** Already percent-encoded (or deliberately badly encoded) text for URLs. */
const RAW_URL_PIECES = [
  '%00',
  '%',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%FF',
  '..',
  '.',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '%2F',
  '%25',
  '+',
  '%2B',
  '%20',
  '__proto__',
  'constructor',
  'prototype',
  '-1',
  '0',
  '1e309',
  'NaN',
  '9'.repeat(400),
  'a'.repeat(70),
  'A'.repeat(5000),
  '%27%20OR%201%3D1--',
  '.*',
];

const EXTREME_NUMBERS = [
  0,
  -1,
  0.5,
  -0.000001,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER - 2,
  2 ** 31,
  2 ** 63,
  10_000_001,
];

export const hugeString = fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'Z'.repeat(n));

const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** Any value of the wrong kind, or an extreme one of the right kind. */
export const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(...NASTY_STRINGS),
  fc.constantFrom(...EXTREME_NUMBERS),
  anyText,
  hugeString,
  fc.constant(null),
  fc.boolean(),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
  fc.integer({ min: 1, max: 3000 }).map((n) => Array.from({ length: n }, (_, i) => `item-${i}`)),
);

/** JSON nested thousands deep, objects or arrays. */
export const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 5_000 }), fc.boolean())
  .map(([depth, objects]) =>
    objects ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`,
  );

const typesOf = (schema: JsonSchema) => [schema.type ?? []].flat();

/**
 * A value that fits `schema` (or nearly: text formats are approximated), so a mutation of it reaches
 * the handler. Fields whose name says "id" or "ids" draw from `ids`, real ids in the database.
 */
export function fitting(schema: JsonSchema, ids: string[], key = ''): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => fitting(option, ids, key)));
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema);
  if (types.includes('object') || schema.properties) {
    const properties = schema.properties ?? {};
    const shape = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, fitting(s, ids, name)]));
    return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
  }
  if (types.includes('array')) {
    const itemKey = /ids$/i.test(key) ? 'id' : key;
    return fc.array(fitting(schema.items ?? {}, ids, itemKey), {
      minLength: Math.min(schema.minItems ?? 0, 3),
      maxLength: Math.max(Math.min(schema.maxItems ?? 5, 5), Math.min(schema.minItems ?? 0, 3)),
    });
  }
  if (types.includes('integer') || types.includes('number')) {
    return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
  }
  if (types.includes('boolean')) return fc.boolean();
  if (types.includes('null')) return fc.constant(null);
  if (types.includes('string')) {
    if (/(^|_)id$|Id$/.test(key) && ids.length > 0) return fc.constantFrom(...ids);
    // fc.emailAddress() follows the RFC, which the product's (and zod's) stricter address rule refuses.
    if (schema.format === 'email' || /email/i.test(key))
      return fc.stringMatching(/^[a-z][a-z0-9.]{0,10}@[a-z]{2,8}\.(com|in)$/);
    if (schema.format === 'uri') return fc.webUrl();
    if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 30, 30));
    // Required text is trimmed before its length is checked: keep one visible character.
    return fc
      .string({ minLength, maxLength })
      .map((text) => (minLength > 0 && text.trim() === '' ? `x${text}`.slice(0, maxLength) : text));
  }
  return fc.jsonValue({ maxDepth: 2 });
}

type Mutation =
  | { kind: 'replace' | 'drop'; pick: number; value: unknown }
  | { kind: 'add'; key: string; value: unknown };

/** A fitting body with one field given a wrong value, dropped, or an unknown field added; sometimes left fitting. */
export function mutated(schema: JsonSchema, ids: string[]): fc.Arbitrary<unknown> {
  const mutation: fc.Arbitrary<Mutation | null> = fc.oneof(
    fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: weirdValue }),
    fc.record({ kind: fc.constant('drop' as const), pick: fc.nat(), value: fc.constant(null) }),
    fc.record({
      kind: fc.constant('add' as const),
      key: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('role', 'isAdmin', '_id', 'id', 'userId')),
      value: weirdValue,
    }),
    fc.constant(null),
  );
  const changes = fc.oneof(
    fc.array(mutation, { minLength: 1, maxLength: 1 }),
    fc.array(mutation, { minLength: 2, maxLength: 3 }),
  );
  return fc.tuple(fitting(schema, ids), changes).map(([value, changes]) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const body: Record<string, unknown> = { ...value };
    for (const change of changes) {
      if (!change) continue;
      if (change.kind === 'add') {
        Object.defineProperty(body, change.key, {
          value: change.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
        continue;
      }
      const keys = Object.keys(body);
      if (keys.length === 0) continue;
      const key = keys[change.pick % keys.length];
      if (change.kind === 'drop') delete body[key];
      else body[key] = change.value;
    }
    return body;
  });
}

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | null; payload: string | Buffer };

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'application/octet-stream',
  'image/png',
  '*/*',
  ';;;',
  'application/json; boundary="',
];

const RAW_JSON_TEXT = [
  '{',
  '}',
  '[',
  '{"a":1,}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1e400}',
  '{"a":-1e400}',
  '{"a":123456789012345678901234567890}',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  'null',
  '0',
  '""',
  '\uFEFF{}',
  '{"a":1}{"a":2}',
  '{"a":1} trailing',
];

const rawBody: fc.Arbitrary<FuzzBody> = fc.record({
  kind: fc.constant('raw' as const),
  contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: null }),
  payload: fc.oneof(
    fc.constantFrom(...RAW_JSON_TEXT),
    anyText,
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
    deepJson,
    fc.jsonValue().map((v) => JSON.stringify(v)),
  ),
});

/** A body for the route: led by its schema when it has one, anything at all otherwise. */
export function fuzzBody(route: FuzzRoute, ids: string[]): fc.Arbitrary<FuzzBody> {
  const json = (value: fc.Arbitrary<unknown>) => value.map((v): FuzzBody => ({ kind: 'json', value: v }));
  const hasBody = route.body !== undefined;
  const readsNoBody = route.method === 'GET' || (route.method === 'DELETE' && !hasBody);
  const guided = route.body
    ? [
        { weight: 5, arbitrary: json(mutated(route.body, ids)) },
        { weight: 4, arbitrary: json(fitting(route.body, ids)) },
      ]
    : [];
  return fc.oneof(
    ...guided,
    { weight: readsNoBody ? 8 : 1, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
    { weight: 2, arbitrary: json(fc.jsonValue({ maxDepth: 4 })) },
    { weight: 1, arbitrary: json(weirdValue) },
    {
      weight: 1,
      arbitrary: deepJson.map((payload): FuzzBody => ({ kind: 'raw', contentType: 'application/json', payload })),
    },
    { weight: 1, arbitrary: json(fc.constantFrom(...NASTY_STRINGS).map((s) => ({ text: s }))) },
    { weight: 2, arbitrary: rawBody },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 1024 * 1024 - 64, max: 1024 * 1024 + 4096 })
        .map((n): FuzzBody => ({ kind: 'raw', contentType: 'application/json', payload: `{"a":"${'x'.repeat(n)}"}` })),
    },
  );
}

const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '?')); // a lone surrogate cannot be encoded
  }
};

/** Query text or a path segment: random text percent-encoded, or raw pieces as they are. */
const urlPiece = (extra: string[] = []) =>
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

/** The route's url with every `:param` and `*` filled: real ids, random text, traversal, huge numbers. */
export function fuzzPath(route: FuzzRoute, ids: string[]): fc.Arbitrary<string> {
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
  return fc.array(piece, { minLength: names.length, maxLength: names.length }).map((values) => {
    let i = 0;
    return route.url.replace(/:\w+|\*/g, () => values[i++] || 'x');
  });
}

/** A spreadsheet whose cells are random, under the importer's header or a random one. */
const spreadsheet = fc
  .record({
    header: fc.oneof(
      fc.constant<string[]>([...IMPORT_COLUMNS]),
      fc.array(fc.oneof(fc.constantFrom(...IMPORT_COLUMNS), fc.string({ maxLength: 10 })), { maxLength: 12 }),
    ),
    rows: fc.array(
      fc.array(
        fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length < 1000)),
          fc.integer(),
          fc.double(),
          fc.boolean(),
          fc.constant(null),
        ),
        { maxLength: 12 },
      ),
      { maxLength: 6 },
    ),
    bookType: fc.constantFrom<XLSX.BookType>('xlsx', 'biff8', 'csv', 'ods'),
  })
  .map(({ header, rows, bookType }) => {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Jobs');
    return Buffer.from(XLSX.write(workbook, { type: 'buffer', bookType }) as Uint8Array);
  });

/** A real spreadsheet with some bytes overwritten: a damaged zip or compound file. */
const damagedSpreadsheet = fc
  .tuple(spreadsheet, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 20 }))
  .map(([data, flips]) => {
    const copy = Buffer.from(data);
    for (const [at, byte] of flips) copy[at % copy.length] = byte;
    return copy;
  });

const filePart = fc.record({
  name: fc.oneof(fc.constant('excel'), fc.constant('excel'), fc.string({ maxLength: 12 })),
  filename: fc.option(
    fc.oneof(
      fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length < 1000)),
      fc.string({ maxLength: 20 }),
      fc.constant('jobs.xlsx'),
    ),
    { nil: null },
  ),
  contentType: fc.option(
    fc.constantFrom('application/octet-stream', 'application/vnd.ms-excel', 'text/csv', 'x/y', ''),
    { nil: null },
  ),
  data: fc.oneof(
    spreadsheet,
    damagedSpreadsheet,
    fc.uint8Array({ maxLength: 4096 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(Buffer.alloc(0)),
  ),
});

const BOUNDARY_FLAWS = [
  'none',
  'none',
  'no-closing',
  'truncated',
  'other-boundary',
  'no-boundary',
  'lf-only',
  'garbage',
] as const;

/** A multipart body: random parts (file or not, any name), sometimes malformed on purpose. */
export const fuzzMultipart: fc.Arbitrary<FuzzBody> = fc
  .record({
    boundary: fc.oneof(fc.constant('----fuzz-boundary'), fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/)),
    parts: fc.array(filePart, { maxLength: 8 }),
    flaw: fc.constantFrom(...BOUNDARY_FLAWS),
    cut: fc.nat(),
  })
  .map(({ boundary, parts, flaw, cut }): FuzzBody => {
    const nl = flaw === 'lf-only' ? '\n' : '\r\n';
    const chunks: Buffer[] = [];
    for (const part of parts) {
      const disposition = `form-data; name="${part.name}"${part.filename === null ? '' : `; filename="${part.filename}"`}`;
      const type = part.contentType === null ? '' : `Content-Type: ${part.contentType}${nl}`;
      chunks.push(
        Buffer.from(`--${boundary}${nl}Content-Disposition: ${disposition}${nl}${type}${nl}`),
        part.data,
        Buffer.from(nl),
      );
    }
    if (flaw !== 'no-closing') chunks.push(Buffer.from(`--${boundary}--${nl}`));
    let payload = Buffer.concat(chunks);
    if (flaw === 'truncated' && payload.length > 0) payload = payload.subarray(0, cut % payload.length);
    if (flaw === 'garbage') payload = Buffer.concat([Buffer.from('garbage before the first boundary'), payload]);
    const contentType =
      flaw === 'no-boundary'
        ? 'multipart/form-data'
        : `multipart/form-data; boundary=${flaw === 'other-boundary' ? 'not-the-boundary' : boundary}`;
    return { kind: 'raw', contentType, payload };
  });
