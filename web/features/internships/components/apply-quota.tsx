import { Plural } from '@lingui/react/macro';
import { CalendarClock, CalendarX } from 'lucide-react';
import type { TApplicationStatusResponse } from '#shared/schemas/job.js';

/** Today's applications: how many are left and the daily limit (the setting maxApplicationsPerUser, per India day). */
export type ApplyQuota = { left: number; limit: number };

/** The quota from the application status answer, or null while it is not known (not signed in, loading). */
export function quotaOf(status: TApplicationStatusResponse | undefined): ApplyQuota | null {
  if (typeof status?.dailyLimit !== 'number' || typeof status.appliedToday !== 'number') return null;
  return { left: Math.max(0, status.dailyLimit - status.appliedToday), limit: status.dailyLimit };
}

/** '2 of 3 left today', shown in the form before anything is typed. */
export function QuotaLeft({ quota, id }: { quota: ApplyQuota; id?: string }) {
  const { left, limit } = quota;
  return (
    <p
      id={id}
      className="inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-900 ring-1 ring-indigo-200 ring-inset"
    >
      <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
      <Plural
        value={left}
        one={`# of ${limit} left today`}
        other={`# of ${limit} left today`}
        comment="applications the student may still send today, of the daily limit"
      />
    </p>
  );
}

/** Said beside the disabled Apply button once today's applications are used up. */
export function LimitReachedNote({ limit, id }: { limit: number; id: string }) {
  return (
    <p
      id={id}
      className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <CalendarX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <Plural
          value={limit}
          one="You have used today's # application. Try again tomorrow."
          other="You have used today's # applications. Try again tomorrow."
        />
      </span>
    </p>
  );
}
