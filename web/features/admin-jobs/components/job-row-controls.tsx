import { clsx } from 'clsx';
import { LoaderCircle, Send } from 'lucide-react';
import type { TAdminJob } from '#shared/schemas/admin-jobs.js';
import { EditDeleteButtons } from '#web/components/admin/edit-delete-buttons.js';

export type JobRowHandlers = {
  onEdit: (job: TAdminJob) => void;
  onDelete: (job: TAdminJob) => void;
  onToggleStatus: (job: TAdminJob) => void;
  /** A held internship is published (after a confirmation) rather than toggled (docs/decisions/0038). */
  onPublish: (job: TAdminJob) => void;
  togglingId: string | null;
};

/**
 * docs/spec/admin-side.md §4: the status button shows Active or Inactive and switches to the opposite. A
 * held internship has Publish in its place (docs/decisions/0038).
 */
export function JobStatusButton({ job, onToggleStatus, onPublish, togglingId }: { job: TAdminJob } & JobRowHandlers) {
  if (job.held) {
    return (
      <button
        type="button"
        onClick={() => onPublish(job)}
        aria-label={`Publish ${job.title}`}
        title="Held for review: publish it once checked"
        className="inline-flex min-w-22 items-center justify-center gap-1.5 rounded-full bg-amber-50 px-3 py-1.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-600/30 ring-inset hover:bg-amber-100"
      >
        <Send aria-hidden="true" className="size-3" />
        Publish
      </button>
    );
  }
  const isToggling = togglingId === job._id;
  const status = job.isActive ? 'Active' : 'Inactive';
  return (
    <button
      type="button"
      onClick={() => onToggleStatus(job)}
      disabled={isToggling}
      aria-label={`${status}: ${job.isActive ? 'deactivate' : 'activate'} ${job.title}`}
      title={job.isActive ? 'Click to deactivate' : 'Click to activate'}
      className={clsx(
        'inline-flex min-w-22 items-center justify-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold ring-1 ring-inset transition-colors disabled:opacity-60',
        job.isActive
          ? 'bg-emerald-50 text-emerald-700 ring-emerald-600/25 hover:bg-emerald-100'
          : 'bg-slate-100 text-slate-600 ring-slate-400/30 hover:bg-slate-200',
      )}
    >
      {isToggling ? (
        <LoaderCircle aria-hidden="true" className="size-3 animate-spin" />
      ) : (
        <span
          aria-hidden="true"
          className={clsx('size-2 rounded-full', job.isActive ? 'bg-emerald-500' : 'bg-slate-400')}
        />
      )}
      {status}
    </button>
  );
}

export function JobEditDelete({ job, onEdit, onDelete }: { job: TAdminJob } & JobRowHandlers) {
  return (
    <div className="flex gap-1">
      <EditDeleteButtons name={job.title} onEdit={() => onEdit(job)} onDelete={() => onDelete(job)} />
    </div>
  );
}
