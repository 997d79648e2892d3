import type { z } from 'zod';
import { ZRegisterRequest } from '#shared/schemas/account.js';
import type { TUser } from '#shared/schemas/user.js';
import { toEducationValue } from '#web/components/profile/education-fields.js';

/**
 * The editable profile fields with the registration rules and messages (docs/spec/student-side.md §5): the same shared
 * contract the server checks PUT /api/profile against, so the form cannot accept what the server refuses.
 */
export const ZProfileForm = ZRegisterRequest.pick({
  name: true,
  phone: true,
  currentCity: true,
  pinCode: true,
  futureGoals: true,
  studyPreference: true,
  section: true,
  higherEducation: true,
  twelfthPU: true,
  ugDegree: true,
  pgMasters: true,
  currentAcademicStatus: true,
  skills: true,
  keywords: true,
});
export type TProfileFormInput = z.input<typeof ZProfileForm>;
export type TProfileFormOutput = z.output<typeof ZProfileForm>;

/** The stored profile as form values; docs/spec/student-side.md §3: the edit form defaults the study preference to India. */
export function toProfileFormValues(user: TUser): TProfileFormInput {
  const education = toEducationValue(user);
  return {
    name: user.name,
    phone: user.phone,
    currentCity: user.currentCity,
    pinCode: user.pinCode,
    futureGoals: user.futureGoals ?? '',
    studyPreference: user.studyPreference ?? 'India',
    section: user.section ?? '',
    higherEducation: user.higherEducation ?? '',
    ...education,
    currentAcademicStatus: user.currentAcademicStatus ?? 'First Year',
    skills: [...user.skills],
    keywords: [...user.keywords],
  };
}
