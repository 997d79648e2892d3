import type { FastifyInstance } from 'fastify';
import type { TRegisterRequest } from '#shared/schemas/account.js';
import type { DB } from '../db/database.js';

/** The newest mail the outbox holds for an address (API tests read codes here; e2e tests use SMTP). */
export async function latestMailTo(db: DB, to: string) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function codeIn(text: string): string {
  const match = text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[1];
}

export function registration(email: string, otp: string, overrides: Partial<TRegisterRequest> = {}): TRegisterRequest {
  return {
    name: 'Asha Rao',
    email,
    password: 'secret-pass',
    phone: '9876543210',
    otp,
    currentCity: 'Mysuru',
    pinCode: '570001',
    studyPreference: 'India',
    twelfthPU: { institution: 'Marimallappa PU College', passedYear: '2022', percentage: '91' },
    ugDegree: { institution: 'University of Mysore', course: 'BCA', year: '2025', percentage: '' },
    currentAcademicStatus: 'Third Year',
    skills: ['React', 'SQL'],
    keywords: ['web development'],
    acceptTerms: true,
    marketingConsent: true,
    ...overrides,
  };
}

/** Register a student through the real calls (send-otp, code from the outbox, register); returns token and user. */
export async function registerStudent(
  app: FastifyInstance,
  db: DB,
  email: string,
  overrides: Partial<TRegisterRequest> = {},
): Promise<{ token: string; user: { _id: string; email: string; name: string } }> {
  const sent = await app.inject({ method: 'POST', url: '/api/send-otp', payload: { email } });
  if (sent.statusCode !== 200) throw new Error(`send-otp: ${sent.statusCode} ${sent.body}`);
  const mail = await latestMailTo(db, email.trim().toLowerCase());
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: registration(email, codeIn(mail?.text ?? ''), overrides),
  });
  if (response.statusCode !== 201) throw new Error(`register: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
