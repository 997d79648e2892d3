import { Trans } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Every listing tells students that a real internship never charges them (docs/decisions/0035): the
 * fakes ask for a "registration fee" or a "refundable deposit". `children`: the report button.
 */
export function NeverPayNote({ children }: { children?: ReactNode }) {
  return (
    <aside className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <ShieldAlert aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
        <Trans>Never pay to apply</Trans>
      </p>
      <p className="mt-1.5">
        <Trans>
          A real internship never asks you for a fee, a deposit or any payment. If someone asks you for money, do not
          pay: report the listing.
        </Trans>
      </p>
      {children && <div className="mt-3">{children}</div>}
    </aside>
  );
}
