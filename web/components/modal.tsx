import { useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { TriangleAlert, X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

/**
 * The product's modal (Radix Dialog: focus trapped, Escape closes): the dimmed overlay and the content
 * box, which each modal sizes with `className`. Inside a Dialog.Root.
 */
export function ModalContent({ children, ...props }: ComponentProps<typeof Dialog.Content>) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60 backdrop-blur-[2px]" />
      <Dialog.Content {...props}>{children}</Dialog.Content>
    </Dialog.Portal>
  );
}

/** A modal's title and, when it has one, the description Radix links to it. */
export function ModalHeading({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div className="min-w-0 flex-1">
      <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
      {description && <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>}
    </div>
  );
}

/** The warning sign of a modal that deletes something. */
export function DangerIcon() {
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-600">
      <TriangleAlert aria-hidden="true" className="size-5" />
    </span>
  );
}

/** The X that closes a modal, named for screen readers; each modal places and colours it. */
export function ModalCloseX({ className, label }: { className: string /** Default 'Close'. */; label?: string }) {
  const { t } = useLingui();
  return (
    <Dialog.Close aria-label={label ?? t`Close`} className={className}>
      <X aria-hidden="true" className="size-5" />
    </Dialog.Close>
  );
}
