import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { DOMAINS, JOB_TYPES } from '#shared/constants.js';
import { Checkbox, Select, TextArea } from '#web/components/admin/fields.js';
import { FormField, fieldErrorId } from '#web/components/ui/form-field.js';
import { Input } from '#web/components/ui/input.js';
import type { JobFormValues } from '../utils/job-form.js';

type FieldsProps = {
  register: UseFormRegister<JobFormValues>;
  errors: FieldErrors<JobFormValues>;
  /** Editing an internship that already has an expiry date: clearing the field keeps it (docs/decisions/0012). */
  hasStoredExpiry?: boolean;
  /** Held for review (docs/decisions/0038): only publishing activates it, so the form has no Active box. */
  isHeld?: boolean;
};

type TextFieldName = 'title' | 'company' | 'location' | 'email' | 'domain' | 'position' | 'duration';
const TEXT_FIELDS: { name: TextFieldName; label: string; placeholder: string; type?: string; list?: string }[] = [
  { name: 'title', label: 'Title', placeholder: 'e.g. Frontend Developer Intern' },
  { name: 'company', label: 'Company', placeholder: 'e.g. Acme Labs' },
  { name: 'location', label: 'Location', placeholder: 'e.g. Bengaluru' },
  { name: 'email', label: 'Company email', placeholder: 'hr@company.com', type: 'email' },
  { name: 'domain', label: 'Domain', placeholder: 'e.g. Technology', list: 'job-domains' },
  { name: 'position', label: 'Position', placeholder: 'e.g. Software Engineering' },
  { name: 'duration', label: 'Duration', placeholder: 'e.g. 3 months' },
];

function describedBy(name: keyof JobFormValues, errors: FieldErrors<JobFormValues>, hint?: string) {
  const ids = [errors[name] ? fieldErrorId(`job-${name}`) : '', hint ?? ''].filter(Boolean).join(' ');
  return ids || undefined;
}

const KEEPS_EXPIRY = 'Leaving it empty keeps the current date; pick a new date to change it.';
/** docs/decisions/0039: a new internship without a date gets one when it is created. */
const CLOSES_BY_SETTING = 'Left empty, it closes the number of days after posting set in Settings (45 unless changed).';

/** Every field of the internship form (docs/spec/admin-side.md §3 Internship, §5). */
export function JobFormFields({ register, errors, hasStoredExpiry = false, isHeld = false }: FieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TEXT_FIELDS.map(({ name, label, placeholder, type, list }) => (
        <FormField key={name} id={`job-${name}`} label={label} error={errors[name]?.message}>
          <Input
            id={`job-${name}`}
            type={type ?? 'text'}
            list={list}
            placeholder={placeholder}
            aria-invalid={errors[name] ? true : undefined}
            aria-describedby={describedBy(name, errors)}
            {...register(name)}
          />
        </FormField>
      ))}
      <datalist id="job-domains">
        {DOMAINS.map((domain) => (
          <option key={domain} value={domain} />
        ))}
      </datalist>
      <FormField id="job-salary" label="Salary (₹ per month)" error={errors.salary?.message}>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
          >
            ₹
          </span>
          <Input
            id="job-salary"
            inputMode="numeric"
            placeholder="15000"
            className="pl-7"
            aria-invalid={errors.salary ? true : undefined}
            aria-describedby={describedBy('salary', errors)}
            {...register('salary')}
          />
        </div>
      </FormField>
      <FormField id="job-type" label="Type" error={errors.type?.message}>
        <Select id="job-type" {...register('type')}>
          {JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="job-expiryDate" label="Expiry date (optional)" error={errors.expiryDate?.message}>
        <Input id="job-expiryDate" type="date" aria-describedby="job-expiryDate-hint" {...register('expiryDate')} />
        <p id="job-expiryDate-hint" className="text-xs text-slate-500">
          {hasStoredExpiry ? KEEPS_EXPIRY : CLOSES_BY_SETTING}
        </p>
      </FormField>
      <div className="sm:col-span-2">
        <FormField id="job-description" label="Description" error={errors.description?.message}>
          <TextArea
            id="job-description"
            rows={4}
            placeholder="What the intern will do"
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy('description', errors)}
            {...register('description')}
          />
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField id="job-requirements" label="Requirements (one per line)" error={errors.requirements?.message}>
          <TextArea
            id="job-requirements"
            rows={4}
            placeholder={'Basic knowledge of React\nGood communication skills'}
            {...register('requirements')}
          />
        </FormField>
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-3 sm:col-span-2">
        <legend className="sr-only">Visibility</legend>
        {isHeld ? (
          <p className="text-sm text-amber-800">
            Held for review: saving keeps it hidden. Publish it from the list once it has been checked.
          </p>
        ) : (
          <label htmlFor="job-isActive" className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <Checkbox id="job-isActive" {...register('isActive')} />
            Active (visible to students)
          </label>
        )}
        <label htmlFor="job-featured" className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <Checkbox id="job-featured" {...register('featured')} />
          Featured
        </label>
      </fieldset>
    </div>
  );
}
