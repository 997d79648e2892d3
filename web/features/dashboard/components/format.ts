import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AcademicStatus } from '#shared/constants.js';
import type { TUser } from '#shared/schemas/user.js';

/** docs/spec/student-side.md §2: Abroad 'Study Abroad', India 'Study in India', Both 'Open to Both'. */
const STUDY_PREFERENCE_LABELS: Record<NonNullable<TUser['studyPreference']>, MessageDescriptor> = {
  Abroad: msg`Study Abroad`,
  India: msg`Study in India`,
  Both: msg`Open to Both`,
};

/** The study preference the API stores, as a label to translate; null when none is stored. */
export function studyPreferenceLabel(value: TUser['studyPreference'] | undefined): MessageDescriptor | null {
  return value ? STUDY_PREFERENCE_LABELS[value] : null;
}

/** docs/spec/student-side.md §3: the stored academic statuses (First Year … Graduated), shown in the pages' language. */
const ACADEMIC_STATUS_LABELS: Record<AcademicStatus, MessageDescriptor> = {
  'First Year': msg`First Year`,
  'Second Year': msg`Second Year`,
  'Third Year': msg`Third Year`,
  'Fourth Year': msg`Fourth Year`,
  Graduated: msg`Graduated`,
};

/** The academic status the API stores, as a label to translate; null when none (or an unknown one) is stored. */
export function academicStatusLabel(value: AcademicStatus | undefined): MessageDescriptor | null {
  return value && Object.hasOwn(ACADEMIC_STATUS_LABELS, value) ? ACADEMIC_STATUS_LABELS[value] : null;
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word.charAt(0).toUpperCase()).join('') || '?';
}
