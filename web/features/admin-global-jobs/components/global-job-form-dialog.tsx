import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ZGlobalJobInput } from '#shared/schemas/admin.js';
import type { TGlobalJob } from '#shared/schemas/global-job.js';
import { AdminDialog } from '#web/components/admin/admin-dialog.js';
import { FormDialogFooter } from '#web/components/admin/form-dialog-footer.js';
import { mutationToasts } from '#web/components/admin/mutation-toasts.js';
import { FormField, fieldErrorId } from '#web/components/ui/form-field.js';
import { Input } from '#web/components/ui/input.js';
import { type TGlobalJobInput, useSaveGlobalJob } from '../api/save-global-job.js';

export const CONTINENTS = ['Africa', 'Asia', 'Europe', 'North America', 'Oceania', 'South America'] as const;

const FIELDS = [
  { name: 'country_name', label: 'Country name', placeholder: 'e.g. Germany', type: 'text' },
  { name: 'company_name', label: 'Company name', placeholder: 'e.g. Siemens', type: 'text' },
  { name: 'link', label: 'Careers link (URL)', placeholder: 'https://company.com/careers', type: 'url' },
  { name: 'continents', label: 'Continent', placeholder: 'e.g. Europe', type: 'text' },
] as const;

function toValues(job: TGlobalJob | null): TGlobalJobInput {
  return {
    country_name: job?.country_name ?? '',
    company_name: job?.company_name ?? '',
    link: job?.link ?? '',
    continents: job?.continents ?? '',
  };
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void; job: TGlobalJob | null };

/** docs/spec/admin-side.md §5: country name, company name, link (a URL) and continent are all required. */
export function GlobalJobFormDialog({ open, onOpenChange, job }: Props) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TGlobalJobInput>({ resolver: zodResolver(ZGlobalJobInput), defaultValues: toValues(job) });
  // A layout effect: the form is filled before the first paint, so nothing typed can be overwritten.
  useLayoutEffect(() => {
    if (open) reset(toValues(job));
  }, [open, job, reset]);

  const save = useSaveGlobalJob({
    mutationConfig: mutationToasts(
      job ? 'Global job updated successfully!' : 'Global job created successfully!',
      'Failed to save global job',
      () => onOpenChange(false),
    ),
  });

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => !save.isPending && onOpenChange(next)}
      title={job ? 'Edit Global Job' : 'Add Global Job'}
      description={job ? `Editing ${job.company_name} (${job.country_name}).` : 'A company abroad and where to apply.'}
      footer={
        <FormDialogFooter formId="global-job-form" isPending={save.isPending} onCancel={() => onOpenChange(false)}>
          {save.isPending ? 'Saving...' : job ? 'Update Job' : 'Create Job'}
        </FormDialogFooter>
      }
    >
      <form
        id="global-job-form"
        noValidate
        onSubmit={handleSubmit((body) => save.mutate({ id: job?._id, body }))}
        className="space-y-4"
      >
        {FIELDS.map(({ name, label, placeholder, type }) => (
          <FormField key={name} id={`global-${name}`} label={label} error={errors[name]?.message}>
            <Input
              id={`global-${name}`}
              type={type}
              placeholder={placeholder}
              list={name === 'continents' ? 'global-continents' : undefined}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={errors[name] ? fieldErrorId(`global-${name}`) : undefined}
              {...register(name)}
            />
          </FormField>
        ))}
        <datalist id="global-continents">
          {CONTINENTS.map((continent) => (
            <option key={continent} value={continent} />
          ))}
        </datalist>
      </form>
    </AdminDialog>
  );
}
