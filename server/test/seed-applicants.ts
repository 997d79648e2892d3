import type { DB } from '../db/database.js';
import { newId } from '../lib/ids.js';
import { TokenService } from '../modules/auth/tokens.js';
import { MINIMAL_PDF } from './fixtures.js';

export interface SeededStudent {
  id: string;
  email: string;
  name: string;
}

const CHUNK = 500;

/**
 * Students ready to apply (a resume on file), written straight to the database: registering hundreds
 * through the API would spend the run on password hashing and the per-address code limit. Their
 * sessions are real tokens signed with the server's secret (see `studentTokens`).
 */
export async function seedStudents(db: DB, count: number, prefix = 'student'): Promise<SeededStudent[]> {
  const now = new Date().toISOString();
  const resumeId = `resume-${prefix}-${newId()}`;
  await db
    .insertInto('files')
    .values({
      id: resumeId,
      kind: 'resume',
      filename: 'cv.pdf',
      content_type: 'application/pdf',
      size: MINIMAL_PDF.length,
      data: MINIMAL_PDF,
      created_at: now,
    })
    .execute();
  const students = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    email: `${prefix}${i}@students.example.com`,
    name: `${prefix} ${i}`,
  }));
  for (let i = 0; i < students.length; i += CHUNK) {
    await db
      .insertInto('users')
      .values(
        students.slice(i, i + CHUNK).map((s) => ({
          ...s,
          password_hash: 'not-a-hash: these students never log in',
          resume_file_id: resumeId,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  return students;
}

/** Open internships whose applications are mailed to `email`. */
export async function seedInternships(db: DB, count: number, email = 'careers@company.example.com'): Promise<string[]> {
  const now = new Date().toISOString();
  const ids = Array.from({ length: count }, () => newId());
  for (let i = 0; i < ids.length; i += CHUNK) {
    await db
      .insertInto('internships')
      .values(
        ids.slice(i, i + CHUNK).map((id, j) => ({
          id,
          title: `Reliability Intern ${i + j}`,
          company: 'Nimbus Softlabs',
          location: 'Bengaluru',
          email,
          domain: 'Technology',
          position: 'Intern',
          duration: '3 months',
          salary: 15000,
          description: 'Build things that do not lose data.',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  return ids;
}

/** Session tokens as the server signs them at login (token version 0: a fresh account). */
export function studentTokens(jwtSecret: string, students: SeededStudent[]): Promise<string[]> {
  const tokens = new TokenService(jwtSecret);
  return Promise.all(students.map((s) => tokens.sign({ sub: s.id, role: 'user', ver: 0 })));
}
