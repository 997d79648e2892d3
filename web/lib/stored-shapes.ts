import type { TAdmin } from '#shared/schemas/auth.js';
import type { TUser } from '#shared/schemas/user.js';

// The stored user and admin are checked by shape, not with zod, so the entry chunk carries no schema
// library (docs/decisions/0019). The server refreshes both on load; this only keeps a corrupt or
// outdated copy from reaching the screen. `Record<keyof T, …>` makes the compiler list every field.

type Kind = 'string' | 'boolean' | 'strings' | 'object' | 'string-or-null' | 'string-or-absent';

const USER_FIELDS: Record<keyof TUser, Kind> = {
  _id: 'string',
  name: 'string',
  email: 'string',
  phone: 'string',
  currentCity: 'string',
  pinCode: 'string',
  futureGoals: 'string',
  studyPreference: 'string',
  section: 'string',
  higherEducation: 'string',
  twelfthPU: 'object',
  ugDegree: 'object',
  pgMasters: 'object',
  currentAcademicStatus: 'string',
  skills: 'strings',
  keywords: 'strings',
  hasResume: 'boolean',
  resumeFilename: 'string-or-null',
  hasProfilePicture: 'boolean',
  isBlocked: 'boolean',
  createdAt: 'string',
  // Copies stored before accounts kept a language lack it; the server's refresh brings it.
  language: 'string-or-absent',
};

const ADMIN_FIELDS: Record<keyof TAdmin, Kind> = { _id: 'string', username: 'string', email: 'string' };

function hasKind(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case 'strings':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'string-or-null':
      return value === null || typeof value === 'string';
    case 'string-or-absent':
      return value === undefined || typeof value === 'string';
    default:
      return typeof value === kind;
  }
}

function hasFields(value: unknown, fields: Record<string, Kind>): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(fields).every(([key, kind]) => hasKind(record[key], kind));
}

export function isStoredUser(value: unknown): value is TUser {
  return hasFields(value, USER_FIELDS);
}

export function isStoredAdmin(value: unknown): value is TAdmin {
  return hasFields(value, ADMIN_FIELDS);
}
