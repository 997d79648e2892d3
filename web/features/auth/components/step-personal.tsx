import { useLingui } from '@lingui/react/macro';
import { StudyPreferenceField } from '#web/components/profile/study-preference-field.js';
import { LabelledInput } from './labelled-input.js';
import { REGISTER_FIELD_IDS, type RegisterStepProps } from './register-step-props.js';
import { registerTextField } from './register-text-field.js';
import { TextArea } from './text-area.js';

/** Step 2 (docs/spec/student-side.md §2, §5): city and pin code required; study preference; optional goals, stream and plans. */
export function StepPersonal(step: RegisterStepProps) {
  const { t } = useLingui();
  const { values, onChange } = step;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledInput
          id={REGISTER_FIELD_IDS.currentCity}
          label={t`Current City`}
          isRequired
          autoComplete="address-level2"
          placeholder={t`e.g. Mysuru`}
          {...registerTextField(step, 'currentCity')}
        />
        <LabelledInput
          id={REGISTER_FIELD_IDS.pinCode}
          label={t`Area Pincode`}
          isRequired
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder={t`e.g. 570001`}
          maxLength={6}
          {...registerTextField(step, 'pinCode', (text) => text.replace(/\D/g, ''))}
        />
      </div>
      <StudyPreferenceField
        id="register-study-preference"
        value={values.studyPreference}
        onChange={(studyPreference) => onChange({ studyPreference })}
      />
      <TextArea
        id="register-future-goals"
        label={t`Future Goals (optional)`}
        placeholder={t`What would you like to achieve in the next few years?`}
        maxLength={1000}
        value={values.futureGoals}
        onChange={(futureGoals) => onChange({ futureGoals })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledInput
          id="register-section"
          label={t`Section / Stream (optional)`}
          placeholder={t`e.g. Science, Commerce`}
          maxLength={100}
          {...registerTextField(step, 'section')}
        />
        <LabelledInput
          id="register-higher-education"
          label={t`Higher Education Plans (optional)`}
          placeholder={t`e.g. MS in Germany`}
          maxLength={200}
          {...registerTextField(step, 'higherEducation')}
        />
      </div>
    </div>
  );
}
