import fc from 'fast-check';
import type { FuzzRoute } from './fuzz-routes.js';
import { NASTY_STRINGS } from './fuzz-strings.js';
import { anyText, deepJson, fitting, mutated, weirdValue } from './fuzz-values.js';

// A request body for a route: schema-led, random JSON, raw text under odd content types, oversize.

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | null; payload: string | Buffer };

export const CONTENT_TYPES = [
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

export const RAW_JSON_TEXT = [
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

export const rawBody: fc.Arbitrary<FuzzBody> = fc.record({
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
