import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { TAdminJob } from '#shared/schemas/admin-jobs.js';
import { AdminDialog } from '#web/components/admin/admin-dialog.js';
import { FormDialogFooter } from '#web/components/admin/form-dialog-footer.js';
import { mutationToasts } from '#web/components/admin/mutation-toasts.js';
import { toast } from '#web/lib/toast.js';
import { useSaveJob } from '../api/save-job.js';
import { type JobFormValues, toJobFormValues, toJobInput, ZJobForm } from '../utils/job-form.js';
import { JobFormFields } from './job-form-fields.js';
import { describeRiskFlags } from './risk-badges.js';

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

  // A layout effect: the form is filled before the first paint, so nothing typed can be overwritten.
  useLayoutEffect(() => {
    if (open) reset(toJobFormValues(job));
  }, [open, job, reset]);

  const toasts = mutationToasts(
    job ? 'Job updated successfully!' : 'Job created successfully!',
    'Failed to save job',
    () => onOpenChange(false),
  );
  const save = useSaveJob({
    mutationConfig: {
      ...toasts,
      onSuccess: (answer) => {
        toasts.onSuccess(answer);
        // Risk flags are warnings on a saved listing (docs/decisions/0038): named here, and on the list.
        const { riskFlags } = answer.job;
        if (riskFlags.length > 0) {
          toast.warning(`Saved with risk flags: ${describeRiskFlags(riskFlags)}`, { duration: 10_000 });
        }
      },
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
        <FormDialogFooter formId={FORM_ID} isPending={save.isPending} onCancel={() => onOpenChange(false)}>
          {save.isPending ? 'Saving...' : job ? 'Update Internship' : 'Create Internship'}
        </FormDialogFooter>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit}>
        <JobFormFields
          register={register}
          errors={errors}
          hasStoredExpiry={Boolean(job?.expiryDate)}
          isHeld={job?.held ?? false}
        />
      </form>
    </AdminDialog>
  );
}
