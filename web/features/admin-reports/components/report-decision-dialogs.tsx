import { useId, useState } from 'react';
import { REPORT_DISMISS_REASON_MAX, type ReportDecision } from '#shared/reports.js';
import type { TReportedListing } from '#shared/schemas/reports.js';
import { AdminDialog } from '#web/components/admin/admin-dialog.js';
import { ConfirmDialog } from '#web/components/admin/confirm-dialog.js';
import { TextArea } from '#web/components/admin/fields.js';
import { FormDialogFooter } from '#web/components/admin/form-dialog-footer.js';
import { mutationToasts } from '#web/components/admin/mutation-toasts.js';
import { FormField, fieldErrorId } from '#web/components/ui/form-field.js';
import { useDecideOnReports } from '../api/decide-on-reports.js';

export type PendingDecision = { listing: TReportedListing; decision: ReportDecision } | null;

const count = (listing: TReportedListing) =>
  `${listing.reports.length} report${listing.reports.length === 1 ? '' : 's'}`;

/** Dismiss (with the reason the reporters read), deactivate or delete: each closes the listing's open reports. */
export function ReportDecisionDialogs({ pending, onClose }: { pending: PendingDecision; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const formId = useId();
  const decide = useDecideOnReports({
    mutationConfig: mutationToasts('Reports closed.', 'Failed to close the reports', () => {
      setReason('');
      setError(undefined);
      onClose();
    }),
  });
  const listing = pending?.listing;
  const send = (decision: ReportDecision, why?: string) =>
    listing &&
    decide.mutate({
      listingKind: listing.listingKind,
      listingId: listing.listingId,
      decision,
      ...(why ? { reason: why } : {}),
    });
  const close = (open: boolean) => {
    if (!open && !decide.isPending) onClose();
  };

  return (
    <>
      <AdminDialog
        open={pending?.decision === 'dismiss'}
        onOpenChange={close}
        title="Dismiss the reports"
        description={listing ? `${listing.title}: ${count(listing)}. The listing stays as it is.` : undefined}
        footer={
          <FormDialogFooter formId={formId} isPending={decide.isPending} onCancel={onClose}>
            {decide.isPending ? 'Dismissing...' : 'Dismiss reports'}
          </FormDialogFooter>
        }
      >
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) {
              setError('Please give the reason for dismissing');
              return;
            }
            send('dismiss', reason.trim());
          }}
        >
          <FormField id={`${formId}-reason`} label="Reason (the reporters read it)" error={error}>
            <TextArea
              id={`${formId}-reason`}
              value={reason}
              maxLength={REPORT_DISMISS_REASON_MAX}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fieldErrorId(`${formId}-reason`) : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
              placeholder="For example: we called the company; the stipend is paid and no fee is asked."
            />
          </FormField>
        </form>
      </AdminDialog>
      <ConfirmDialog
        open={pending?.decision === 'deactivate'}
        onOpenChange={close}
        tone="primary"
        title="Deactivate the listing?"
        description={
          listing
            ? `${listing.title} is taken off the site (it can be activated again) and its ${count(listing)} closed.`
            : ''
        }
        confirmLabel="Deactivate"
        pendingLabel="Deactivating..."
        isPending={decide.isPending}
        onConfirm={() => send('deactivate')}
      />
      <ConfirmDialog
        open={pending?.decision === 'delete'}
        onOpenChange={close}
        title="Delete the listing?"
        description={
          listing ? `${listing.title} is deleted for good and its ${count(listing)} closed. This cannot be undone.` : ''
        }
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={decide.isPending}
        onConfirm={() => send('delete')}
      />
    </>
  );
}
