import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ACADEMIC_STATUSES } from '#shared/constants.js';
import { OptionRadioGroup } from './option-radio-group.js';

export type AcademicStatus = (typeof ACADEMIC_STATUSES)[number];

// The stored values and the labels the student sees, in the pages' language.
const STATUS_LABELS: Record<AcademicStatus, MessageDescriptor> = {
  'First Year': msg`First Year`,
  'Second Year': msg`Second Year`,
  'Third Year': msg`Third Year`,
  'Fourth Year': msg`Fourth Year`,
  Graduated: msg`Graduated`,
};

export type AcademicStatusFieldProps = {
  /** Prefix of the element ids; each radio gets `${id}-first-year` and so on. Default 'academic-status'. */
  id?: string;
  /** Visible group label. Default 'Current Academic Status'. */
  label?: string;
  /** The chosen status; '' or undefined shows none ticked. */
  value: AcademicStatus | '' | undefined;
  onChange: (status: AcademicStatus) => void;
  /** e.g. 'Please select your current academic status' (docs/spec/student-side.md §5 step 3). */
  error?: string;
  disabled?: boolean;
};

/** docs/spec/student-side.md §2, §3: current academic status as a radio group (First Year … Graduated). */
export function AcademicStatusField({ id = 'academic-status', label, ...props }: AcademicStatusFieldProps) {
  const { t, i18n } = useLingui();
  const options = ACADEMIC_STATUSES.map((status) => ({ value: status, label: i18n._(STATUS_LABELS[status]) }));
  return (
    <OptionRadioGroup
      id={id}
      legend={label ?? t`Current Academic Status`}
      options={options}
      columnsClassName="grid-cols-2 sm:grid-cols-3"
      {...props}
    />
  );
}
