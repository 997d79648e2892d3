import { CalendarClock } from 'lucide-react';
import { useId, useState } from 'react';
import { EXPIRING_SOON_DAYS, EXTEND_DAYS } from '#shared/listing-expiry.js';
import type { TExpiringJob } from '#shared/schemas/admin-jobs.js';
import { Panel } from '#web/components/admin/admin-page.js';
import { ErrorState } from '#web/components/admin/empty-state.js';
import { Select } from '#web/components/admin/fields.js';
import { ListSkeleton } from '#web/components/admin/skeleton.js';
import { Button } from '#web/components/ui/button.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { formatDate } from '#web/lib/india-dates.js';
import { toast } from '#web/lib/toast.js';
import { useExtendJob } from '../api/extend-job.js';
import { useExtendJobs } from '../api/extend-jobs.js';
import { useExpiringJobs } from '../api/get-expiring-jobs.js';
import { expiryCountdown } from '../utils/expiry-countdown.js';

const DAYS = EXPIRING_SOON_DAYS.default;
const onError = (fallback: string) => (error: Error) => toast.error(getErrorMessage(error, fallback));

function summary(total: number, shown: number): string {
  const closing = total === 1 ? '1 active internship closes' : `${total} active internships close`;
  return `${closing} in the next ${DAYS} days${shown < total ? `; the first ${shown} are shown` : ''}.`;
}

/** "Expiring soon" on /admin/jobs (docs/decisions/0039): what closes within a week, each extendable. */
export function ExpiringSoonPanel() {
  const expiring = useExpiringJobs(DAYS);
  const extendOne = useExtendJob({
    mutationConfig: {
      onSuccess: ({ message }) => toast.success(message),
      onError: onError('Failed to extend internship'),
    },
  });
  const extendAll = useExtendJobs({
    mutationConfig: {
      onSuccess: ({ message }) => toast.success(message),
      onError: onError('Failed to extend internships'),
    },
  });
  const jobs = expiring.data?.jobs ?? [];
  const total = expiring.data?.total ?? 0;
  const extendingId = extendOne.isPending ? extendOne.variables?.id : undefined;

  return (
    <Panel
      title="Expiring soon"
      actions={
        jobs.length > 0 && (
          <Button
            size="sm"
            variant="secondary"
            isLoading={extendAll.isPending}
            onClick={() => extendAll.mutate({ jobIds: jobs.map((job) => job._id), days: EXTEND_DAYS.all })}
          >
            {jobs.length < total ? `Extend these ${jobs.length} by` : 'Extend all by'} {EXTEND_DAYS.all} days
          </Button>
        )
      }
    >
      {expiring.isPending ? (
        <ListSkeleton rows={2} label="Loading internships expiring soon" />
      ) : expiring.isError ? (
        <ErrorState
          message={getErrorMessage(expiring.error, 'Failed to fetch expiring internships')}
          onRetry={() => void expiring.refetch()}
        />
      ) : jobs.length === 0 ? (
        <p className="flex items-center gap-2 px-4 py-4 text-sm text-slate-600 sm:px-5">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          Nothing expires in the next {DAYS} days
        </p>
      ) : (
        <>
          <p className="px-4 pt-3 text-sm text-slate-600 sm:px-5">{summary(total, jobs.length)}</p>
          <ul
            aria-label={`Internships closing in the next ${DAYS} days`}
            className="max-h-96 divide-y divide-slate-100 overflow-y-auto"
          >
            {jobs.map((job) => (
              <ExpiringRow
                key={job._id}
                job={job}
                isExtending={extendingId === job._id}
                onExtend={(days) => extendOne.mutate({ id: job._id, days })}
              />
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

function ExpiringRow({
  job,
  isExtending,
  onExtend,
}: {
  job: TExpiringJob;
  isExtending: boolean;
  onExtend: (days: number) => void;
}) {
  const selectId = useId();
  const [days, setDays] = useState<number>(EXTEND_DAYS.all);
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{job.title}</p>
        <p className="text-sm text-slate-600">
          {job.company} · {job.location} · {job.applicationCount} application{job.applicationCount === 1 ? '' : 's'}
        </p>
        <p className="text-sm font-medium text-amber-800">
          Closes {expiryCountdown(job.expiryDate)} · <time dateTime={job.expiryDate}>{formatDate(job.expiryDate)}</time>
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          Extend {job.title} by
        </label>
        <Select
          id={selectId}
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
          className="h-9 min-w-32 text-sm"
        >
          {EXTEND_DAYS.choices.map((choice) => (
            <option key={choice} value={choice}>
              +{choice} days
            </option>
          ))}
        </Select>
        <Button size="sm" isLoading={isExtending} aria-label={`Extend ${job.title}`} onClick={() => onExtend(days)}>
          Extend
        </Button>
      </div>
    </li>
  );
}
