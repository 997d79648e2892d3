import { clsx } from 'clsx';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';

type ModalDialogProps = {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  className?: string;
  /** Rendered beside the title (e.g. an X button). */
  headerEnd?: ReactNode;
  children: ReactNode;
};

/**
 * A modal on the browser's own <dialog>: the page behind is inert, focus starts inside and returns to
 * where it was, Escape closes. No dialog library, so pages that show one at once stay light
 * (docs/decisions/0019). Mounted = open.
 */
export function ModalDialog({ title, description, onClose, className, headerEnd, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // Opened in the render's own task (a layout effect), not after the next frame: until then the closed
  // <dialog> is not shown, and a key pressed in between would go to the page behind it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') {
      dialog.showModal();
    } else {
      // Test DOMs without showModal: a plain open dialog, focus moved in as showModal would.
      dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>('button, a[href], input, select, textarea')?.focus();
    }
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      // Escape in browsers that raise 'cancel' without a keydown reaching us.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={clsx(
        'fixed top-1/2 left-1/2 z-50 m-0 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl backdrop:bg-slate-950/60 backdrop:backdrop-blur-sm sm:p-6',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={titleId} className="text-xl font-bold text-slate-900 sm:text-2xl">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm text-slate-600 sm:text-base">
              {description}
            </p>
          )}
        </div>
        {headerEnd}
      </div>
      {children}
    </dialog>
  );
}
