import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { ModalCloseX } from '#web/components/modal.js';

type AdminDrawerProps = { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode };

/** Small screens: the sidebar slides in as a modal drawer (focus trapped, Escape closes). */
export function AdminDrawer({ open, onOpenChange, children }: AdminDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] lg:hidden"
        >
          <Dialog.Title className="sr-only">Admin navigation</Dialog.Title>
          {children}
          <ModalCloseX
            className="absolute top-4 right-3 flex size-8 items-center justify-center rounded-lg text-indigo-200 hover:bg-white/10 hover:text-white"
            label="Close navigation"
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
