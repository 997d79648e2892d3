import type { ReactNode } from 'react';
import { Button } from '../ui/button.js';

type FormDialogFooterProps = {
  /** The id of the form inside the dialog: the submit button sits in the footer, outside it. */
  formId: string;
  isPending: boolean;
  onCancel: () => void;
  /** What the submit button says (and shows) now. */
  children: ReactNode;
};

/** The footer of a modal form (AdminDialog's footer): Cancel, then submit; both wait while it saves. */
export function FormDialogFooter({ formId, isPending, onCancel, children }: FormDialogFooterProps) {
  return (
    <>
      <Button variant="ghost" className="ring-1 ring-slate-300 ring-inset" onClick={onCancel} disabled={isPending}>
        Cancel
      </Button>
      <Button type="submit" form={formId} isLoading={isPending}>
        {children}
      </Button>
    </>
  );
}
