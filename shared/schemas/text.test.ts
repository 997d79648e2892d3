import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as account from './account.js';
import * as admin from './admin.js';
import * as adminJobs from './admin-jobs.js';
import * as auth from './auth.js';
import * as job from './job.js';
import * as recommendation from './recommendation.js';
import * as settings from './settings.js';
import { LINE_CONTROLS, TEXT_CONTROLS, tidyText, ZLine, ZText } from './text.js';

// Security findings: text is normalised at the contract. Properties over strings built from what
// people and attackers type: letters, Kannada and Devanagari with their joiners and marks, decomposed
// accents, control characters, line breaks, zero-width and bidirectional characters.

const PIECES = [
  'a',
  'Z',
  '7',
  ' ',
  '-',
  'é',
  'e\u0301',
  'ಕ',
  'ನ್ನ',
  'ಡ',
  'क्ष',
  'हि\u200Dन्दी',
  '\u200C',
  '\u200B',
  '\u200D',
  '\uFEFF',
  '\u00AD',
  '\n',
  '\r',
  '\t',
  '\u0000',
  '\u0007',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u202E',
  '\u2066',
  '=',
  '@',
  '<',
  '"',
];
const typed = fc.string({
  unit: fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'binary', maxLength: 1 })),
  maxLength: 40,
});

/**
 * What every accepted text must be: NFC, tidy at its ends (so never only invisible characters), no
 * control character, one line unless `multiLine`.
 */
function expectNormal(value: string, multiLine: boolean, where: string) {
  expect(value, where).toBe(value.normalize('NFC'));
  expect(value, where).toBe(tidyText(value));
  expect((multiLine ? TEXT_CONTROLS : LINE_CONTROLS).test(value), `${where}: ${JSON.stringify(value)}`).toBe(false);
}

describe('one line and several lines of text', () => {
  it('accepts only normalised text: NFC, tidy, no control character, one line', () => {
    const line = ZLine('Name', { required: 'Name is required', max: 40 });
    const text = ZText('Goals', { max: 40 });
    fc.assert(
      fc.property(typed, (input) => {
        const asLine = line.safeParse(input);
        if (asLine.success) expectNormal(asLine.data, false, 'line');
        const asText = text.safeParse(input);
        if (asText.success) expectNormal(asText.data, true, 'text');
        // Refused only for a reason: empty once tidy, too long, or a control character.
        const tidy = tidyText(input);
        const acceptable = tidy !== '' && tidy.length <= 40 && !LINE_CONTROLS.test(tidy);
        expect(asLine.success).toBe(acceptable);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps what people write: Kannada and Hindi joiners, accents composed, inner spaces', () => {
    const line = ZLine('Name');
    expect(line.parse('  ಕನ್ನಡ\u200Cಕಲಿ  ')).toBe('ಕನ್ನಡ\u200Cಕಲಿ');
    expect(line.parse('हि\u200Dन्दी')).toBe('हि\u200Dन्दी');
    expect(line.parse('Rene\u0301e')).toBe('Renée');
    expect(line.parse('\u200B Asha Rao \uFEFF')).toBe('Asha Rao');
    expect(ZText('Goals').parse('First line\nSecond\tline')).toBe('First line\nSecond\tline');
  });

  it('refuses a name with a line break or control character, and a blank-looking one as empty', () => {
    const name = ZLine('Name', { required: 'Name is required' });
    expect(name.safeParse('Asha\r\nBcc: all@example.com').error?.issues[0].message).toBe(
      'Name must be one line of plain text',
    );
    expect(name.safeParse('Asha\u202Egnp.exe').success).toBe(false);
    expect(name.safeParse('\u200B\u200B\u00AD ').error?.issues[0].message).toBe('Name is required');
  });
});

// Every request schema of the contract: each text field, given what people and attackers type, either
// refuses it or hands on normalised text. Fields left raw on purpose: passwords (hashed as typed),
// codes, tokens and base64 file bytes, each of which only matches a strict pattern, and ids, which are
// only ever looked up exactly, never shown.
const RAW = new Set([
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'otp',
  'resumeData',
  'profilePictureData',
  'id',
  'jobIds',
  'applicationIds',
]);
const MULTI_LINE = new Set(['description', 'futureGoals', 'coverLetter']);
const REQUESTS: Record<string, z.ZodType> = {
  ...pick(account, /Request$/),
  ...pick(adminJobs, /^Z(JobInput|JobUpdate|AdminJobsQuery|JobIds)$/),
  ...pick(
    admin,
    /^Z(GlobalJobInput|GlobalJobIds|AdminApplicationsQuery|ApplicationStatusUpdate|ApplicationIds|AdminUsersQuery|BlockRequest|UsersDownloadQuery|AdminProfileUpdate|AdminPasswordUpdate)$/,
  ),
  ...pick(auth, /Request$/),
  ...pick(job, /^Z(JobsQuery|ApplyRequest)$/),
  ...pick(recommendation, /Query$/),
  ZSettings: settings.ZSettings,
};

function pick(module: Record<string, unknown>, name: RegExp): Record<string, z.ZodType> {
  return Object.fromEntries(Object.entries(module).filter(([key]) => name.test(key))) as Record<string, z.ZodType>;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object shapes a request schema is made of (through optional, default, pipe and union). */
function shapes(schema: z.ZodType): Record<string, z.ZodType>[] {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) return [def.shape];
  if (def.innerType) return shapes(def.innerType);
  if (def.type === 'pipe' && def.in) return shapes(def.in);
  if (def.type === 'union' && def.options) return def.options.flatMap(shapes);
  return [];
}

/** Every field of a request schema, nested objects included, by its path. */
function fields(schema: z.ZodType, path = ''): [string, z.ZodType][] {
  return shapes(schema).flatMap((shape) =>
    Object.entries(shape).flatMap(([key, field]): [string, z.ZodType][] => {
      const nested = shapes(field);
      return nested.length > 0 ? fields(field, `${path}${key}.`) : [[`${path}${key}`, field]];
    }),
  );
}

describe('every request schema', () => {
  it('covers the contract: the request schemas and their text fields are found', () => {
    expect(Object.keys(REQUESTS).length).toBeGreaterThanOrEqual(25);
    const all = Object.values(REQUESTS).flatMap((schema) => fields(schema).map(([path]) => path));
    expect(all).toEqual(
      expect.arrayContaining(['name', 'title', 'company', 'description', 'twelfthPU.institution', 'coverLetter']),
    );
  });

  for (const [name, schema] of Object.entries(REQUESTS)) {
    it(`${name}: each text field refuses what is not plain text or hands it on normalised`, () => {
      for (const [path, field] of fields(schema)) {
        const key = path.split('.').at(-1) ?? path;
        if (RAW.has(key)) continue;
        fc.assert(
          fc.property(typed, fc.array(typed, { maxLength: 3 }), (one, many) => {
            for (const input of [one, many]) {
              const parsed = field.safeParse(input);
              if (!parsed.success) continue;
              const values = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
              for (const value of values) {
                if (typeof value === 'string') expectNormal(value, MULTI_LINE.has(key), `${name}.${path}`);
              }
            }
          }),
          { numRuns: 150 },
        );
      }
    });
  }
});
