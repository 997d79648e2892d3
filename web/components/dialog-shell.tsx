import * as Dialog from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { ModalCloseX, ModalContent, ModalHeading } from './modal.js';

type DialogShellProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  onOpenAutoFocus?: ComponentProps<typeof Dialog.Content>['onOpenAutoFocus'];
};

/** A centred modal that scrolls inside the viewport on small screens; Escape and the X close it. */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  icon,
  children,
  onOpenAutoFocus,
}: DialogShellProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <ModalContent
        onOpenAutoFocus={onOpenAutoFocus}
        // Radix links the description itself; without one it needs an explicit undefined.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className="fixed inset-x-3 top-1/2 z-50 mx-auto max-h-[calc(100dvh-1.5rem)] max-w-lg -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6"
      >
        <div className="flex items-start gap-3 pr-8">
          {icon}
          <ModalHeading title={title} description={description} />
        </div>
        {children}
        <ModalCloseX className="absolute top-4 right-4 rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800" />
      </ModalContent>
    </Dialog.Root>
  );
}
