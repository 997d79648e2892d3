import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '#server/test/admin.js';
import { bearer } from '#server/test/students.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';

const form = {
  title: 'QA Intern',
  company: 'Testers Pvt Ltd',
  location: 'Mysuru',
  email: 'hr@testers.example.com',
  domain: 'Technology',
  position: 'Intern',
  salary: 12000,
  type: 'Part-time',
  duration: '2 months',
  description: 'Test things.',
  requirements: ['Patience', '', 'Curiosity'],
  isActive: true,
  featured: false,
  expiryDate: '2099-01-31',
};

describe.each(testDialects())('admin internships on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { SEED_DEMO: 'true' } });
    token = await adminToken(t.app);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });

  it('lists every internship, active or not, paged and sorted, with all locations', async () => {
    const page = (await call('GET', '/api/admin/jobs?limit=10&sort=salary&order=asc')).json();
    expect(page.jobs).toHaveLength(10);
    expect(page.pagination.total).toBe(72);
    const salaries = page.jobs.map((j: { salary: number }) => j.salary);
    expect(salaries).toEqual([...salaries].sort((a, b) => a - b));
    expect(page.jobs.some((j: { isActive: boolean }) => !j.isActive) || page.pagination.total > 65).toBe(true);
    const locations = (await call('GET', '/api/admin/jobs/locations')).json();
    expect(locations).toContain('Bengaluru');
    const inCity = (await call('GET', '/api/admin/jobs?location=bengaluru&limit=100')).json();
    expect(inCity.jobs.every((j: { location: string }) => j.location === 'Bengaluru')).toBe(true);
  });

  it('creates, edits (keeping the expiry date), toggles and deletes an internship', async () => {
    const created = await call('POST', '/api/admin/jobs', form);
    expect(created.statusCode).toBe(201);
    const job = created.json().job;
    expect(created.json().message).toBe('Job created successfully!');
    expect(job).toMatchObject({
      title: 'QA Intern',
      requirements: ['Patience', 'Curiosity'],
      type: 'Part-time',
      email: 'hr@testers.example.com',
    });
    expect(job.expiryDate).toMatch(/^2099-01-31/);

    const edited = await call('PUT', `/api/admin/jobs/${job._id}`, { ...form, title: 'QA Trainee', expiryDate: null });
    expect(edited.json().message).toBe('Job updated successfully!');
    expect(edited.json().job).toMatchObject({ title: 'QA Trainee', expiryDate: job.expiryDate });

    const off = await call('PUT', `/api/admin/jobs/${job._id}`, { isActive: false });
    expect(off.json()).toMatchObject({ message: 'Job deactivated successfully!', job: { isActive: false } });
    const publicDetail = await t.app.inject({ method: 'GET', url: `/api/jobs/${job._id}` });
    expect(publicDetail.json().isClosed).toBe(true);

    const deleted = await call('DELETE', `/api/admin/jobs/${job._id}`);
    expect(deleted.json().message).toBe('Job deleted successfully!');
    expect((await call('DELETE', `/api/admin/jobs/${job._id}`)).statusCode).toBe(404);
  });

  it('validates the form with clear messages', async () => {
    for (const [override, message] of [
      [{ title: '' }, 'Title is required'],
      [{ salary: 'lots' }, 'Salary must be a number'],
      [{ type: 'Internship' }, 'Type must be Full-time, Part-time or Remote'],
      [{ email: 'not-an-email' }, 'Please enter a valid email'],
    ] as const) {
      const response = await call('POST', '/api/admin/jobs', { ...form, ...override });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('bulk deletes, and deletes by exact location only (a pattern deletes nothing)', async () => {
    const ids = [];
    for (const location of ['Test Town', 'test town ', 'Test Township']) {
      ids.push((await call('POST', '/api/admin/jobs', { ...form, location })).json().job._id);
    }
    const pattern = await call('DELETE', `/api/admin/jobs/deletebylocation/${encodeURIComponent('.*')}`);
    expect(pattern.json()).toEqual({ message: 'Successfully deleted 0 jobs', deletedCount: 0 });
    const percent = await call('DELETE', `/api/admin/jobs/deletebylocation/${encodeURIComponent('%')}`);
    expect(percent.json().deletedCount).toBe(0);

    const exact = await call('DELETE', `/api/admin/jobs/deletebylocation/${encodeURIComponent(' TEST TOWN')}`);
    expect(exact.json()).toEqual({ message: 'Successfully deleted 2 jobs', deletedCount: 2 });
    const empty = await call('POST', '/api/admin/jobs/bulk-delete', { jobIds: [] });
    expect(empty.json().message).toBe('Please select jobs to delete');
    const bulk = await call('POST', '/api/admin/jobs/bulk-delete', { jobIds: [ids[2], ids[2], 'missing'] });
    expect(bulk.json()).toEqual({ message: 'Successfully deleted 1 jobs', deletedCount: 1 });
  });

  it('manages global jobs with URL validation', async () => {
    const bad = await call('POST', '/api/admin/globals', {
      country_name: 'Japan',
      company_name: 'X',
      link: 'javascript:alert(1)',
      continents: 'Asia',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Link must be a valid URL');
    const created = await call('POST', '/api/admin/globals', {
      country_name: 'Japan',
      company_name: 'Hello Work',
      link: 'https://www.hellowork.mhlw.go.jp/',
      continents: 'Asia',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().job._id;
    const updated = await call('PUT', `/api/admin/globals/${id}`, {
      country_name: 'Japan',
      company_name: 'Hello Work (EN)',
      link: 'https://www.hellowork.mhlw.go.jp/en/',
      continents: 'Asia',
    });
    expect(updated.json().message).toBe('Global job updated successfully!');
    expect((await call('POST', '/api/admin/globals/bulk-delete', { jobIds: [id] })).json()).toEqual({
      message: 'Deleted 1 global jobs',
      deletedCount: 1,
    });
  });
});
