import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { CircleCheck, Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ANSWER_KINDS, ANSWER_NOTE_MAX, ANSWER_STATUS, type AnswerKind } from '#shared/hearing-back.js';
import type { TCompanyAnswerRequest } from '#shared/schemas/hearing-back.js';
import { Button } from '#web/components/ui/button.js';
import { inputClassName } from '#web/components/ui/input.js';
import { errorCodeOf, getErrorMessage } from '#web/lib/api-client.js';
import { useSendAnswer } from '../api/company-answer.js';
import {
  ANSWER_WORDS,
  answerValidationWord,
  CHOOSE_AN_ANSWER,
  STATUS_WORDS,
  TAKES_INTERVIEW_TIME,
} from '../utils/answer-words.js';
import { indiaDateTimeToIso, indiaDateTimeValue } from '../utils/india-time.js';
import { type LinkProblem, linkProblemOf } from '../utils/link-problem.js';
import { CARD, CARD_TITLE } from './application-summary.js';

const NOT_SENT = msg`Could not send your answer. Please try again.`;

/** A refusal shown beside the form: the contract's validation words in the pages' language, else the server's. */
type FormError = MessageDescriptor | string;

function errorOf(error: unknown): FormError {
  const message = error instanceof Error ? error.message : '';
  const word = errorCodeOf(error) === 'VALIDATION_FAILED' ? answerValidationWord(message) : undefined;
  return word ?? (getErrorMessage(error, '') || NOT_SENT);
}

type AnswerFormProps = {
  token: string;
  /** The answer the mail's link chose (`?choice=`), if any. */
  initialChoice: AnswerKind | null;
  hasAnswered: boolean;
  /** The link stopped working while the page was open (it expired, the application was withdrawn). */
  onLinkProblem: (problem: LinkProblem) => void;
};

/**
 * The company's answer: one of four, an optional note for the student and, for a shortlist or an
 * interview, an optional interview time (India's). After an answer the form stays, to change it later.
 */
export function AnswerForm({ token, initialChoice, hasAnswered, onLinkProblem }: AnswerFormProps) {
  const { t } = useLingui();
  const [answer, setAnswer] = useState<AnswerKind | null>(initialChoice);
  const [note, setNote] = useState('');
  const [interviewAt, setInterviewAt] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const send = useSendAnswer(token);
  const confirmation = useRef<HTMLDivElement>(null);
  // The button is at the form's foot, the thanks at its head: bring them into view on a phone.
  useEffect(() => {
    if (success) confirmation.current?.scrollIntoView?.({ block: 'center' });
  }, [success]);
  const takesTime = answer !== null && TAKES_INTERVIEW_TIME.has(answer);
  const typed = note.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setSuccess(null);
    if (!answer) {
      setError(CHOOSE_AN_ANSWER);
      return;
    }
    setError(null);
    const body: TCompanyAnswerRequest = { answer };
    if (note.trim()) body.note = note.trim();
    const time = takesTime ? indiaDateTimeToIso(interviewAt) : null;
    if (time) body.interviewAt = time;
    send.mutate(body, {
      onSuccess: ({ message }) => {
        setSuccess(message);
        setNote('');
        setInterviewAt('');
      },
      onError: (refusal) => {
        const problem = linkProblemOf(refusal);
        if (problem) onLinkProblem(problem);
        else setError(errorOf(refusal));
      },
    });
  };

  return (
    <section aria-labelledby="answer-title" className={CARD}>
      <h2 id="answer-title" className={CARD_TITLE}>
        {hasAnswered ? <Trans>Change your answer</Trans> : <Trans>Your answer</Trans>}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {hasAnswered ? (
          <Trans>You can change your answer at any time, for example from Interview to Offer.</Trans>
        ) : (
          <Trans>Choose one and send it. The student sees your answer and your note.</Trans>
        )}
      </p>

      <div ref={confirmation} role="status">
        {success && (
          <p className="mt-4 flex items-start gap-2 rounded-xl bg-green-50 p-3 text-sm font-medium text-green-900 ring-1 ring-green-200 ring-inset">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            <span>{success}</span>
          </p>
        )}
      </div>

      <form noValidate onSubmit={submit} className="mt-5 space-y-5">
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">
            <Trans>Choose an answer</Trans>
          </legend>
          <div className="mt-2 grid gap-2">
            {ANSWER_KINDS.map((kind) => {
              const id = `answer-${kind}`;
              const status = t(STATUS_WORDS[ANSWER_STATUS[kind]]);
              return (
                <div
                  key={kind}
                  className={clsx(
                    'relative flex items-start gap-3 rounded-xl p-3 ring-1 ring-inset focus-within:ring-2 focus-within:ring-indigo-600',
                    answer === kind ? 'bg-indigo-50 ring-indigo-600' : 'bg-white ring-slate-200 hover:bg-slate-50',
                  )}
                >
                  <input
                    id={id}
                    type="radio"
                    name="answer"
                    value={kind}
                    checked={answer === kind}
                    onChange={() => setAnswer(kind)}
                    aria-describedby={`${id}-effect`}
                    className="mt-0.5 size-5 shrink-0 accent-indigo-700 focus:outline-none"
                  />
                  <div className="min-w-0">
                    {/* The whole card is the label's target. */}
                    <label
                      htmlFor={id}
                      className="cursor-pointer font-semibold text-slate-900 after:absolute after:inset-0"
                    >
                      {t(ANSWER_WORDS[kind])}
                    </label>
                    <p id={`${id}-effect`} className="text-sm text-slate-600">
                      {t`The application's status becomes ${status}`}
                    </p>
                  </div>
                </div>
              );
            })}
          </div>
        </fieldset>

        {takesTime && (
          <div className="space-y-1.5">
            <label htmlFor="answer-interview-at" className="block text-sm font-medium text-slate-700">
              <Trans>
                Interview date and time <span className="font-normal text-slate-500">(optional, India time)</span>
              </Trans>
            </label>
            <input
              id="answer-interview-at"
              type="datetime-local"
              value={interviewAt}
              min={indiaDateTimeValue()}
              onChange={(event) => setInterviewAt(event.currentTarget.value)}
              className={inputClassName}
            />
          </div>
        )}

        <div className="space-y-1.5">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor="answer-note" className="text-sm font-medium text-slate-700">
              <Trans>
                Note for the student <span className="font-normal text-slate-500">(optional)</span>
              </Trans>
            </label>
            <span id="answer-note-count" className="text-xs text-slate-500 tabular-nums">
              <Trans comment="the note's character counter: characters typed / the most allowed">
                {typed}/{ANSWER_NOTE_MAX}
                <span className="sr-only"> characters</span>
              </Trans>
            </span>
          </div>
          <textarea
            id="answer-note"
            rows={4}
            maxLength={ANSWER_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            aria-describedby="answer-note-count"
            placeholder={t`For example: where and how the interview takes place, or what comes next.`}
            className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-indigo-500 sm:text-sm"
          />
        </div>

        {error && (
          <p
            role="alert"
            className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200 ring-inset"
          >
            {typeof error === 'string' ? error : t(error)}
          </p>
        )}

        <Button type="submit" size="lg" className="w-full sm:w-auto" isLoading={send.isPending}>
          {!send.isPending && <Send aria-hidden="true" className="size-4" />}
          {send.isPending ? <Trans>Sending...</Trans> : <Trans>Send answer</Trans>}
        </Button>
      </form>
    </section>
  );
}
