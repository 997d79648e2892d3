import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import { type SmtpSink, startSmtpSink } from '#server/test/smtp-sink.js';
import { spawnServer } from '#server/test/spawn-server.js';
import type { TUser } from '#shared/schemas/user.js';
import { type Api, createApi } from '../api.js';
import { minimalPdf } from '../files.js';
import { codeFrom, waitForMail } from '../mail.js';
import { E2E_ADMIN } from '../product.js';
import { ALL_PAYLOADS, HOSTILE_LINKS, PAYLOADS, payloadAt, TRICKY_HTTP_LINKS } from './payloads.js';

// Puts a payload into every text field the pages and mails render, through the real API (so the
// server's own validation applies), plus the links the API refuses, written straight into the database.

export const PLATFORM_NAME = payloadAt(7); // </textarea><script>: also lands in every <title> and mail
export const ADMIN_NAME = payloadAt(9);
export const INTERNSHIPS = 6;
/** The reason a report was dismissed with: the reporter reads it on the dashboard. */
export const DISMISSAL = [payloadAt(24), payloadAt(27)].join(' ');
export const STUDENT_NAMES = [payloadAt(1), payloadAt(3), payloadAt(8)];

export type SeededStudent = { token: string; user: TUser; email: string };
export type Seeded = {
  url: string;
  sink: SmtpSink;
  adminToken: string;
  admin: { _id: string; username: string; email: string };
  jobIds: string[];
  students: SeededStudent[];
  applicationIds: string[];
  stop(): Promise<void>;
};

/** Internship `j`: six short fields from six different payloads; every payload in the long ones. */
export function internshipInput(j: number) {
  return {
    title: payloadAt(j),
    company: payloadAt(j + 6),
    location: payloadAt(j + 12),
    domain: payloadAt(j + 18),
    position: payloadAt(j + 24),
    duration: payloadAt(j * 5 + 3),
    email: `hr${j}@company.example`,
    salary: 15_000 + j,
    type: 'Remote',
    description: ALL_PAYLOADS,
    requirements: PAYLOADS.map((payload) => payload.text),
    featured: true,
  };
}

/** Student `s`: a payload in each free-text field, every payload as a skill and as a keyword. */
function profile(s: number) {
  return {
    name: STUDENT_NAMES[s],
    phone: '9876543210',
    currentCity: payloadAt(s + 10),
    pinCode: '570001',
    // At most 1000 characters: every other payload.
    futureGoals: PAYLOADS.filter((_, i) => i % 2 === s % 2)
      .map((payload) => payload.text)
      .join('\n'),
    section: payloadAt(s + 13),
    higherEducation: payloadAt(s + 16),
    studyPreference: 'India',
    twelfthPU: { institution: payloadAt(s + 19), passedYear: '2022', percentage: '88' },
    ugDegree: { institution: payloadAt(s + 22), course: payloadAt(s + 25), year: '2025', percentage: '' },
    pgMasters: { institution: payloadAt(s + 28), course: payloadAt(s + 4), year: '', percentage: '' },
    currentAcademicStatus: 'Third Year',
    skills: PAYLOADS.map((payload) => payload.text),
    keywords: PAYLOADS.map((payload) => payload.text),
  };
}

async function ok(response: Response, status = 200): Promise<unknown> {
  expect(response.status, await response.clone().text()).toBe(status);
  return response.json();
}

/** Global jobs whose link only the database can hold (the API takes http(s) links only). */
function insertHostileLinks(file: string): void {
  const db = new Database(file);
  const now = new Date().toISOString();
  const insert = db.prepare(
    'insert into global_jobs (id, country_name, company_name, link, continents, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
  );
  HOSTILE_LINKS.forEach((link, i) => {
    insert.run(randomUUID(), payloadAt(i + 20), `Hostile link ${i + 1}`, link, payloadAt(i + 25), now, now);
  });
  db.close();
}

