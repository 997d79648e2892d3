import { useLingui } from '@lingui/react/macro';

/** Placeholder cards while a list loads (docs/spec/student-side.md §4 loading states): applications, saved internships. */
export function ApplicationsSkeleton({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={label ?? t`Loading applications`} className="space-y-3">
      {[0, 1, 2].map((key) => (
        <div key={key} aria-hidden="true" className="animate-pulse rounded-xl border border-slate-200 bg-white p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="flex-1 space-y-2">
              <div className="h-4 w-3/4 rounded bg-slate-200" />
              <div className="h-3 w-1/2 rounded bg-slate-200" />
            </div>
            <div className="h-6 w-20 rounded-full bg-slate-200" />
          </div>
          <div className="mt-4 flex gap-3">
            <div className="h-3 w-20 rounded bg-slate-200" />
            <div className="h-3 w-16 rounded bg-slate-200" />
            <div className="h-3 w-24 rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
