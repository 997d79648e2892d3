import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MAX_APPLICATIONS_RANGE } from '#shared/constants.js';
import { NO_RESPONSE_DAYS } from '#shared/hearing-back.js';
import { LISTING_EXPIRY_DAYS } from '#shared/listing-expiry.js';
import { type TSettings, ZSettings } from '#shared/schemas/settings.js';
import { SwitchField } from '#web/components/admin/switch-field.js';
import { Button } from '#web/components/ui/button.js';
import { FormField, fieldErrorId } from '#web/components/ui/form-field.js';
import { Input } from '#web/components/ui/input.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useUpdateSystemSettings } from '../api/update-system-settings.js';

type SettingsInput = z.input<typeof ZSettings>;

/** The whole-number settings, each with its range (the schema refuses the rest with its own message). */
const NUMBERS: {
  name: 'maxApplicationsPerUser' | 'noResponseDays' | 'listingExpiryDays';
  label: string;
  range: { min: number; max: number };
  hint: string;
}[] = [
  {
    name: 'maxApplicationsPerUser',
    label: 'Maximum applications per user (per day)',
    range: MAX_APPLICATIONS_RANGE,
    hint: `Between ${MAX_APPLICATIONS_RANGE.min} and ${MAX_APPLICATIONS_RANGE.max}, counted from midnight India time.`,
  },
  {
    name: 'noResponseDays',
    label: 'Close unanswered applications after (days)',
    range: NO_RESPONSE_DAYS,
    hint: `Applications with no answer from the company close as “No response” after this many days; the student is told and an admin can reopen them. Between ${NO_RESPONSE_DAYS.min} and ${NO_RESPONSE_DAYS.max}.`,
  },
  {
    name: 'listingExpiryDays',
    label: 'Close internships without an expiry date after (days)',
    range: LISTING_EXPIRY_DAYS,
    hint: `Internships without an expiry date close this many days after they are posted. Between ${LISTING_EXPIRY_DAYS.min} and ${LISTING_EXPIRY_DAYS.max}.`,
  },
];

const SWITCHES: {
  name: 'emailNotifications' | 'autoApproval' | 'maintenanceMode' | 'registrationEnabled';
  label: string;
  description: string;
}[] = [
  {
    name: 'emailNotifications',
    label: 'Email notifications',
    description: 'Email students when the status of their application changes.',
  },
  {
    name: 'autoApproval',
    label: 'Auto approval',
    description: 'Send each application to the company at once. Off: applications wait until you forward them.',
  },
  {
    name: 'registrationEnabled',
    label: 'Registration enabled',
    description: 'New students can create an account.',
  },
  {
    name: 'maintenanceMode',
    label: 'Maintenance mode',
    description: 'Students see the maintenance page; the admin portal keeps working.',
  },
];

/**
 * docs/spec/admin-side.md §3 System settings: every field; maximum applications per user 1 to 20 (§5); days
 * before an unanswered application closes as No response, 1 to 60 (docs/decisions/0033); days before an
 * internship without an expiry date closes, 1 to 365 (docs/decisions/0039).
 */
export function SystemSettingsForm({ settings }: { settings: TSettings }) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<SettingsInput, unknown, TSettings>({ resolver: zodResolver(ZSettings), defaultValues: settings });
  useEffect(() => reset(settings), [settings, reset]);

  const save = useUpdateSystemSettings({
    mutationConfig: {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to update system settings')),
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit((values) => save.mutate(values))} className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="platformName" label="Platform name" error={errors.platformName?.message}>
          <Input
            id="platformName"
            aria-invalid={errors.platformName ? true : undefined}
            aria-describedby={errors.platformName ? fieldErrorId('platformName') : undefined}
            {...register('platformName')}
          />
        </FormField>
        <FormField id="supportEmail" label="Support email" error={errors.supportEmail?.message}>
          <Input
            id="supportEmail"
            type="email"
            aria-invalid={errors.supportEmail ? true : undefined}
            aria-describedby={errors.supportEmail ? fieldErrorId('supportEmail') : undefined}
            {...register('supportEmail')}
          />
        </FormField>
        {NUMBERS.map(({ name, label, range, hint }) => {
          const error = errors[name];
          return (
            <FormField key={name} id={name} label={label} error={error?.message}>
              <Input
                id={name}
                type="number"
                inputMode="numeric"
                min={range.min}
                max={range.max}
                step={1}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${name}-hint${error ? ` ${fieldErrorId(name)}` : ''}`}
                {...register(name)}
              />
              <p id={`${name}-hint`} className="text-xs text-slate-500">
                {hint}
              </p>
            </FormField>
          );
        })}
      </div>
      <div className="divide-y divide-slate-200 border-y border-slate-200">
        {SWITCHES.map(({ name, label, description }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <SwitchField label={label} description={description} checked={field.value} onChange={field.onChange} />
            )}
          />
        ))}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="ghost"
          className="ring-1 ring-slate-300 ring-inset"
          disabled={!isDirty || save.isPending}
          onClick={() => reset(settings)}
        >
          Discard Changes
        </Button>
        <Button type="submit" isLoading={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
