import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { STUDY_PREFERENCES } from '#shared/constants.js';
import { OptionRadioGroup } from './option-radio-group.js';

export type StudyPreference = (typeof STUDY_PREFERENCES)[number];

// docs/spec/student-side.md §2 step 2: the stored values and the labels the student sees (in the pages' language).
export const STUDY_PREFERENCE_LABELS: Record<StudyPreference, MessageDescriptor> = {
  Abroad: msg`Study Abroad`,
  India: msg`Study in India`,
  Both: msg`Open to Both`,
};

const ORDER = ['Abroad', 'India', 'Both'] as const;

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
export function StudyPreferenceField({ id = 'study-preference', label, ...props }: StudyPreferenceFieldProps) {
  const { t, i18n } = useLingui();
  const options = ORDER.map((value) => ({ value, label: i18n._(STUDY_PREFERENCE_LABELS[value]) }));
  return (
    <OptionRadioGroup
      id={id}
      legend={label ?? t`Future Study Preference`}
      options={options}
      columnsClassName="sm:grid-cols-3"
      {...props}
    />
  );
}
