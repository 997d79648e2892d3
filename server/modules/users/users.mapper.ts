import { fromJson } from '#server/lib/json-column.js';
import { DEFAULT_LANGUAGE, isLanguage } from '#shared/languages.js';
import type { TUser } from '#shared/schemas/user.js';
import type { UserRow } from './users.repo.js';

type Education = TUser['ugDegree'];
const emptyDegree: Education = { institution: '', course: '', year: '', percentage: '' };

/** The API's student object; the password hash and file bytes never leave the server. */
export function toUser(row: UserRow, resumeFilename: string | null = null): TUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    currentCity: row.current_city,
    pinCode: row.pin_code,
    futureGoals: row.future_goals,
    studyPreference: row.study_preference,
    section: row.section,
    higherEducation: row.higher_education,
    twelfthPU: { institution: '', passedYear: '', percentage: '', ...fromJson(row.twelfth_pu, {}) },
    ugDegree: { ...emptyDegree, ...fromJson(row.ug_degree, {}) },
    pgMasters: { ...emptyDegree, ...fromJson(row.pg_masters, {}) },
    currentAcademicStatus: row.current_academic_status,
    skills: fromJson<string[]>(row.skills, []),
    keywords: fromJson<string[]>(row.keywords, []),
    hasResume: row.resume_file_id !== null,
    resumeFilename,
    hasProfilePicture: row.picture_file_id !== null,
    isBlocked: row.is_blocked === 1,
    language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
    createdAt: row.created_at,
  };
}
