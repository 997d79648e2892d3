import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={clsx('inline-flex items-center', className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-indigo-600" />
      <span className="sr-only">{label}</span>
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
