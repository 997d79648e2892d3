import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { onToastLibraryLoaded } from '../lib/toast.js';

type Sonner = Parameters<Parameters<typeof onToastLibraryLoaded>[0]>[0];

/** Sonner's Toaster, mounted when the first toast has fetched the library (web/lib/toast.ts). */
export function DeferredToaster() {
  const { t } = useLingui();
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => onToastLibraryLoaded(setSonner), []);
  if (!sonner) return null;
  const { Toaster } = sonner;
  // docs/spec/admin-side.md §2: toasts appear at top-right.
  return (
    <Toaster
      position="top-right"
      richColors
      closeButton
      containerAriaLabel={t`Notifications`}
      toastOptions={{ closeButtonAriaLabel: t`Close notification` }}
      style={{ fontFamily: 'inherit' }}
    />
  );
}
