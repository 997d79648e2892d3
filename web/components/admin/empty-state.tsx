import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The message a list shows when it has nothing to show (docs/spec/admin-side.md §2 empty states). */
export function EmptyState({
  icon: Icon,
  message,
  children,
}: {
  icon: LucideIcon;
  message: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center px-4 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-400">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="mt-4 max-w-sm text-sm font-medium text-slate-600">{message}</p>
      {children && <div className="mt-4">{children}</div>}
    </div>
  );
}

/** A failed load: what went wrong and a way to try again. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center justify-center px-4 py-14 text-center">
      <p className="text-sm font-medium text-red-700">{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-lg px-3 py-1.5 text-sm font-semibold text-indigo-700 ring-1 ring-indigo-200 ring-inset hover:bg-indigo-50"
        >
          Try again
        </button>
      )}
    </div>
  );
}
