import type { DB } from '#server/db/database.js';
import { newId, nowIso } from '#server/lib/ids.js';
import type { WorkerPool } from '#server/workers/worker-pool.js';
import type { CheckedFile } from './file-checks.js';
import { insertFile } from './files.repo.js';

export interface FileFields {
  resumeData?: string;
  resumeFilename?: string;
  profilePictureData?: string;
}

export interface CheckedUploads {
  resume: CheckedFile | null;
  picture: CheckedFile | null;
}

/**
 * Check and prepare the files of a registration or profile update. Runs in a worker (server/workers), which
 * alone loads the image and file-type libraries (about 45 MB), on its first check.
 */
export async function checkUploads({
  resumeData,
  resumeFilename,
  profilePictureData,
}: FileFields): Promise<CheckedUploads> {
  const { checkResume, processPicture } = await import('./file-checks.js');
  return {
    resume: resumeData ? await checkResume(resumeData, resumeFilename) : null,
    picture: profilePictureData ? await processPicture(profilePictureData) : null,
  };
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const withBuffer = (file: CheckedFile | null) => file && { ...file, data: asBuffer(file.data) };

/**
 * The files of a registration or profile update, checked and prepared in a worker before any
 * transaction opens: decoding a 10 MB resume and re-encoding a picture take the CPU for a while.
 */
export async function prepareUploads(workers: WorkerPool, fields: FileFields): Promise<CheckedUploads> {
  if (!fields.resumeData && !fields.profilePictureData) return { resume: null, picture: null };
  const { resumeData, resumeFilename, profilePictureData } = fields;
  // Bytes come back from the worker as a plain Uint8Array.
  const { resume, picture } = await workers.run('checkUploads', { resumeData, resumeFilename, profilePictureData });
  return { resume: withBuffer(resume), picture: withBuffer(picture) };
}

/** Store a checked file; returns its id. */
export async function storeFile(
  db: DB,
  kind: 'resume' | 'picture' | 'spreadsheet',
  file: CheckedFile,
): Promise<string> {
  const id = newId();
  await insertFile(db, {
    id,
    kind,
    filename: file.filename,
    content_type: file.contentType,
    size: file.data.length,
    data: file.data,
    created_at: nowIso(),
  });
  return id;
}
