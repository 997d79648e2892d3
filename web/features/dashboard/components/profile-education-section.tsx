import { useLingui } from '@lingui/react/macro';
import { Controller, useController, useFormContext } from 'react-hook-form';
import { AcademicStatusField } from '#web/components/profile/academic-status-field.js';
import { EducationFields, toEducationValue } from '#web/components/profile/education-fields.js';
import { FormSection } from './form-section.js';
import type { TProfileFormInput, TProfileFormOutput } from './profile-form-schema.js';

/** The three education blocks and the academic status (docs/spec/student-side.md §2 step 3 rules apply here too). */
export function ProfileEducationSection() {
  const { t } = useLingui();
  const { control } = useFormContext<TProfileFormInput, unknown, TProfileFormOutput>();
  const twelfth = useController({ control, name: 'twelfthPU' });
  const ug = useController({ control, name: 'ugDegree' });
  const pg = useController({ control, name: 'pgMasters' });
  const value = toEducationValue({
    twelfthPU: twelfth.field.value,
    ugDegree: ug.field.value,
    pgMasters: pg.field.value,
  });
  const twelfthError = twelfth.fieldState.error;
  const ugError = ug.fieldState.error;
  // Both institutions share one message (docs/spec/student-side.md §5 step 3); nested errors sit under `.institution`.
  const message =
    (twelfthError as { institution?: { message?: string } } | undefined)?.institution?.message ??
    (ugError as { institution?: { message?: string } } | undefined)?.institution?.message;

  return (
    <FormSection title={t`Education`}>
      <div className="space-y-5">
        {/* On wide screens the three blocks sit side by side (the shared component stacks them). */}
        <div className="lg:[&>div]:grid lg:[&>div]:grid-cols-3 lg:[&>div]:items-start lg:[&>div]:gap-4 lg:[&>div>p]:col-span-3">
          <EducationFields
            idPrefix="profile-education"
            value={value}
            onChange={(next) => {
              twelfth.field.onChange(next.twelfthPU);
              ug.field.onChange(next.ugDegree);
              pg.field.onChange(next.pgMasters);
            }}
            invalid={{ twelfthPU: Boolean(twelfthError), ugDegree: Boolean(ugError) }}
            error={message}
          />
        </div>
        <Controller
          control={control}
          name="currentAcademicStatus"
          render={({ field, fieldState }) => (
            <AcademicStatusField
              id="profile-academic-status"
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
    </FormSection>
  );
}
