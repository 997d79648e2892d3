import type { TUser } from '#shared/schemas/user.js';
import { STUDY_PREFERENCE_LABELS } from '#web/components/profile/study-preference-field.js';

/** docs/spec/student-side.md §2: Abroad 'Study Abroad', India 'Study in India', Both 'Open to Both'. */
export function studyPreferenceLabel(value: TUser['studyPreference'] | undefined): string {
  return value ? STUDY_PREFERENCE_LABELS[value] : '';
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word.charAt(0).toUpperCase()).join('') || '?';
}
