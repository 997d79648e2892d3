import { Trans, useLingui } from '@lingui/react/macro';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ListingKind } from '#shared/reports.js';

// The form is fetched when a student first opens it: most visits never report anything.
const ReportListingDialog = lazy(() =>
  import('./report-listing-dialog.js').then((module) => ({ default: module.ReportListingDialog })),
);

export type ReportedListing = { kind: ListingKind; id: string; title: string };

/** "Report this listing", on every internship and every global job (docs/decisions/0035). */
export function ReportListingButton({ listing, compact = false }: { listing: ReportedListing; compact?: boolean }) {
  const { t } = useLingui();
  const { title } = listing;
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        // A short button in a list names the listing it reports for a screen reader.
        aria-label={compact ? t`Report ${title}` : undefined}
        className={
          compact
            ? 'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900'
            : 'inline-flex min-h-10 items-center gap-2 rounded-lg border border-amber-300 bg-white px-3 text-sm font-semibold text-amber-900 hover:bg-amber-100'
        }
      >
        <Flag aria-hidden="true" className="size-4" />
        {compact ? <Trans>Report</Trans> : <Trans>Report this listing</Trans>}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ReportListingDialog open={open} onOpenChange={setOpen} listing={listing} />
        </Suspense>
      )}
    </>
  );
}
