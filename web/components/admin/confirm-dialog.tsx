import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DangerIcon, ModalContent, ModalHeading } from '../modal.js';
import { Button } from '../ui/button.js';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  isPending?: boolean;
  onConfirm: () => void;
  /** Destructive actions get the red button and the warning icon. */
  tone?: 'danger' | 'primary';
  children?: ReactNode;
};

/** docs/spec/admin-side.md §5: deletions ask for confirmation. An alert dialog: focus starts on Cancel. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  isPending = false,
  onConfirm,
  tone = 'danger',
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <ModalContent
        role="alertdialog"
        className="fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[calc(100dvh-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
      >
        <div className="flex items-start gap-3">
          {tone === 'danger' && <DangerIcon />}
          <ModalHeading title={title} description={description} />
        </div>
        {children}
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button variant="ghost" disabled={isPending} className="ring-1 ring-slate-300 ring-inset">
              Cancel
            </Button>
          </Dialog.Close>
          <Button variant={tone} isLoading={isPending} onClick={onConfirm}>
            {isPending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </ModalContent>
    </Dialog.Root>
  );
}
