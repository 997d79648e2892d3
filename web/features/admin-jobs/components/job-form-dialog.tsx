import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { TAdminJob } from '#shared/schemas/admin-jobs.js';
import { AdminDialog } from '#web/components/admin/admin-dialog.js';
import { Button } from '#web/components/ui/button.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useSaveJob } from '../api/save-job.js';
import { type JobFormValues, toJobFormValues, toJobInput, ZJobForm } from '../utils/job-form.js';
import { JobFormFields } from './job-form-fields.js';

type JobFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The internship being edited; none means a new one (docs/spec/admin-side.md §2: edit mode when an item is chosen). */
  job: TAdminJob | null;
};

const FORM_ID = 'job-form';

export function JobFormDialog({ open, onOpenChange, job }: JobFormDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<JobFormValues>({ resolver: zodResolver(ZJobForm), defaultValues: toJobFormValues(job) });

  useEffect(() => {
    if (open) reset(toJobFormValues(job));
  }, [open, job, reset]);

  const save = useSaveJob({
    mutationConfig: {
      onSuccess: ({ message }) => {
        toast.success(message || (job ? 'Job updated successfully!' : 'Job created successfully!'));
        onOpenChange(false);
      },
      onError: (error) => toast.error(getErrorMessage(error, 'Failed to save job')),
    },
  });

  const onSubmit = handleSubmit((values) => save.mutate({ id: job?._id, body: toJobInput(values) }));

  return (
    <AdminDialog
      open={open}
      onOpenChange={(next) => !save.isPending && onOpenChange(next)}
      title={job ? 'Edit Internship' : 'Add New Internship'}
      description={job ? `Editing ${job.title} at ${job.company}.` : 'Fill in the details of the new internship.'}
      size="lg"
      footer={
        <>
          <Button
            variant="ghost"
            className="ring-1 ring-slate-300 ring-inset"
            onClick={() => onOpenChange(false)}
            disabled={save.isPending}
          >
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} isLoading={save.isPending}>
            {save.isPending ? 'Saving...' : job ? 'Update Internship' : 'Create Internship'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit}>
        <JobFormFields register={register} errors={errors} hasStoredExpiry={Boolean(job?.expiryDate)} />
      </form>
    </AdminDialog>
  );
}
