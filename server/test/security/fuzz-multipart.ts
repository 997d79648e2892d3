import * as XLSX from '@e965/xlsx';
import fc from 'fast-check';
import { IMPORT_COLUMNS } from '#server/modules/job-import/import-rows.js';
import type { FuzzBody } from './fuzz-bodies.js';
import { NASTY_STRINGS } from './fuzz-strings.js';

// Multipart bodies: random parts, random or damaged spreadsheets, forms broken on purpose.

/** A spreadsheet whose cells are random, under the importer's header or a random one. */
export const spreadsheet = fc
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
export const damagedSpreadsheet = fc
  .tuple(spreadsheet, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 20 }))
  .map(([data, flips]) => {
    const copy = Buffer.from(data);
    for (const [at, byte] of flips) copy[at % copy.length] = byte;
    return copy;
  });

export const filePart = fc.record({
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

export const BOUNDARY_FLAWS = [
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
