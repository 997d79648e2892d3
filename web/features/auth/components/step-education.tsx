import { AcademicStatusField } from '#web/components/profile/academic-status-field.js';
import { EducationFields } from '#web/components/profile/education-fields.js';
import { FieldError } from './field-error.js';
import { EDUCATION_ID_PREFIX, issueIdOf, REGISTER_FIELD_IDS, type RegisterStepProps } from './register-step-props.js';

const INSTITUTIONS_ISSUE_ID = issueIdOf(EDUCATION_ID_PREFIX);

/** Step 3 (docs/spec/student-side.md §2, §5): 12th/PU and UG institutions required, the rest optional; academic status. */
export function StepEducation({ values, onChange, invalid, issue }: RegisterStepProps) {
  const isInstitutionMissing = invalid.has('twelfthInstitution') || invalid.has('ugInstitution');
  return (
    <div className="space-y-5">
      {/* One message for both institution boxes: §5 says it once for the two (EducationFields places no
          message inside its blocks). */}
      <div className="space-y-2">
        <EducationFields
          idPrefix={EDUCATION_ID_PREFIX}
          value={values.education}
          onChange={(education) => onChange({ education })}
          invalid={{ twelfthPU: invalid.has('twelfthInstitution'), ugDegree: invalid.has('ugInstitution') }}
          describedBy={INSTITUTIONS_ISSUE_ID}
        />
        <FieldError id={INSTITUTIONS_ISSUE_ID} message={isInstitutionMissing ? issue : undefined} isAnnounced={false} />
      </div>
      <AcademicStatusField
        id={REGISTER_FIELD_IDS.currentAcademicStatus}
        value={values.currentAcademicStatus}
        onChange={(currentAcademicStatus) => onChange({ currentAcademicStatus })}
      />
    </div>
  );
}
