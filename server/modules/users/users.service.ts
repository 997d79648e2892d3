import type { AppDeps } from '#server/app-deps.js';
import type { DB } from '#server/db/database.js';
import { ACCOUNT_NOT_FOUND_MESSAGE, refuse } from '#server/lib/errors.js';
import { newId, nowIso } from '#server/lib/ids.js';
import { toJson } from '#server/lib/json-column.js';
import { BLOCKED_MESSAGE } from '#server/plugins/auth-guard.js';
import type { Language } from '#shared/languages.js';
import type { TLoginRequest, TRegisterRequest, TUpdateProfileRequest } from '#shared/schemas/account.js';
import type { TAuthResponse, TUser } from '#shared/schemas/user.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password.js';
import { acceptNewPassword } from '../auth/password-policy.js';
import { deleteFiles, findFile } from '../files/files.repo.js';
import { prepareUploads, storeFile } from '../files/uploads.js';
import type { OtpService } from '../otp/otp.service.js';
import { getSettings } from '../settings/settings.service.js';
import { toUser } from './users.mapper.js';
import {
  findUserByEmail,
  findUserById,
  insertUserIfEmailFree,
  setUserLanguage,
  type UserRow,
  updateUser,
} from './users.repo.js';

export const REGISTRATION_DISABLED = 'New user registration is currently disabled.';
export const ACCOUNT_EXISTS = 'An account with this email already exists';

type RegisterInput = Omit<TRegisterRequest, 'email' | 'language'> & { email: string; language: Language };

export async function assertRegistrationOpen(db: DB): Promise<void> {
  if (!(await getSettings(db)).registrationEnabled) throw refuse('REGISTRATION_CLOSED', REGISTRATION_DISABLED);
}

export async function describeUser(db: DB, row: UserRow): Promise<TUser> {
  const resume = row.resume_file_id ? await findFile(db, row.resume_file_id) : undefined;
  return toUser(row, resume?.filename ?? null);
}

/**
 * Create the account; only with a valid, unexpired, unused registration code (checked here, not in the
 * browser). `language` is the body's, else the request's (docs/decisions/0031): the account's mails use it.
 */
export async function registerUser(deps: AppDeps, otp: OtpService, input: RegisterInput): Promise<TAuthResponse> {
  const { db, tokens } = deps;
  await assertRegistrationOpen(db);
  acceptNewPassword(input.password, 'user');
  const uploads = await prepareUploads(deps.workers, input);
  const codeId = await otp.verify(db, input.email, 'register', input.otp);
  const passwordHash = await hashPassword(input.password);
  const now = nowIso();
  const id = newId();

  const row = await db.transaction().execute(async (trx) => {
    await otp.consume(trx, codeId);
    const resumeId = uploads.resume ? await storeFile(trx, 'resume', uploads.resume) : null;
    const pictureId = uploads.picture ? await storeFile(trx, 'picture', uploads.picture) : null;
    const inserted = await insertUserIfEmailFree(trx, {
      id,
      name: input.name,
      email: input.email,
      password_hash: passwordHash,
      phone: input.phone,
      current_city: input.currentCity,
      pin_code: input.pinCode,
      future_goals: input.futureGoals ?? '',
      study_preference: input.studyPreference,
      section: input.section ?? '',
      higher_education: input.higherEducation ?? '',
      twelfth_pu: toJson(input.twelfthPU),
      ug_degree: toJson(input.ugDegree),
      pg_masters: toJson(input.pgMasters ?? {}),
      current_academic_status: input.currentAcademicStatus,
      skills: toJson(input.skills),
      keywords: toJson(input.keywords),
      resume_file_id: resumeId,
      picture_file_id: pictureId,
      marketing_consent: Number(input.marketingConsent ?? false),
      language: input.language,
      created_at: now,
      updated_at: now,
    });
    if (!inserted) throw refuse('ACCOUNT_EXISTS', ACCOUNT_EXISTS);
    return (await findUserById(trx, id)) as UserRow;
  });
  const token = await tokens.sign({ sub: row.id, role: 'user', ver: row.token_version });
  return { token, user: toUser(row, uploads.resume?.filename ?? null) };
}

export const INVALID_LOGIN = 'Invalid email or password';

/**
 * The session for a correct email and password; null when either is wrong (the caller counts the
 * wrong try: form-guard/guarded-forms.ts). An unknown email costs the same hashing as a known one.
 */
export async function loginUser(
  { db, tokens }: Pick<AppDeps, 'db' | 'tokens'>,
  { email, password }: TLoginRequest,
): Promise<TAuthResponse | null> {
  const row = await findUserByEmail(db, email);
  const isValid = row ? await verifyPassword(row.password_hash, password) : await verifyAgainstDummy(password);
  if (!row || !isValid) return null;
  // A blocked account is told so only after a correct password (docs/spec/product-decisions.md → Accounts).
  if (row.is_blocked === 1) throw refuse('ACCOUNT_BLOCKED', BLOCKED_MESSAGE);
  const token = await tokens.sign({ sub: row.id, role: 'user', ver: row.token_version });
  return { token, user: await describeUser(db, row) };
}

export async function getProfile(db: DB, userId: string): Promise<TUser> {
  const row = await findUserById(db, userId);
  if (!row) throw refuse('ACCOUNT_NOT_FOUND', ACCOUNT_NOT_FOUND_MESSAGE);
  return describeUser(db, row);
}

/** Change what the student may change; new files replace the old ones, which are deleted. */
export async function updateProfile(
  { db, workers }: Pick<AppDeps, 'db' | 'workers'>,
  userId: string,
  input: TUpdateProfileRequest & object,
): Promise<TUser> {
  const uploads = await prepareUploads(workers, input);
  const current = await findUserById(db, userId);
  if (!current) throw refuse('ACCOUNT_NOT_FOUND', ACCOUNT_NOT_FOUND_MESSAGE);
  const p = input as Partial<RegisterInput>;
  await db.transaction().execute(async (trx) => {
    const resumeId = uploads.resume ? await storeFile(trx, 'resume', uploads.resume) : undefined;
    const pictureId = uploads.picture ? await storeFile(trx, 'picture', uploads.picture) : undefined;
    await updateUser(trx, userId, {
      name: p.name,
      phone: p.phone,
      current_city: p.currentCity,
      pin_code: p.pinCode,
      future_goals: p.futureGoals,
      study_preference: p.studyPreference,
      section: p.section,
      higher_education: p.higherEducation,
      twelfth_pu: p.twelfthPU && toJson(p.twelfthPU),
      ug_degree: p.ugDegree && toJson(p.ugDegree),
      pg_masters: p.pgMasters && toJson(p.pgMasters),
      current_academic_status: p.currentAcademicStatus,
      skills: p.skills && toJson(p.skills),
      keywords: p.keywords && toJson(p.keywords),
      resume_file_id: resumeId,
      picture_file_id: pictureId,
      updated_at: nowIso(),
    });
    await deleteFiles(trx, [resumeId && current.resume_file_id, pictureId && current.picture_file_id]);
  });
  return getProfile(db, userId);
}

/** Keep the student's language on the account: their mails are written in it from now on. */
export async function updateLanguage(db: DB, userId: string, language: Language): Promise<{ language: Language }> {
  if (!(await setUserLanguage(db, userId, language, nowIso()))) {
    throw refuse('ACCOUNT_NOT_FOUND', ACCOUNT_NOT_FOUND_MESSAGE);
  }
  return { language };
}
