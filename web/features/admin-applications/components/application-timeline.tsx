import { CalendarClock, RotateCcw } from 'lucide-react';
import { ANSWER_LABELS, type AnswerKind } from '#shared/hearing-back.js';
import type { TApplicationEvent } from '#shared/schemas/hearing-back.js';
import { ListSkeleton } from '#web/components/admin/skeleton.js';
import { Button } from '#web/components/ui/button.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { formatDateTime } from '#web/lib/india-dates.js';
import { useApplicationTimeline } from '../api/get-application-timeline.js';
import type { ApplicationActions } from './use-application-actions.js';

// docs/decisions/0033: the application's history in the detail modal, oldest first, as the student sees
// it (the admin pages stay English), and Reopen for an application closed as No response.

function answerLabel(answer: string | undefined): string {
  return answer && Object.hasOwn(ANSWER_LABELS, answer) ? ANSWER_LABELS[answer as AnswerKind] : 'an answer';
}

/** One step as the administrators read it: what happened and who did it. */
export function describeEvent(event: TApplicationEvent): string {
  switch (event.kind) {
    case 'applied':
      return 'Applied by the student';
    case 'sent':
      return 'Delivered to the company';
    case 'opened':
      return 'Opened by the company';
    case 'answered':
      return `Company answered ${answerLabel(event.answer)}${event.status ? ` (status ${event.status})` : ''}`;
    case 'status_set':
      return `Status set to ${event.status ?? '?'} by an admin`;
    case 'reminded':
      return 'Company reminded to answer';
    case 'closed':
      return 'Closed as No response';
    case 'reopened':
      return 'Reopened by an admin';
    default:
      return `Step: ${String(event.kind)}`;
  }
}

function TimelineStep({ event }: { event: TApplicationEvent }) {
  const note = event.note?.trim();
  return (
    <li className="relative">
      <span
        aria-hidden="true"
        className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-slate-400 ring-2 ring-slate-50"
      />
      <p className="font-medium text-slate-900">{describeEvent(event)}</p>
      <p className="text-xs text-slate-500">
        <time dateTime={event.at}>{formatDateTime(event.at)}</time>
      </p>
      {event.interviewAt && (
        <p className="mt-1 flex items-center gap-1.5 text-slate-800">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
          <span>
            Interview: <time dateTime={event.interviewAt}>{formatDateTime(event.interviewAt)}</time> (India time)
          </span>
        </p>
      )}
      {note && (
        <blockquote className="mt-1 border-l-4 border-slate-300 pl-3 whitespace-pre-line break-words text-slate-700 italic">
          {note}
        </blockquote>
      )}
    </li>
  );
}

type Props = { applicationId: string; actions: ApplicationActions };

/** The history, fetched when the modal opens; Reopen while the application is closed. */
export function ApplicationTimeline({ applicationId, actions }: Props) {
  const history = useApplicationTimeline(applicationId);
  if (history.isPending) return <ListSkeleton rows={3} label="Loading history" />;
  if (history.isError) {
    return (
      <div role="alert" className="text-sm text-red-700">
        <p>{getErrorMessage(history.error, 'Failed to fetch the history')}</p>
        <button
          type="button"
          onClick={() => void history.refetch()}
          className="mt-2 rounded-lg px-3 py-1.5 font-semibold text-indigo-700 ring-1 ring-indigo-200 ring-inset hover:bg-indigo-50"
        >
          Try again
        </button>
      </div>
    );
  }
  const { timeline, closedReason } = history.data;
  return (
    <div className="space-y-3 text-sm">
      {closedReason && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-3 ring-1 ring-slate-200">
          <p className="text-slate-700">
            Closed as <span className="font-semibold">{closedReason}</span>: the company did not answer in time.
          </p>
          <Button
            variant="secondary"
            size="sm"
            isLoading={actions.reopeningId === applicationId}
            onClick={() => actions.reopen(applicationId)}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            Reopen
          </Button>
        </div>
      )}
      {timeline.length === 0 ? (
        <p className="text-slate-500">No history yet.</p>
      ) : (
        <ol aria-label="History" className="ml-2 space-y-3 border-l-2 border-slate-200 pl-4">
          {timeline.map((event) => (
            <TimelineStep key={`${event.kind}/${event.at}/${event.answer ?? event.status ?? ''}`} event={event} />
          ))}
        </ol>
      )}
    </div>
  );
}
