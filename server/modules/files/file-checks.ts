import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { type AppError, refuse } from '#server/lib/errors.js';
import { PICTURE_MAX_BYTES, PICTURE_MAX_MB, RESUME_MAX_BYTES, RESUME_MAX_MB } from '#shared/constants.js';
import { pdfVerdict } from './pdf-content.js';

export const RESUME_NOT_PDF = 'Please select a PDF file for resume';
export const PICTURE_NOT_IMAGE = 'Please select an image file for profile picture';
export const RESUME_TOO_LARGE = `Resume must be at most ${RESUME_MAX_MB} MB`;
export const PICTURE_TOO_LARGE = `Profile picture must be at most ${PICTURE_MAX_MB} MB`;
export const RESUME_NOT_PLAIN_PDF =
  'This PDF contains scripts or actions, which we do not accept. Please save it again as a plain PDF (Print → Save as PDF) and upload that.';

const PICTURE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
// A picture wider or taller than this is refused before decoding (decompression bombs).
const MAX_PICTURE_PIXELS = 40_000_000;
const PICTURE_EDGE = 800;

export interface CheckedFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** Base64 (optionally a data: URL) to bytes; anything that is not base64 is refused. */
export function decodeBase64(text: string, notValid: () => AppError): Buffer {
  const payload = text.replace(/^data:[^;,]*;base64,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 === 1) throw notValid();
  return Buffer.from(payload, 'base64');
}

function safeFilename(name: string | undefined, fallback: string): string {
  const cleaned = (name ?? '')
    .replace(/[^\w.\- ]+/g, '_')
    .trim()
    .slice(0, 120);
  return cleaned || fallback;
}

/**
 * A resume: PDF by content (magic bytes and structure), at most 10 MB (docs/spec/product-decisions.md → Files), with no
 * scripts or actions (docs/decisions/0025): it is read by students' and companies' PDF readers.
 */
export async function checkResume(base64: string, filename?: string): Promise<CheckedFile> {
  const data = decodeBase64(base64, () => refuse('RESUME_NOT_PDF', RESUME_NOT_PDF));
  if (data.length > RESUME_MAX_BYTES) throw refuse('RESUME_TOO_LARGE', RESUME_TOO_LARGE);
  const type = await fileTypeFromBuffer(data);
  if (type?.mime !== 'application/pdf') throw refuse('RESUME_NOT_PDF', RESUME_NOT_PDF);
  const verdict = pdfVerdict(data);
  if (verdict === 'not-pdf') throw refuse('RESUME_NOT_PDF', RESUME_NOT_PDF);
  if (verdict === 'active') throw refuse('RESUME_NOT_PLAIN_PDF', RESUME_NOT_PLAIN_PDF);
  const name = safeFilename(filename, 'resume.pdf');
  return { filename: name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`, contentType: 'application/pdf', data };
}

/**
 * A picture: JPEG, PNG or WebP by content, at most 5 MB, re-encoded to WebP (metadata stripped, any
 * polyglot payload gone), at most 800 px on its longer edge.
 */
export async function processPicture(base64: string): Promise<CheckedFile> {
  const data = decodeBase64(base64, () => refuse('PICTURE_NOT_IMAGE', PICTURE_NOT_IMAGE));
  if (data.length > PICTURE_MAX_BYTES) throw refuse('PICTURE_TOO_LARGE', PICTURE_TOO_LARGE);
  const type = await fileTypeFromBuffer(data);
  if (!type || !PICTURE_TYPES.has(type.mime)) throw refuse('PICTURE_NOT_IMAGE', PICTURE_NOT_IMAGE);
  try {
    const encoded = await sharp(data, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PICTURE_EDGE, PICTURE_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { filename: 'profile-picture.webp', contentType: 'image/webp', data: encoded };
  } catch {
    throw refuse('PICTURE_UNREADABLE', 'The picture could not be read. Please choose another image.');
  }
}