async function registerStudent(api: Api, sink: SmtpSink, s: number): Promise<SeededStudent> {
  const email = `xss.student${s}@example.com`;
  const before = sink.received.length;
  await ok(await api('/send-otp', { body: { email } }));
  const otp = codeFrom(await waitForMail(sink, email, 'verification code', before));
  const body = {
    ...profile(s),
    email,
    password: 'student-pass-1',
    otp,
    acceptTerms: true,
    resumeData: minimalPdf().toString('base64'),
    resumeFilename: 'resume.pdf',
    resumeContentType: 'application/pdf',
  };
  const { token, user } = (await ok(await api('/register', { body }), 201)) as { token: string; user: TUser };
  return { token, user, email };
}

/** The built product on a fresh SQLite file, mail to a real SMTP sink, and every field seeded. */
export async function seedProduct(): Promise<Seeded> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-xss-'));
  const file = join(dir, 'app.db');
  const sink = await startSmtpSink();
  const server = await spawnServer(
    {
      DATABASE_URL: `file:${file}`,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      SMTP_URL: sink.url,
    },
    'dist/server/main.js',
  );
  insertHostileLinks(file);
  const api = createApi(server.url);
  const { token: adminToken } = (await ok(await api('/admin/login', { body: E2E_ADMIN }))) as { token: string };
  const as = (path: string, body: unknown, method = 'POST') => api(path, { body, method, token: adminToken });

  const settings = {
    maxApplicationsPerUser: 20,
    noResponseDays: 15,
    listingExpiryDays: 45,
    emailNotifications: true,
    autoApproval: true, // the company mail goes out on apply, with the student's texts in it
    maintenanceMode: false,
    registrationEnabled: true,
    platformName: PLATFORM_NAME,
    supportEmail: 'support@example.com',
  };
  await ok(await as('/admin/settings', settings, 'PUT'));
  const profileBody = { username: ADMIN_NAME, email: 'admin@example.com' };
  const { admin } = (await ok(await as('/admin/profile', profileBody, 'PUT'))) as Pick<Seeded, 'admin'>;

  const jobIds: string[] = [];
  for (let j = 0; j < INTERNSHIPS; j += 1) {
    const created = (await ok(await as('/admin/jobs', internshipInput(j)), 201)) as { job: { _id: string } };
    jobIds.push(created.job._id);
  }
  for (let g = 0; g < 4; g += 1) {
    const link = TRICKY_HTTP_LINKS[g % TRICKY_HTTP_LINKS.length];
    const body = { country_name: payloadAt(g), company_name: payloadAt(g + 4), link, continents: payloadAt(g + 8) };
    await ok(await as('/admin/globals', body), 201);
  }

  const students: SeededStudent[] = [];
  for (let s = 0; s < STUDENT_NAMES.length; s += 1) students.push(await registerStudent(api, sink, s));
  const applicationIds: string[] = [];
  for (const [s, student] of students.entries()) {
    for (const jobId of [jobIds[0], jobIds[s + 1]]) {
      const body = { coverLetter: ALL_PAYLOADS };
      const answer = (await ok(await api(`/jobs/${jobId}/apply`, { body, token: student.token }), 201)) as {
        application: { _id: string };
      };
      applicationIds.push(answer.application._id);
    }
  }
  // Reports (docs/decisions/0035): every payload in their texts, across two of a student's reports; one
  // dismissed with hostile reasons, which the queue's closed view and the dashboard's "My reports" show.
  const half = Math.ceil(PAYLOADS.length / 2);
  for (const [r, part] of [PAYLOADS.slice(0, half), PAYLOADS.slice(half)].entries()) {
    const body = {
      listingKind: 'internship',
      listingId: jobIds[r + 1],
      reason: 'asks_for_money',
      details: part.map((payload) => payload.text).join('\n'),
      contact: payloadAt(r + 20),
    };
    await ok(await api('/reports', { body, token: students[0].token }), 201);
  }
  const dismissal = { listingKind: 'internship', listingId: jobIds[2], decision: 'dismiss', reason: DISMISSAL };
  await ok(await as('/admin/reports/decision', dismissal));

  // A decision mail to the student, and a recovery mail that greets them by name.
  await ok(await as(`/admin/applications/${applicationIds[0]}/status`, { status: 'Accepted' }, 'PUT'));
  await ok(await api('/forgot-password', { body: { email: students[0].email } }));

  return {
    url: server.url,
    sink,
    adminToken,
    admin,
    jobIds,
    students,
    applicationIds,
    async stop() {
      await server.stop();
      await sink.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
