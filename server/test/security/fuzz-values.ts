import fc from 'fast-check';
import type { JsonSchema } from './fuzz-routes.js';
import { EXTREME_NUMBERS, NASTY_STRINGS } from './fuzz-strings.js';

// Values for bodies and fields: wrong kinds, extremes, deep nesting, and values led by a route's own
// schema then broken in one place.

export const hugeString = fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'Z'.repeat(n));

export const anyText = fc.oneof(
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

export const typesOf = (schema: JsonSchema) => [schema.type ?? []].flat();

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

export type Mutation =
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
