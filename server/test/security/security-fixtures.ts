import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { IMPORT_COLUMNS } from '#server/modules/job-import/import-rows.js';
import type { TJobInput } from '#shared/schemas/admin-jobs.js';
import { MINIMAL_PDF } from '../fixtures.js';
import { bearer } from '../students.js';
import type { TestApp } from '../test-app.js';

/** A valid PDF whose bytes name their owner, so one student's resume is told apart from another's. */
export function resumeOf(owner: string): Buffer {
  return Buffer.concat([MINIMAL_PDF, Buffer.from(`% resume of ${owner}\n`)]);
}

export const STUDENT_PASSWORD = 'secret-pass';

export function jobInput(overrides: Partial<TJobInput> = {}): TJobInput {
  return {
    title: 'Frontend Developer Intern',
    company: 'Nimbus Softlabs',
    location: 'Bengaluru',
    email: 'careers@nimbus.example.com',
    domain: 'Technology',
    position: 'Intern',
    salary: 15000,
    type: 'Full-time',
    duration: '3 months',
    description: 'Build things.',
    requirements: ['React'],
    ...overrides,
  };
}

/** An internship created through the admin API; its id. */
export async function createJob(app: FastifyInstance, adminToken: string, overrides: Partial<TJobInput> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/jobs',
    headers: bearer(adminToken),
    payload: jobInput(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`create job: ${response.statusCode} ${response.body}`);
  return response.json().job._id as string;
}

/** A saved search of the student (docs/decisions/0046), by the API. */
export async function createSavedSearch(app: FastifyInstance, studentToken: string, name: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: bearer(studentToken),
    payload: { name, filters: { search: 'data', location: 'Bengaluru' }, frequency: 'daily' },
  });
  if (response.statusCode !== 201) throw new Error(`save search: ${response.statusCode} ${response.body}`);
  return response.json().savedSearch._id as string;
}

/** An internship held for review (docs/decisions/0038), as a flagged import row goes in: inactive and held. */
export async function createHeldJob(t: TestApp, adminToken: string): Promise<string> {
  const id = await createJob(t.app, adminToken, { title: 'Held Intern', isActive: false });
  await t.database.db.updateTable('internships').set({ held: 1 }).where('id', '=', id).execute();
  return id;
}

/** A global opportunity created through the admin API; its id. */
export async function createGlobalJob(app: FastifyInstance, adminToken: string, company: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/globals',
    headers: bearer(adminToken),
    payload: globalJobInput(company),
  });
  if (response.statusCode !== 201) throw new Error(`create global job: ${response.statusCode} ${response.body}`);
  return response.json().job._id as string;
}

export function globalJobInput(company: string) {
  return { country_name: 'Germany', company_name: company, link: 'https://jobs.example.org/x', continents: 'Europe' };
}

/** A one-internship .xlsx in the importer's columns. */
export async function importSheet(title: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Jobs');
  sheet.addRow([...IMPORT_COLUMNS]);
  sheet.addRow([
    title,
    'Sheet Co',
    'Kochi',
    'Marketing',
    'Intern',
    9000,
    'From a sheet.',
    'Excel',
    '3 months',
    'Remote',
    'jobs@sheet.example.com',
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A multipart body with one file in the field the importer reads. */
export function excelUpload(data: Buffer, filename = 'jobs.xlsx') {
  const boundary = '----security-matrix-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="excel"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** `response`, if it has `status`; else an error naming `what` and the answer. */
export async function ok(response: LightMyRequestResponse, what: string, status = 200) {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}
