import { describe, expect, it } from 'vitest';
import { nowIso } from '#server/lib/ids.js';
import { apiTest } from '#server/test/api-test.js';
import { registerStudent } from '#server/test/students.js';
import { testDialects } from '#server/test/test-database.js';
import { SAVED_INTERNSHIPS_MAX } from '#shared/saved.js';

const JOB = {
  title: 'Backend Intern',
  company: 'Kaveri Systems',
  location: 'Mysuru',
  domain: 'Technology',
  position: 'Intern',
  salary: 12000,
  duration: '3 months',
  description: 'Build the APIs.',
};

describe.each(testDialects())('saved internships on %s', (dialect) => {
  const api = apiTest(dialect, { address: '198.51.100.21' });
  const admin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    api.call(method, url, payload, api.adminToken);
  const newJob = async (title: string, extra: object = {}) =>
    (await admin('POST', '/api/admin/jobs', { ...JOB, title, ...extra })).json().job._id as string;
  const student = async (email: string) => (await registerStudent(api.t.app, api.t.database.db, email)).token;
  const save = (id: string, token: string) => api.call('PUT', `/api/saved/${id}`, undefined, token);
  const unsave = (id: string, token: string) => api.call('DELETE', `/api/saved/${id}`, undefined, token);
  const list = async (token: string) => {
    const answer = await api.call('GET', '/api/saved', undefined, token);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().saved as { _id: string; title: string; isClosed: boolean; savedAt: string }[];
  };

  it('saves and unsaves idempotently, newest first, each with the list’s fields and when it was saved', async () => {
    const token = await student('saver@example.com');
    const first = await newJob('First Saved Intern');
    const second = await newJob('Second Saved Intern');
    expect(await list(token)).toEqual([]);

    const saved = await save(first, token);
    expect(saved.statusCode, saved.body).toBe(200);
    const { savedAt } = saved.json();
    expect(saved.json()).toEqual({ jobId: first, savedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    // Saving again keeps the first save's time.
    const again = await save(first, token);
    expect(again.json()).toEqual({ jobId: first, savedAt });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await save(second, token)).statusCode).toBe(200);

    const items = await list(token);
    expect(items.map((item) => item.title)).toEqual(['Second Saved Intern', 'First Saved Intern']);
    const public_ = (await api.call('GET', `/api/jobs/${first}`)).json();
    expect(items[1]).toEqual({ ...public_, savedAt });

    expect((await unsave(first, token)).statusCode).toBe(204);
    expect((await unsave(first, token)).statusCode).toBe(204);
    expect((await unsave('never-saved', token)).statusCode).toBe(204);
    expect((await list(token)).map((item) => item._id)).toEqual([second]);
  });

  it('keeps each student’s saved internships to that student', async () => {
    const asha = await student('asha-saves@example.com');
    const ravi = await student('ravi-saves@example.com');
    const job = await newJob('Shared Intern');
    await save(job, asha);
    expect(await list(ravi)).toEqual([]);
    // Ravi's unsave of the same internship leaves Asha's alone.
    await unsave(job, ravi);
    expect((await list(asha)).map((item) => item._id)).toEqual([job]);
  });

  it('refuses an unknown or held internship, keeps a closed one marked closed, drops a deleted one', async () => {
    const token = await student('closing@example.com');
    const unknown = await save('no-such-internship', token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Internship not found', code: 'INTERNSHIP_NOT_FOUND' });

    const held = await newJob('Held Intern');
    await api.t.database.db.updateTable('internships').set({ held: 1 }).where('id', '=', held).execute();
    expect((await save(held, token)).json().code).toBe('INTERNSHIP_NOT_FOUND');

    const closing = await newJob('Closing Intern');
    const deleted = await newJob('Deleted Intern');
    const expired = await newJob('Expired Intern');
    for (const id of [closing, deleted, expired]) expect((await save(id, token)).statusCode).toBe(200);
    expect((await admin('PUT', `/api/admin/jobs/${closing}`, { isActive: false })).statusCode).toBe(200);
    await api.t.database.db
      .updateTable('internships')
      .set({ expiry_date: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', expired)
      .execute();
    expect((await admin('DELETE', `/api/admin/jobs/${deleted}`)).statusCode).toBe(200);

    const items = await list(token);
    expect(items.map((item) => [item.title, item.isClosed])).toEqual([
      ['Expired Intern', true],
      ['Closing Intern', true],
    ]);
    // A closed internship may still be saved (and unsaved).
    expect((await save(closing, token)).statusCode).toBe(200);
    expect((await unsave(closing, token)).statusCode).toBe(204);
    // Held for review after it was saved: gone from the list, as its detail is.
    await api.t.database.db.updateTable('internships').set({ held: 1 }).where('id', '=', expired).execute();
    expect(await list(token)).toEqual([]);
  });

  it(`refuses a save over ${SAVED_INTERNSHIPS_MAX} with a clear 409, and saves again after one is removed`, async () => {
    const token = await student('collector@example.com');
    const { db } = api.t.database;
    const userId = (
      await db.selectFrom('users').select('id').where('email', '=', 'collector@example.com').executeTakeFirstOrThrow()
    ).id;
    const now = nowIso();
    const ids = Array.from({ length: SAVED_INTERNSHIPS_MAX }, (_, i) => `cap-${String(i).padStart(3, '0')}`);
    await db
      .insertInto('internships')
      .values(
        ids.map((id) => ({
          id,
          title: `Cap Intern ${id}`,
          company: 'Cap Co',
          location: 'Hubballi',
          email: null,
          domain: 'Design',
          position: 'Intern',
          duration: '1 month',
          salary: 5000,
          description: 'Cap.',
          expiry_date: null,
          upload_id: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    await db
      .insertInto('saved_internships')
      .values(ids.map((id) => ({ user_id: userId, internship_id: id, created_at: now })))
      .execute();

    const one = await newJob('One Too Many Intern');
    const refused = await save(one, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: `You can save at most ${SAVED_INTERNSHIPS_MAX} internships. Remove one you no longer need to save another.`,
      code: 'SAVED_LIMIT_REACHED',
    });
    // In the student's language.
    const inKannada = await api.t.app.inject({
      method: 'PUT',
      url: `/api/saved/${one}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'kn' },
    });
    expect(inKannada.json().message).toContain(`ಗರಿಷ್ಠ ${SAVED_INTERNSHIPS_MAX}`);
    // One already saved is still answered as saved.
    expect((await save(ids[0], token)).statusCode).toBe(200);
    expect((await unsave(ids[0], token)).statusCode).toBe(204);
    expect((await save(one, token)).statusCode).toBe(200);
    expect(await list(token)).toHaveLength(SAVED_INTERNSHIPS_MAX);
  });

  it('answers only a signed-in student, and refuses a malformed id clearly', async () => {
    const job = await newJob('Guarded Intern');
    expect((await api.call('PUT', `/api/saved/${job}`)).json().code).toBe('LOGIN_REQUIRED');
    expect((await api.call('GET', '/api/saved')).statusCode).toBe(401);
    expect((await api.call('GET', '/api/saved', undefined, api.adminToken)).json().code).toBe('FORBIDDEN');
    const token = await student('long-id@example.com');
    const tooLong = await save('x'.repeat(65), token);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('VALIDATION_FAILED');
  });
});
