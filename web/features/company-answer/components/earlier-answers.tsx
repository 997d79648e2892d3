import { Trans, useLingui } from '@lingui/react/macro';
import type { TApplicationEvent } from '#shared/schemas/hearing-back.js';
import { formatDateTime } from '#web/lib/india-dates.js';
import { ANSWER_WORDS } from '../utils/answer-words.js';
import { CARD, CARD_TITLE } from './application-summary.js';

/** The company's answers so far, newest first, each with its day and time in India. */
export function EarlierAnswers({ answers }: { answers: readonly TApplicationEvent[] }) {
  const { t } = useLingui();
  const shown = answers.filter((event) => event.kind === 'answered' && event.answer).reverse();
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="earlier-answers-title" className={CARD}>
      <h2 id="earlier-answers-title" className={CARD_TITLE}>
        <Trans>Your earlier answers</Trans>
      </h2>
      <ol className="mt-3 divide-y divide-slate-100">
        {shown.map((event) => {
          const interviewAt = formatDateTime(event.interviewAt);
          const { note } = event;
          return (
            <li key={`${event.at}-${event.answer}`} className="py-3 first:pt-0 last:pb-0">
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="font-semibold text-slate-900">{event.answer && t(ANSWER_WORDS[event.answer])}</span>
                <time dateTime={event.at} className="text-sm text-slate-500">
                  {formatDateTime(event.at)}
                </time>
              </p>
              {interviewAt && (
                <p className="mt-1 text-sm text-slate-700">
                  <Trans>
                    Interview: <time dateTime={event.interviewAt}>{interviewAt}</time>
                  </Trans>
                </p>
              )}
              {note && (
                <p className="mt-1 text-sm whitespace-pre-wrap break-words text-slate-600">
                  <Trans>Note: {note}</Trans>
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
