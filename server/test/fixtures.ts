import sharp from 'sharp';

/** The smallest PDF that file-type and readers accept. */
export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A real PNG of the given size, carrying an EXIF note that re-encoding must strip. */
export function makePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4f46e5' } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
    .toBuffer();
}
