import { AcademicStatusField } from '#web/components/profile/academic-status-field.js';
import { EducationFields } from '#web/components/profile/education-fields.js';
import type { RegisterStepProps } from './register-step-props.js';

/** Step 3 (docs/spec/student-side.md §2, §5): 12th/PU and UG institutions required, the rest optional; academic status. */
export function StepEducation({ values, onChange, invalid, alertId }: RegisterStepProps) {
  return (
    <div className="space-y-5">
      <EducationFields
        idPrefix="register-education"
        value={values.education}
        onChange={(education) => onChange({ education })}
        invalid={{ twelfthPU: invalid.has('twelfthInstitution'), ugDegree: invalid.has('ugInstitution') }}
        describedBy={alertId}
      />
      <AcademicStatusField
        id="register-academic-status"
        value={values.currentAcademicStatus}
        onChange={(currentAcademicStatus) => onChange({ currentAcademicStatus })}
      />
    </div>
  );
}
