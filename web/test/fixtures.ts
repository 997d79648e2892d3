import { adminUserFieldsOf, type TAdminUser } from '#shared/schemas/admin.js';
import type { TAdmin } from '#shared/schemas/auth.js';
import type { TErrorResponse } from '#shared/schemas/common.js';
import type { TJob } from '#shared/schemas/job.js';
import type { TUser } from '#shared/schemas/user.js';

export function buildUser(overrides: Partial<TUser> = {}): TUser {
  return {
    _id: 'user-1',
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    currentCity: 'Mysuru',
    pinCode: '570001',
    futureGoals: '',
    studyPreference: 'India',
    section: '',
    higherEducation: '',
    twelfthPU: { institution: 'PU College', passedYear: '2022', percentage: '90' },
    ugDegree: { institution: 'University', course: 'BSc', year: '2025', percentage: '' },
    pgMasters: { institution: '', course: '', year: '', percentage: '' },
    currentAcademicStatus: 'Third Year',
    skills: ['React'],
    keywords: ['frontend'],
    hasResume: false,
    resumeFilename: null,
    hasProfilePicture: false,
    isBlocked: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    language: 'en',
    ...overrides,
  };
}

/** The student `buildUser` makes, as the administrators' list carries one (shared/schemas/admin.ts). */
export function buildAdminUser(overrides: Partial<TAdminUser> = {}): TAdminUser {
  return { ...adminUserFieldsOf(buildUser()), applicationCount: 2, resume: true, ...overrides };
}

export function buildAdmin(overrides: Partial<TAdmin> = {}): TAdmin {
  return { _id: 'admin-1', username: 'admin', email: 'admin@example.com', ...overrides };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function buildJob(overrides: Partial<TJob> = {}): TJob {
  return {
    _id: 'job-1',
    title: 'Frontend Developer Intern',
    company: 'Nimbus Softlabs',
    location: 'Bengaluru',
    domain: 'Technology',
    position: 'Intern',
    type: 'Full-time',
    duration: '6 months',
    salary: 25000,
    description: 'Build things.',
    requirements: [],
    featured: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    expiryDate: null,
    isClosed: false,
    ...overrides,
  };
}

/** A refusal as the server sends it (shared/schemas/common.ts): its message, its code and any flags. */
export function errorResponse(status: number, body: TErrorResponse): Response {
  return jsonResponse(body, status);
}
