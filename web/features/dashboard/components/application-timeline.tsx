import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { CalendarClock, ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { EVENT_KINDS } from '#shared/hearing-back.js';
import type { TApplicationEvent } from '#shared/schemas/hearing-back.js';
import { formatDate, formatWeekdayDateTime } from '#web/lib/india-dates.js';
import { STATUS_LABELS } from './application-status-badge.js';

// docs/decisions/0033: an application's history, as the student reads it. The company's latest answer
// (its interview time and note) stays on the card; every step, oldest first, is behind "Show history".

/** A step this page can tell (a newer server may send kinds it does not know yet: those are left out). */
function isKnown(event: TApplicationEvent): boolean {
  if (!(EVENT_KINDS as readonly string[]).includes(event.kind)) return false;
  if (event.kind === 'status_set') return event.status !== undefined && Object.hasOwn(STATUS_LABELS, event.status);
  return true;
}

/** One step of the history as a sentence in the pages' language. */
function EventSentence({ event, company }: { event: TApplicationEvent; company: string }): ReactNode {
  const { i18n } = useLingui();
  switch (event.kind) {
    case 'applied':
      return <Trans comment="a step of the application's history">You applied</Trans>;
    case 'sent':
      return (
        <Trans comment="a step of the application's history: the application was delivered">Sent to {company}</Trans>
      );
    case 'opened':
      return <Trans comment="a step of the application's history">{company} opened your application</Trans>;
    case 'answered':
      switch (event.answer) {
        case 'shortlist':
          return <Trans comment="the company's answer">{company} shortlisted you</Trans>;
        case 'interview':
          return <Trans comment="the company's answer">{company} invited you to an interview</Trans>;
        case 'offer':
          return <Trans comment="the company's answer">{company} offered you the internship</Trans>;
        case 'not_selected':
          return <Trans comment="the company's answer">{company} did not select you this time</Trans>;
        default:
          return <Trans comment="the company's answer, of a kind this page does not know">{company} answered</Trans>;
      }
    case 'status_set': {
      if (!event.status) return null;
      const status = i18n._(STATUS_LABELS[event.status]);
      return (
        <Trans comment="a step of the application's history: the platform's team set the status">
          Status changed to {status}
        </Trans>
      );
    }
    case 'reminded':
      return <Trans comment="a step of the application's history">We reminded {company} to answer</Trans>;
    case 'closed':
      return (
        <Trans comment="a step of the application's history: closed for want of an answer">
          Closed: no answer from {company}
        </Trans>
      );
    case 'reopened':
      return <Trans comment="a step of the application's history">Your application was reopened</Trans>;
    default:
      return null;
  }
}

/** The interview's date and time, shown large, in India time. */
function InterviewTime({ at }: { at: string }) {
  const when = formatWeekdayDateTime(at);
  if (!when) return null;
  return (
    <p className="flex items-start gap-2 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-indigo-950 ring-1 ring-indigo-200 ring-inset">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
      <span className="min-w-0">
        <Trans>
          Interview:{' '}
          <time dateTime={at} className="font-semibold">
            {when}
          </time>{' '}
          (India time)
        </Trans>
      </span>
    </p>
  );
}

/** The company's note for the student, quoted. */
function CompanyNote({ note, company }: { note: string; company: string }) {
  return (
    <figure className="text-sm">
      <figcaption className="text-xs font-medium text-slate-500">
        <Trans>A note from {company}:</Trans>
      </figcaption>
      <blockquote className="mt-1 border-l-4 border-slate-300 pl-3 whitespace-pre-line break-words text-slate-800 italic">
        {note}
      </blockquote>
    </figure>
  );
}

function AnswerDetails({ event, company }: { event: TApplicationEvent; company: string }) {
  const note = event.note?.trim();
  if (!event.interviewAt && !note) return null;
  return (
    <div className="mt-2 space-y-2">
      {event.interviewAt && <InterviewTime at={event.interviewAt} />}
      {note && <CompanyNote note={note} company={company} />}
    </div>
  );
}

/** The company's latest answer, kept in sight: what it said, the interview's time, its note. */
export function LatestAnswer({ timeline, company }: { timeline: TApplicationEvent[]; company: string }) {
  // The timeline is oldest first: the latest answer is the last one (a loop: older phones lack findLast).
  let latest: TApplicationEvent | undefined;
  for (const event of timeline) if (event.kind === 'answered') latest = event;
  if (!latest) return null;
  return (
    <div className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <p className="text-sm font-medium text-slate-900">
        <EventSentence event={latest} company={company} />
      </p>
      <p className="text-xs text-slate-500">
        <time dateTime={latest.at}>{formatDate(latest.at)}</time>
      </p>
      <AnswerDetails event={latest} company={company} />
    </div>
  );
}

/** Every step, oldest first, behind a disclosure button (the card stays short on a phone). */
export function ApplicationHistory({ timeline, company }: { timeline: TApplicationEvent[]; company: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const steps = timeline.filter(isKnown);
  if (steps.length === 0) return null;
  return (
    <div className="mt-3 text-sm">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex items-center gap-1 rounded font-medium text-indigo-700 hover:text-indigo-900"
      >
        <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', isOpen && 'rotate-180')} />
        {isOpen ? <Trans>Hide history</Trans> : <Trans>Show history</Trans>}
      </button>
      <ol id={listId} hidden={!isOpen} className="mt-3 ml-2 space-y-3 border-l-2 border-slate-200 pl-4">
        {steps.map((event) => (
          <HistoryStep
            key={`${event.kind}/${event.at}/${event.answer ?? event.status ?? ''}`}
            event={event}
            company={company}
          />
        ))}
      </ol>
    </div>
  );
}

function HistoryStep({ event, company }: { event: TApplicationEvent; company: string }) {
  return (
    <li className="relative">
      <span
        aria-hidden="true"
        className={clsx(
          'absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full ring-2 ring-white',
          event.kind === 'answered' ? 'bg-indigo-600' : 'bg-slate-400',
        )}
      />
      <p className="text-slate-800">
        <EventSentence event={event} company={company} />
      </p>
      <p className="text-xs text-slate-500">
        <time dateTime={event.at}>{formatDate(event.at)}</time>
      </p>
      {event.kind === 'answered' && <AnswerDetails event={event} company={company} />}
    </li>
  );
}
