import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { useValidationText } from '../forms/validation-words.js';
import { EducationBlock as Block, EducationTextBox as TextBox } from './education-parts.js';

export type TwelfthPUValue = { institution: string; passedYear: string; percentage: string };
export type DegreeValue = { institution: string; course: string; year: string; percentage: string };
export type EducationValue = { twelfthPU: TwelfthPUValue; ugDegree: DegreeValue; pgMasters: DegreeValue };

export const EMPTY_EDUCATION: EducationValue = {
  twelfthPU: { institution: '', passedYear: '', percentage: '' },
  ugDegree: { institution: '', course: '', year: '', percentage: '' },
  pgMasters: { institution: '', course: '', year: '', percentage: '' },
};

type PartialEducation = {
  twelfthPU?: Partial<TwelfthPUValue> | null;
  ugDegree?: Partial<DegreeValue> | null;
  pgMasters?: Partial<DegreeValue> | null;
};

const toDegree = (source: Partial<DegreeValue> | null | undefined): DegreeValue => ({
  institution: source?.institution ?? '',
  course: source?.course ?? '',
  year: source?.year ?? '',
  percentage: source?.percentage ?? '',
});

/** Stored or partly filled education (ZUser, form state) as a full value; missing parts become ''. */
export function toEducationValue(source: PartialEducation | null | undefined): EducationValue {
  return {
    twelfthPU: {
      institution: source?.twelfthPU?.institution ?? '',
      passedYear: source?.twelfthPU?.passedYear ?? '',
      percentage: source?.twelfthPU?.percentage ?? '',
    },
    ugDegree: toDegree(source?.ugDegree),
    pgMasters: toDegree(source?.pgMasters),
  };
}

export type EducationFieldsProps = {
  /** Prefix of every input id, e.g. 'edu' gives 'edu-twelfth-institution'. Default 'education'. */
  idPrefix?: string;
  value: EducationValue;
  /** Called with the whole new value on every keystroke. */
  onChange: (next: EducationValue) => void;
  /** Marks a required institution box invalid (aria-invalid, red border). */
  invalid?: { twelfthPU?: boolean; ugDegree?: boolean };
  /**
   * Shown once under the blocks with role=alert, e.g. 'Please enter institution for all education details' (a schema's
   * English message is shown in the pages' language: forms/validation-words.ts).
   */
  error?: string;
  /** Id of a message shown elsewhere (a step alert) that the invalid boxes should point to. */
  describedBy?: string;
  disabled?: boolean;
};

/**
 * docs/spec/student-side.md §2 step 3 and the dashboard's edit mode: 12th/PU (institution, passed year, percentage),
 * UG degree and PG/Masters (institution, course, year, percentage). The 12th/PU and UG institutions are
 * required (§5); everything else is optional. Controlled: `value` in, whole new value out.
 */
export function EducationFields({
  idPrefix = 'education',
  value,
  onChange,
  invalid,
  error,
  describedBy,
  disabled,
}: EducationFieldsProps) {
  const { t } = useLingui();
  const shownError = useValidationText()(error);
  const errorId = `${idPrefix}-error`;
  const pointTo = clsx(describedBy, shownError && errorId) || undefined;
  const setTwelfth = (patch: Partial<TwelfthPUValue>) =>
    onChange({ ...value, twelfthPU: { ...value.twelfthPU, ...patch } });
  const setDegree = (key: 'ugDegree' | 'pgMasters', patch: Partial<DegreeValue>) =>
    onChange({ ...value, [key]: { ...value[key], ...patch } });

  const degreeBlock = (key: 'ugDegree' | 'pgMasters', short: string, isRequired: boolean) => {
    const degree = value[key];
    const isInvalid = key === 'ugDegree' && invalid?.ugDegree;
    return (
      <>
        <TextBox
          id={`${idPrefix}-${short}-institution`}
          label={t`Institution`}
          className="col-span-2"
          required={isRequired}
          isInvalid={isInvalid}
          describedBy={pointTo}
          placeholder={t`College or university name`}
          maxLength={200}
          value={degree.institution}
          onChange={(institution) => setDegree(key, { institution })}
          disabled={disabled}
        />
        <TextBox
          id={`${idPrefix}-${short}-course`}
          label={t`Course`}
          className="col-span-2"
          placeholder={key === 'ugDegree' ? t`e.g. B.E. Computer Science` : t`e.g. MBA`}
          maxLength={200}
          value={degree.course}
          onChange={(course) => setDegree(key, { course })}
          disabled={disabled}
        />
        <TextBox
          id={`${idPrefix}-${short}-year`}
          label={t`Year`}
          inputMode="numeric"
          placeholder={t`e.g. 2026`}
          maxLength={10}
          value={degree.year}
          onChange={(year) => setDegree(key, { year })}
          disabled={disabled}
        />
        <TextBox
          id={`${idPrefix}-${short}-percentage`}
          label={t`Percentage`}
          inputMode="decimal"
          placeholder={t`e.g. 78`}
          maxLength={10}
          value={degree.percentage}
          onChange={(percentage) => setDegree(key, { percentage })}
          disabled={disabled}
        />
      </>
    );
  };

  return (
    <div className="space-y-4">
      <Block legend={t`12th / PU`}>
        <TextBox
          id={`${idPrefix}-twelfth-institution`}
          label={t`Institution`}
          className="col-span-2"
          required
          isInvalid={invalid?.twelfthPU}
          describedBy={pointTo}
          placeholder={t`School or PU college name`}
          maxLength={200}
          value={value.twelfthPU.institution}
          onChange={(institution) => setTwelfth({ institution })}
          disabled={disabled}
        />
        <TextBox
          id={`${idPrefix}-twelfth-passed-year`}
          label={t`Passed Year`}
          inputMode="numeric"
          placeholder={t`e.g. 2022`}
          maxLength={10}
          value={value.twelfthPU.passedYear}
          onChange={(passedYear) => setTwelfth({ passedYear })}
          disabled={disabled}
        />
        <TextBox
          id={`${idPrefix}-twelfth-percentage`}
          label={t`Percentage`}
          inputMode="decimal"
          placeholder={t`e.g. 85`}
          maxLength={10}
          value={value.twelfthPU.percentage}
          onChange={(percentage) => setTwelfth({ percentage })}
          disabled={disabled}
        />
      </Block>
      <Block legend={t`UG Degree`}>{degreeBlock('ugDegree', 'ug', true)}</Block>
      <Block legend={t`PG / Masters`} hint={t`optional`}>
        {degreeBlock('pgMasters', 'pg', false)}
      </Block>
      {shownError && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {shownError}
        </p>
      )}
    </div>
  );
}
