import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import { StudyPreferenceField } from '#web/components/profile/study-preference-field.js';
import { FormField } from '#web/components/ui/form-field.js';
import { Input } from '#web/components/ui/input.js';
import { FormSection } from './form-section.js';
import type { TProfileFormInput, TProfileFormOutput } from './profile-form-schema.js';
import { TextField } from './text-field.js';

/** Contact details and study plans. The email is shown but cannot be changed (the API refuses it). */
export function ProfilePersonalFields({ email }: { email: string }) {
  const { t } = useLingui();
  const { control } = useFormContext<TProfileFormInput, unknown, TProfileFormOutput>();
  return (
    <>
      <FormSection title={t`Personal details`}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <TextField name="name" id="profile-name" label={t`Full name`} autoComplete="name" maxLength={100} />
          <FormField id="profile-email" label={t`Email`}>
            <Input id="profile-email" value={email} readOnly disabled aria-describedby="profile-email-hint" />
            <p id="profile-email-hint" className="text-xs text-slate-500">
              <Trans>Your email cannot be changed.</Trans>
            </p>
          </FormField>
          <TextField
            name="phone"
            id="profile-phone"
            label={t`Phone`}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
          />
          <TextField
            name="currentCity"
            id="profile-city"
            label={t`Current city`}
            autoComplete="address-level2"
            maxLength={100}
          />
          <TextField
            name="pinCode"
            id="profile-pin-code"
            label={t`Pin code`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
          />
        </div>
      </FormSection>
      <FormSection title={t`Study plans`}>
        <div className="space-y-4">
          <Controller
            control={control}
            name="studyPreference"
            render={({ field, fieldState }) => (
              <StudyPreferenceField
                id="profile-study-preference"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="section" id="profile-section" label={t`Section / stream`} maxLength={100} />
            <TextField
              name="higherEducation"
              id="profile-higher-education"
              label={t`Higher education plans`}
              maxLength={200}
            />
            <TextField
              name="futureGoals"
              id="profile-future-goals"
              label={t`Future goals`}
              multiline
              maxLength={1000}
              placeholder={t`What would you like to achieve in the next few years?`}
              className="sm:col-span-2"
            />
          </div>
        </div>
      </FormSection>
    </>
  );
}
