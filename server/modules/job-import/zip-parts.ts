import yauzl from 'yauzl';
import { type AppError, refuse } from '#server/lib/errors.js';

/** Limits on what a workbook may unpack to, counted in bytes actually inflated, never in declared sizes. */
export interface UnzipLimits {
  maxEntries: number;
  /** Bytes one part may unpack to. */
  maxPartBytes: number;
  /** Bytes all parts read together may unpack to. */
  maxTotalBytes: number;
  /** Unpacked bytes per packed byte, checked once a part has unpacked past 1 MiB. */
  maxRatio: number;
}

export const UNREADABLE_WORKBOOK = 'The file is not a readable Excel workbook';
export const BOMB_MESSAGE = 'The workbook unpacks to far more than it holds; it was refused';
export const TOO_LARGE_UNPACKED = 'The workbook is too large when unpacked';
export const TOO_MANY_PARTS = 'The workbook has too many parts to be a spreadsheet of internships';

const unreadable = () => refuse('SPREADSHEET_UNREADABLE', UNREADABLE_WORKBOOK);

const RATIO_AFTER_BYTES = 1024 * 1024;

export interface ZipParts {
  names: string[];
  /** The text of a part, or undefined when the zip has no such part. */
  read(name: string): Promise<string | undefined>;
  close(): void;
}

function open(data: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, autoClose: false, validateEntrySizes: false }, (error, zip) =>
      error || !zip ? reject(unreadable()) : resolve(zip),
    );
  });
}

/**
 * The zip's directory, then each part on demand, inflated as a stream and counted as it comes: a part
 * (or all parts together) that unpacks past its limit, or far past its packed size, is refused the
 * moment it does, whatever its header says (a header can declare 1 KB for 1 GB).
 */
export async function openZipParts(data: Buffer, limits: UnzipLimits): Promise<ZipParts> {
  const zip = await open(data);
  const entries = new Map<string, yauzl.Entry>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entries.size >= limits.maxEntries) return reject(refuse('SPREADSHEET_TOO_MANY_PARTS', TOO_MANY_PARTS));
        entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.on('end', resolve);
      zip.on('error', () => reject(unreadable()));
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw error;
  }
  let total = 0;

  const read = (name: string) =>
    new Promise<string | undefined>((resolve, reject) => {
      const entry = entries.get(name);
      if (!entry) return resolve(undefined);
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(unreadable());
        const chunks: Buffer[] = [];
        let bytes = 0;
        const refuseWith = (error: AppError) => {
          stream.destroy();
          reject(error);
        };
        stream.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          total += chunk.length;
          if (bytes > RATIO_AFTER_BYTES && bytes / Math.max(1, entry.compressedSize) > limits.maxRatio)
            return refuseWith(refuse('SPREADSHEET_BOMB', BOMB_MESSAGE));
          if (bytes > limits.maxPartBytes || total > limits.maxTotalBytes)
            return refuseWith(refuse('SPREADSHEET_UNPACKS_TOO_LARGE', TOO_LARGE_UNPACKED));
          chunks.push(chunk);
        });
        stream.on('error', () => reject(unreadable()));
        stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      });
    });

  return { names: [...entries.keys()], read, close: () => zip.close() };
}
