import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import type { TAdminJob } from '#shared/schemas/admin-jobs.js';
import { Badge } from '#web/components/admin/badge.js';
import { Checkbox } from '#web/components/admin/fields.js';
import { SelectAllTh } from '#web/components/admin/select-all-th.js';
import { DataTable, Td, Th } from '#web/components/admin/table.js';
import { isEverySelected } from '#web/components/admin/use-selection.js';
import { formatRupees } from '#web/lib/format-rupees.js';
import { JobEditDelete, type JobRowHandlers, JobStatusButton } from './job-row-controls.js';
import { JobRiskBadges } from './risk-badges.js';
import { SortHeader } from './sort-header.js';
import type { JobSort } from './use-jobs-list-state.js';

export type JobsListProps = JobRowHandlers & {
  jobs: TAdminJob[];
  selectedIds: ReadonlySet<string>;
  onToggleSelect: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
};

type JobsTableProps = JobsListProps & { sort: JobSort; order: 'asc' | 'desc'; onSort: (column: JobSort) => void };

/** docs/spec/admin-side.md §2: title, company, location, domain, position, salary (₹), type, email, status, featured badge. */
export function JobsTable({
  jobs,
  selectedIds,
  onToggleSelect,
  onToggleAll,
  sort,
  order,
  onSort,
  ...handlers
}: JobsTableProps) {
  const sortProps = { sort, order, onSort };
  // The last column stays in view while the rest scrolls sideways, so status and actions are always reachable.
  const sticky = 'sticky right-0 bg-white shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.15)]';
  return (
    <DataTable caption="Internships">
      <thead>
        <tr>
          <SelectAllTh
            label="Select all internships on this page"
            checked={isEverySelected(jobs, selectedIds)}
            onToggleAll={onToggleAll}
          />
          <SortHeader column="title" {...sortProps}>
            Title
          </SortHeader>
          <SortHeader column="company" {...sortProps}>
            Company
          </SortHeader>
          <SortHeader column="location" {...sortProps}>
            Location
          </SortHeader>
          <SortHeader column="domain" {...sortProps}>
            Domain
          </SortHeader>
          <Th>Position</Th>
          <SortHeader column="salary" {...sortProps}>
            Salary
          </SortHeader>
          <Th>Type</Th>
          <Th>Email</Th>
          <SortHeader column="applicationCount" {...sortProps}>
            Apps
          </SortHeader>
          <Th className={clsx(sticky, 'bg-slate-50')}>Status / Actions</Th>
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => {
          const isSelected = selectedIds.has(job._id);
          return (
            <tr key={job._id} className={clsx('group', isSelected ? 'bg-indigo-50/60' : 'hover:bg-slate-50')}>
              <Td>
                <Checkbox
                  aria-label={`Select ${job.title}`}
                  checked={isSelected}
                  onChange={() => onToggleSelect(job._id)}
                />
              </Td>
              <Td className="max-w-64 min-w-48 whitespace-normal">
                <p className="font-semibold text-slate-900">{job.title}</p>
                <p className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
                  {job.featured && (
                    <Badge tone="amber">
                      <Star aria-hidden="true" className="size-3 fill-current" />
                      Featured
                    </Badge>
                  )}
                  {job.duration}
                </p>
                <JobRiskBadges job={job} />
              </Td>
              <Td className="max-w-48 min-w-36 whitespace-normal">{job.company}</Td>
              <Td>{job.location}</Td>
              <Td>{job.domain}</Td>
              <Td>{job.position}</Td>
              <Td className="font-medium text-slate-900 tabular-nums">{formatRupees(job.salary)}</Td>
              <Td>
                <Badge tone="blue">{job.type}</Badge>
              </Td>
              <Td className={clsx(!job.email && 'text-slate-400')} title={job.email || undefined}>
                <span className="block max-w-48 truncate">{job.email || 'N/A'}</span>
              </Td>
              <Td className="text-center tabular-nums">{job.applicationCount}</Td>
              <Td className={clsx(sticky, isSelected ? 'bg-indigo-50' : 'group-hover:bg-slate-50')}>
                <div className="flex items-center gap-2">
                  <JobStatusButton job={job} {...handlers} />
                  <JobEditDelete job={job} {...handlers} />
                </div>
              </Td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
