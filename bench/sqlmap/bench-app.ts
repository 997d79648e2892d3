// The real app, in this process and listening on a port, for sqlmap (bench only). Two additions
// exist in this build and nowhere else:
//   - GET /api/__bench/vulnerable?name= pastes its value into raw SQL, so the harness proves it can
//     find an injection (the run fails if sqlmap does not report it);
//   - before each request the attempt counters, codes and the bench student's applications are
//     cleared, and a register request gets a fresh valid code: otherwise the limits (429), the
//     resend gap and "already applied" would answer before sqlmap's payloads reach the SQL behind.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '#server/app.js';
import { prepareDatabase } from '#server/boot.js';
import { loadConfig } from '#server/config.js';
import { OtpService } from '#server/modules/otp/otp.service.js';
import { MINIMAL_PDF, makePng } from '#server/test/fixtures.js';
import { registerStudent } from '#server/test/students.js';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.js';

export const REGISTER_EMAIL = 'sqlmap-register@example.com';
const SECRET = 'sqlmap-bench-secret-sqlmap-bench-secret-0';

export interface SqlmapBenchApp {
  url: string;
  token: string;
  studentId: string;
  studentEmail: string;
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** `postgresUrl` set: a fresh schema in that database; otherwise a SQLite file in a temp folder. */
export async function startSqlmapBenchApp(postgresUrl?: string): Promise<SqlmapBenchApp> {
  if (postgresUrl) process.env.TEST_DATABASE_URL = postgresUrl;
  const database = await createTestDatabase(postgresUrl ? 'postgres' : 'sqlite');
  const config = loadConfig({
    NODE_ENV: 'development',
    DATABASE_URL: database.url,
    JWT_SECRET: SECRET,
    ADMIN_PASSWORD: 'sqlmap-admin-password',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'silent',
    // sqlmap sends thousands of requests from one address: the flood guard would answer 429.
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  await prepareDatabase(database.db, config);
  const app = await buildApp({ config, database, logger: false });
  const { db } = database;

  app.get('/api/__bench/vulnerable', async (request) => {
    const name = String((request.query as { name?: string }).name ?? '');
    // Deliberately injectable: the value is pasted into the statement.
    const query = `select id, title from internships where company = '${name}'`;
    const { rows } = await sql.raw<{ id: string; title: string }>(query).execute(db);
    return { jobs: rows };
  });

  let studentId = '';
  const otp = new OtpService(SECRET);
  app.addHook('onRequest', async () => {
    await db.deleteFrom('rate_limits').execute();
    await db.deleteFrom('one_time_codes').execute();
    if (studentId) await db.deleteFrom('applications').where('user_id', '=', studentId).execute();
  });
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'POST' || request.routeOptions.url !== '/api/register') return;
    const body = request.body as { email: string; otp: string };
    await db.deleteFrom('users').where('email', '=', body.email).where('id', '!=', studentId).execute();
    body.otp = await otp.issue(db, body.email, 'register');
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const studentEmail = 'sqlmap-student@example.com';
  const { token, user } = await registerStudent(app, db, studentEmail, {
    resumeData: MINIMAL_PDF.toString('base64'),
    resumeFilename: 'cv.pdf',
    // A picture too, so GET /api/profile-picture/{userId} answers 200 (sqlmap gives up on a 404 base).
    profilePictureData: (await makePng(32, 32)).toString('base64'),
    profilePictureFilename: 'me.png',
  });
  studentId = user._id;
  return {
    url,
    token,
    studentId,
    studentEmail,
    app,
    database,
    async close() {
      await app.close();
      await database.cleanup();
    },
  };
}
