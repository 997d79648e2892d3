import { clsx } from 'clsx';
import { Building2, Mail, MapPin, Star } from 'lucide-react';
import { Badge } from '#web/components/admin/badge.js';
import { Checkbox } from '#web/components/admin/fields.js';
import { isEverySelected } from '#web/components/admin/use-selection.js';
import { formatRupees } from '#web/lib/format-rupees.js';
import { JobEditDelete, JobStatusButton } from './job-row-controls.js';
import type { JobsListProps } from './jobs-table.js';
import { JobRiskBadges } from './risk-badges.js';

/** The internships as cards on a phone: every field of the table, no sideways scrolling. */
export function JobCards({ jobs, selectedIds, onToggleSelect, onToggleAll, ...handlers }: JobsListProps) {
  return (
    <div>
      <label
        htmlFor="jobs-select-all"
        className="flex items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-sm font-medium text-slate-700"
      >
        <Checkbox
          id="jobs-select-all"
          checked={isEverySelected(jobs, selectedIds)}
          onChange={(event) => onToggleAll(event.target.checked)}
        />
        Select all on this page
      </label>
      <ul aria-label="Internships" className="divide-y divide-slate-200">
        {jobs.map((job) => {
          const isSelected = selectedIds.has(job._id);
          return (
            <li key={job._id} className={clsx('px-4 py-4', isSelected && 'bg-indigo-50/60')}>
              <div className="flex items-start gap-3">
                <Checkbox
                  aria-label={`Select ${job.title}`}
                  checked={isSelected}
                  onChange={() => onToggleSelect(job._id)}
                  className="mt-1"
                />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{job.title}</p>
                  <JobRiskBadges job={job} />
                  <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
                    <Building2 aria-hidden="true" className="size-3.5 shrink-0" />
                    {job.company}
                  </p>
                  <p className="flex items-center gap-1.5 text-sm text-slate-600">
                    <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                    {job.location}
                  </p>
                  <p
                    className={clsx(
                      'flex items-center gap-1.5 text-sm break-all',
                      job.email ? 'text-slate-600' : 'text-slate-400',
                    )}
                  >
                    <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                    {job.email || 'N/A'}
                  </p>
                  <div className="mt-2 flex flex-wrap items-center gap-1.5">
                    {job.featured && (
                      <Badge tone="amber">
                        <Star aria-hidden="true" className="size-3 fill-current" />
                        Featured
                      </Badge>
                    )}
                    <Badge tone="blue">{job.type}</Badge>
                    <Badge>{job.domain}</Badge>
                    <Badge>{job.position}</Badge>
                  </div>
                  <p className="mt-2 text-sm">
                    <span className="font-semibold text-slate-900">{formatRupees(job.salary)}</span>
                    <span className="text-slate-500">
                      {' '}
                      · {job.duration} · {job.applicationCount} applications
                    </span>
                  </p>
                  <div className="mt-3 flex items-center justify-between gap-2">
                    <JobStatusButton job={job} {...handlers} />
                    <JobEditDelete job={job} {...handlers} />
                  </div>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
