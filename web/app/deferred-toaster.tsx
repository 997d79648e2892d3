import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { onToastLibraryLoaded } from '../lib/toast.js';

type Sonner = Parameters<Parameters<typeof onToastLibraryLoaded>[0]>[0];

// Issue 20 (phone path): toasts open below the sticky header (4rem tall, web/app/layouts/public/nav-bar.tsx),
// never over its logo, language switcher, sign-in links or menu button.
const BELOW_HEADER = 'calc(4rem + 1rem)';

/** Sonner's Toaster, mounted when the first toast has fetched the library (web/lib/toast.ts). */
export function DeferredToaster() {
  const { t } = useLingui();
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => onToastLibraryLoaded(setSonner), []);
  if (!sonner) return null;
  const { Toaster } = sonner;
  // docs/spec/admin-side.md §2: toasts appear at top-right (below the header).
  return (
    <Toaster
      position="top-right"
      offset={{ top: BELOW_HEADER, right: '1.5rem' }}
      mobileOffset={{ top: BELOW_HEADER, right: '1rem', left: '1rem' }}
      richColors
      closeButton
      containerAriaLabel={t`Notifications`}
      toastOptions={{ closeButtonAriaLabel: t`Close notification` }}
      style={{ fontFamily: 'inherit' }}
    />
  );
}
