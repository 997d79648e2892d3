import type { DB } from '../../db/database.js';
import { newId, nowIso } from '../../lib/ids.js';
import { type CheckedFile, checkResume, processPicture } from './file-checks.js';
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

/** Check and prepare the files of a registration or profile update, before any transaction opens. */
export async function checkUploads({
  resumeData,
  resumeFilename,
  profilePictureData,
}: FileFields): Promise<CheckedUploads> {
  return {
    resume: resumeData ? await checkResume(resumeData, resumeFilename) : null,
    picture: profilePictureData ? await processPicture(profilePictureData) : null,
  };
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
