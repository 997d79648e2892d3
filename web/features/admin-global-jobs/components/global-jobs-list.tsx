import { clsx } from 'clsx';
import { ExternalLink, TriangleAlert } from 'lucide-react';
import type { TAdminGlobalJob } from '#shared/schemas/global-job.js';
import { Badge } from '#web/components/admin/badge.js';
import { EditDeleteButtons } from '#web/components/admin/edit-delete-buttons.js';
import { Checkbox } from '#web/components/admin/fields.js';
import { SelectAllTh } from '#web/components/admin/select-all-th.js';
import { DataTable, Td, Th } from '#web/components/admin/table.js';
import { isEverySelected } from '#web/components/admin/use-selection.js';
import { formatDateTime } from '#web/lib/india-dates.js';
import { toSafeHttpUrl } from '#web/lib/safe-url.js';

export type GlobalJobsListProps = {
  jobs: TAdminGlobalJob[];
  selectedIds: ReadonlySet<string>;
  onToggleSelect: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  onEdit: (job: TAdminGlobalJob) => void;
  onDelete: (job: TAdminGlobalJob) => void;
};

function RowActions({ job, onEdit, onDelete }: { job: TAdminGlobalJob } & GlobalJobsListProps) {
  return (
    <div className="flex justify-end gap-1">
      <EditDeleteButtons name={job.company_name} onEdit={() => onEdit(job)} onDelete={() => onDelete(job)} />
    </div>
  );
}

function JobLink({ link }: { link: string }) {
  // As on the student page: only http(s) becomes a link. The API stores nothing else, but a row written
  // another way (vbscript:, data:text/html) must not reach an href, where React 19 blocks javascript: only.
  const url = toSafeHttpUrl(link);
  if (!url) return <span className="break-all text-slate-500">{link}</span>;
  return (
    <a
      href={url.href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-64 items-center gap-1 font-medium text-indigo-700 hover:underline"
    >
      <span className="truncate">{link.replace(/^https?:\/\//, '')}</span>
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** The daily link check (docs/decisions/0036): after three failures in a row, a badge, the last error and when. */
function LinkHealth({ job }: { job: TAdminGlobalJob }) {
  if (!job.linkBroken) return null;
  const details = [
    job.linkError,
    `${job.linkFailures} failed checks in a row`,
    job.linkCheckedAt && `last checked ${formatDateTime(job.linkCheckedAt)}`,
  ].filter(Boolean);
  return (
    <span className="mt-1 flex max-w-72 flex-col items-start gap-1 text-xs whitespace-normal text-slate-600">
      <Badge tone="amber">
        <TriangleAlert aria-hidden="true" className="size-3" />
        Link may be broken
      </Badge>
      <span>{details.join(' · ')}</span>
    </span>
  );
}

/** docs/spec/admin-side.md §2: country_name, company_name, link, continents. */
export function GlobalJobsTable(props: GlobalJobsListProps) {
  const { jobs, selectedIds, onToggleSelect, onToggleAll } = props;
  return (
    <DataTable caption="Global jobs">
      <thead>
        <tr>
          <SelectAllTh
            label="Select all global jobs shown"
            checked={isEverySelected(jobs, selectedIds)}
            onToggleAll={onToggleAll}
          />
          <Th>Country</Th>
          <Th>Company</Th>
          <Th>Link</Th>
          <Th>Continent</Th>
          <Th className="text-right">Actions</Th>
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => (
          <tr key={job._id} className={selectedIds.has(job._id) ? 'bg-indigo-50/60' : 'hover:bg-slate-50'}>
            <Td>
              <Checkbox
                aria-label={`Select ${job.company_name}`}
                checked={selectedIds.has(job._id)}
                onChange={() => onToggleSelect(job._id)}
              />
            </Td>
            <Td className="max-w-40 font-medium whitespace-normal text-slate-900">{job.country_name}</Td>
            <Td className="max-w-56 min-w-40 whitespace-normal">{job.company_name}</Td>
            <Td>
              <JobLink link={job.link} />
              <LinkHealth job={job} />
            </Td>
            <Td>
              <Badge tone="indigo">{job.continents}</Badge>
            </Td>
            <Td>
              <RowActions job={job} {...props} />
            </Td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** The same list as cards on a phone. */
export function GlobalJobCards(props: GlobalJobsListProps) {
  const { jobs, selectedIds, onToggleSelect } = props;
  return (
    <ul aria-label="Global jobs" className="divide-y divide-slate-200">
      {jobs.map((job) => (
        <li
          key={job._id}
          className={clsx('flex items-start gap-3 px-4 py-4', selectedIds.has(job._id) && 'bg-indigo-50/60')}
        >
          <Checkbox
            aria-label={`Select ${job.company_name}`}
            checked={selectedIds.has(job._id)}
            onChange={() => onToggleSelect(job._id)}
            className="mt-1"
          />
          <div className="min-w-0 flex-1 space-y-1">
            <p className="font-semibold text-slate-900">{job.company_name}</p>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              {job.country_name}
              <Badge tone="indigo">{job.continents}</Badge>
            </p>
            <p className="text-sm">
              <JobLink link={job.link} />
            </p>
            <LinkHealth job={job} />
          </div>
          <RowActions job={job} {...props} />
        </li>
      ))}
    </ul>
  );
}
