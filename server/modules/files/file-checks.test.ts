import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MINIMAL_PDF, makePng } from '#server/test/fixtures.js';
import { checkResume, PICTURE_NOT_IMAGE, processPicture, RESUME_NOT_PDF } from './file-checks.js';

describe('checkResume', () => {
  it('accepts a PDF by its content and keeps a safe file name', async () => {
    const file = await checkResume(MINIMAL_PDF.toString('base64'), '../../My CV<script>.pdf');
    expect(file.contentType).toBe('application/pdf');
    expect(file.filename).toBe('.._.._My CV_script_.pdf');
    expect(file.data.equals(MINIMAL_PDF)).toBe(true);
  });

  it('refuses HTML renamed to .pdf, and text that is not base64', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    await expect(checkResume(html, 'cv.pdf')).rejects.toMatchObject({ statusCode: 400, message: RESUME_NOT_PDF });
    await expect(checkResume('***not base64***')).rejects.toMatchObject({ statusCode: 400 });
  });

  it('refuses 10 MB + 1 byte with 413', async () => {
    const big = Buffer.concat([MINIMAL_PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - MINIMAL_PDF.length)]);
    await expect(checkResume(big.toString('base64'))).rejects.toMatchObject({
      statusCode: 413,
      message: 'Resume must be at most 10 MB',
    });
  });
});

describe('processPicture', () => {
  it('re-encodes a PNG to WebP, bounded in size, without its metadata', async () => {
    const source = await makePng(1600, 900);
    expect(source.toString('latin1')).toContain('secret-location');
    const file = await processPicture(source.toString('base64'));
    expect(file.contentType).toBe('image/webp');
    const meta = await sharp(file.data).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(800);
    expect(meta.exif).toBeUndefined();
    expect(file.data.toString('latin1')).not.toContain('secret-location');
  });

  it('refuses SVG, HTML and JSON dressed as images', async () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<html></html>',
      '{"a":1}',
    ]) {
      await expect(processPicture(Buffer.from(text).toString('base64'))).rejects.toMatchObject({
        statusCode: 400,
        message: PICTURE_NOT_IMAGE,
      });
    }
  });

  it('refuses a decompression bomb quickly', async () => {
    // A real 1x1 PNG whose header is rewritten to declare 50000 x 50000 pixels (2.5 gigapixels).
    const bomb = Buffer.from(await makePng(1, 1));
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const started = Date.now();
    await expect(processPicture(bomb.toString('base64'))).rejects.toMatchObject({ statusCode: 400 });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
