import { ACADEMIC_STATUSES } from '#shared/constants.js';
import { OptionRadioGroup, type RadioOption } from './option-radio-group.js';

export type AcademicStatus = (typeof ACADEMIC_STATUSES)[number];

const OPTIONS: RadioOption<AcademicStatus>[] = ACADEMIC_STATUSES.map((status) => ({ value: status, label: status }));

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
export function AcademicStatusField({
  id = 'academic-status',
  label = 'Current Academic Status',
  ...props
}: AcademicStatusFieldProps) {
  return (
    <OptionRadioGroup
      id={id}
      legend={label}
      options={OPTIONS}
      columnsClassName="grid-cols-2 sm:grid-cols-3"
      {...props}
    />
  );
}
