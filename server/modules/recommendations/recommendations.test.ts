import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINIMAL_PDF } from '#server/test/fixtures.js';
import { bearer, registerStudent } from '#server/test/students.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testDialects } from '#server/test/test-database.js';

describe.each(testDialects())('GET /api/recommendations on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { SEED_DEMO: 'true' } });
  });
  afterAll(async () => t?.close());

  const recommend = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/recommendations?limit=6', headers: bearer(token) })).json() as {
      job: { domain: string; title: string; isClosed: boolean };
      reasons: string[];
    }[];

  it('puts design internships first for a student with design skills, with the reasons', async () => {
    const { token } = await registerStudent(t.app, t.database.db, 'designer@example.com', {
      skills: ['Figma', 'UI Design', 'Adobe Illustrator'],
      keywords: ['design', 'user experience'],
      currentCity: 'Bengaluru',
    });
    const list = await recommend(token);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.slice(0, 3).every((r) => r.job.domain === 'Design')).toBe(true);
    expect(list.every((r) => !r.job.isClosed)).toBe(true);
    expect(list[0].reasons.join(' · ')).toMatch(/Matches your (skills|interests)/);
  });

  it('puts finance internships first for a student with finance skills', async () => {
    const { token } = await registerStudent(t.app, t.database.db, 'finance@example.com', {
      skills: ['Excel', 'Financial Modelling', 'Accounting'],
      keywords: ['finance'],
    });
    const list = await recommend(token);
    expect(list[0].job.domain).toBe('Finance');
  });

  it('is worked out again once the student applies: the internship applied to leaves the list', async () => {
    const { token } = await registerStudent(t.app, t.database.db, 'applier@example.com', {
      skills: ['Figma', 'UI Design'],
      keywords: ['design'],
      resumeData: MINIMAL_PDF.toString('base64'),
      resumeFilename: 'cv.pdf',
    });
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/recommendations?limit=6', headers: bearer(token) })
    ).json();
    const first = before[0].job._id as string;
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${first}/apply`,
      headers: bearer(token),
      payload: { coverLetter: 'I would love to learn design with your team.' },
    });
    expect(applied.statusCode).toBe(201);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/recommendations?limit=6', headers: bearer(token) })
    ).json();
    expect(after.map((r: { job: { _id: string } }) => r.job._id)).not.toContain(first);
  });

  it('needs a signed-in student', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/recommendations' })).statusCode).toBe(401);
  });
});
