import type { TUser } from '../../../../shared/schemas/user.js';
import { STUDY_PREFERENCE_LABELS } from '../../../components/profile/study-preference-field.js';

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** YYYY-MM-DD in the browser's own time zone, for file names. */
export function todayStamp(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** spec 000 §2: Abroad 'Study Abroad', India 'Study in India', Both 'Open to Both'. */
export function studyPreferenceLabel(value: TUser['studyPreference'] | undefined): string {
  return value ? STUDY_PREFERENCE_LABELS[value] : '';
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word.charAt(0).toUpperCase()).join('') || '?';
}

/** The file name the spec gives the resume download: `{name}_Resume.pdf`. */
export function resumeDownloadName(name: string): string {
  // Only characters no file system accepts are dropped; the name itself stays as the student wrote it.
  const safe = name.trim().replace(/[\\/:*?"<>|]+/g, '');
  return `${safe || 'My'}_Resume.pdf`;
}
