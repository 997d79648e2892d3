import { StudyPreferenceField } from '#web/components/profile/study-preference-field.js';
import { LabelledInput } from './labelled-input.js';
import type { RegisterStepProps } from './register-step-props.js';
import { TextArea } from './text-area.js';

/** Step 2 (docs/spec/student-side.md §2, §5): city and pin code required; study preference; optional goals, stream and plans. */
export function StepPersonal({ values, onChange, invalid, alertId }: RegisterStepProps) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledInput
          id="register-city"
          label="Current City"
          isRequired
          autoComplete="address-level2"
          placeholder="e.g. Mysuru"
          isInvalid={invalid.has('currentCity')}
          errorId={alertId}
          value={values.currentCity}
          onChange={(event) => onChange({ currentCity: event.target.value })}
        />
        <LabelledInput
          id="register-pincode"
          label="Area Pincode"
          isRequired
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="e.g. 570001"
          maxLength={6}
          isInvalid={invalid.has('pinCode')}
          errorId={alertId}
          value={values.pinCode}
          onChange={(event) => onChange({ pinCode: event.target.value.replace(/\D/g, '') })}
        />
      </div>
      <StudyPreferenceField
        id="register-study-preference"
        value={values.studyPreference}
        onChange={(studyPreference) => onChange({ studyPreference })}
      />
      <TextArea
        id="register-future-goals"
        label="Future Goals (optional)"
        placeholder="What would you like to achieve in the next few years?"
        maxLength={1000}
        value={values.futureGoals}
        onChange={(futureGoals) => onChange({ futureGoals })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledInput
          id="register-section"
          label="Section / Stream (optional)"
          placeholder="e.g. Science, Commerce"
          maxLength={100}
          value={values.section}
          onChange={(event) => onChange({ section: event.target.value })}
        />
        <LabelledInput
          id="register-higher-education"
          label="Higher Education Plans (optional)"
          placeholder="e.g. MS in Germany"
          maxLength={200}
          value={values.higherEducation}
          onChange={(event) => onChange({ higherEducation: event.target.value })}
        />
      </div>
    </div>
  );
}
