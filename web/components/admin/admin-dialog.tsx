import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { ModalCloseX, ModalContent, ModalHeading } from '../modal.js';

const SIZES = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

type AdminDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  size?: keyof typeof SIZES;
  /** Sticky action row under the scrolling body (Save / Cancel). */
  footer?: ReactNode;
  children: ReactNode;
  onOpenAutoFocus?: ComponentProps<typeof Dialog.Content>['onOpenAutoFocus'];
};

/**
 * The admin modal (docs/spec/admin-side.md §4 Modals): Radix traps focus and closes on Escape. The body scrolls
 * inside the viewport, so a long form stays usable on a phone; the footer stays in view.
 */
export function AdminDialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  footer,
  children,
  onOpenAutoFocus,
}: AdminDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalContent
        onOpenAutoFocus={onOpenAutoFocus}
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={clsx(
          'fixed inset-x-3 top-1/2 z-50 mx-auto flex max-h-[calc(100dvh-1.5rem)] -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none',
          SIZES[size],
        )}
      >
        <div className="flex items-start gap-3 border-b border-slate-200 px-5 py-4 sm:px-6">
          <ModalHeading title={title} description={description} />
          <ModalCloseX className="-mt-1 -mr-2 flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800" />
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">{children}</div>
        {footer && (
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 px-5 py-3 sm:flex-row sm:justify-end sm:px-6">
            {footer}
          </div>
        )}
      </ModalContent>
    </Dialog.Root>
  );
}
