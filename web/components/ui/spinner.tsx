import { useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

/** A spinning circle announced as a status; `label` says what loads (default 'Loading'). */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <span role="status" className={clsx('inline-flex items-center', className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-indigo-600" />
      <span className="sr-only">{label ?? t`Loading`}</span>
    </span>
  );
}

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] w-full items-center justify-center">
      <Spinner label={label} className="[&>svg]:size-10" />
    </div>
  );
}
