import type { STUDY_PREFERENCES } from '#shared/constants.js';
import { OptionRadioGroup, type RadioOption } from './option-radio-group.js';

export type StudyPreference = (typeof STUDY_PREFERENCES)[number];

// docs/spec/student-side.md §2 step 2: the stored values and the labels the student sees.
export const STUDY_PREFERENCE_LABELS: Record<StudyPreference, string> = {
  Abroad: 'Study Abroad',
  India: 'Study in India',
  Both: 'Open to Both',
};

const OPTIONS: RadioOption<StudyPreference>[] = (['Abroad', 'India', 'Both'] as const).map((value) => ({
  value,
  label: STUDY_PREFERENCE_LABELS[value],
}));

export type StudyPreferenceFieldProps = {
  /** Prefix of the element ids; default 'study-preference'. */
  id?: string;
  /** Visible group label. Default 'Future Study Preference'. */
  label?: string;
  value: StudyPreference | undefined;
  onChange: (preference: StudyPreference) => void;
  error?: string;
  disabled?: boolean;
};

/** docs/spec/student-side.md §2, §3: Abroad ('Study Abroad'), India ('Study in India'), Both ('Open to Both'). */
export function StudyPreferenceField({
  id = 'study-preference',
  label = 'Future Study Preference',
  ...props
}: StudyPreferenceFieldProps) {
  return <OptionRadioGroup id={id} legend={label} options={OPTIONS} columnsClassName="sm:grid-cols-3" {...props} />;
}
