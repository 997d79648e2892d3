import { ConfirmDialog } from './confirm-dialog.js';

type DeleteConfirmDialogProps<T> = {
  /** What the administrator asked to delete; the dialog is open while there is something. */
  target: T | null;
  onClose: () => void;
  title: string;
  describe: (target: T) => string;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: (target: T) => void;
};

/** docs/spec/admin-side.md §5: the confirmation of one kind of deletion, "Deleting..." while it runs. */
export function DeleteConfirmDialog<T>({
  target,
  onClose,
  describe,
  onConfirm,
  ...props
}: DeleteConfirmDialogProps<T>) {
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      description={target !== null ? describe(target) : ''}
      pendingLabel="Deleting..."
      onConfirm={() => target !== null && onConfirm(target)}
      {...props}
    />
  );
}
