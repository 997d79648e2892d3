import { Trans, useLingui } from '@lingui/react/macro';
import { Building2, Info, MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { TCompanyAnswerView } from '#shared/schemas/hearing-back.js';
import { DocumentTitle } from '#web/components/seo/document-title.js';
import { NoIndex } from '#web/components/seo/no-index.js';
import { MAIN_CONTENT_ID } from '#web/components/ui/skip-link.js';
import { FullPageSpinner } from '#web/components/ui/spinner.js';
import { formatDate } from '#web/lib/india-dates.js';
import { sendOpened, useCompanyAnswerView } from '../api/company-answer.js';
import { answerKindOf, STATUS_WORDS } from '../utils/answer-words.js';
import { type LinkProblem, linkProblemOf } from '../utils/link-problem.js';
import { AnswerForm } from './answer-form.js';
import { AnswerTopBar } from './answer-top-bar.js';
import { ApplicantDetails, CoverLetterAndResume } from './application-summary.js';
import { EarlierAnswers } from './earlier-answers.js';
import { LinkProblemPage, LoadFailedPage } from './link-problem-page.js';

/**
 * /answer/{token} (docs/decisions/0033): the company's page, opened from its mail. It shows the
 * application and takes the company's answer in one click; `?choice=` opens it on the answer the mail's
 * button named. Outside the student's site: a bar with the platform's name, no navigation, no assistant.
 */
export function CompanyAnswerPage() {
  const { token = '' } = useParams();
  const [searchParams] = useSearchParams();
  const initialChoice = answerKindOf(searchParams.get('choice'));
  const query = useCompanyAnswerView(token);
  const [lostLink, setLostLink] = useState<LinkProblem | null>(null);
  const problem = lostLink ?? linkProblemOf(query.error);
  useOpenedOnce(token, query.isSuccess);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <NoIndex />
      <AnswerTopBar platformName={query.data?.platformName} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {problem ? (
          <LinkProblemPage problem={problem} />
        ) : query.data ? (
          <ApplicationAnswer
            view={query.data}
            token={token}
            initialChoice={initialChoice}
            onLinkProblem={setLostLink}
          />
        ) : query.isError ? (
          <LoadFailedPage onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        ) : (
          <Loading />
        )}
      </main>
    </div>
  );
}

function Loading() {
  const { t } = useLingui();
  return (
    <>
      <DocumentTitle title={t`Answer an application`} />
      <FullPageSpinner label={t`Loading the application`} />
    </>
  );
}

/** Tells the server, once, that the page was shown to the company (a mail scanner runs no script). */
function useOpenedOnce(token: string, isShown: boolean) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!isShown || sent.current === token) return;
    sent.current = token;
    sendOpened(token).catch(() => undefined);
  }, [token, isShown]);
}

type ApplicationAnswerProps = {
  view: TCompanyAnswerView;
  token: string;
  initialChoice: ReturnType<typeof answerKindOf>;
  onLinkProblem: (problem: LinkProblem) => void;
};

function ApplicationAnswer({ view, token, initialChoice, onLinkProblem }: ApplicationAnswerProps) {
  const { t } = useLingui();
  const { job, student } = view;
  const name = student.name;
  const appliedOn = formatDate(view.appliedAt);
  const status = t(STATUS_WORDS[view.status]);
  const hasAnswered = view.answers.some((event) => event.kind === 'answered');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <DocumentTitle title={t`Answer an application`} />
      <header>
        <p className="text-sm font-semibold text-indigo-700">
          <Trans>An application for your internship</Trans>
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance break-words text-slate-900 sm:text-3xl">
          {job.title}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <Building2 aria-hidden="true" className="size-4 shrink-0" />
            {job.company}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {job.location}
          </span>
        </p>
        <p className="mt-3 text-sm text-slate-600">
          {appliedOn ? (
            <Trans>
              {name} applied on {appliedOn}. Status: <strong className="text-slate-900">{status}</strong>
            </Trans>
          ) : (
            <Trans>
              Status: <strong className="text-slate-900">{status}</strong>
            </Trans>
          )}
        </p>
      </header>

      {view.closedReason === 'No response' && (
        <p className="mt-6 flex items-start gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <span>
            <Trans>
              This application was closed because no answer came in time. You can still answer: answering now reopens
              it.
            </Trans>
          </span>
        </p>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-5 lg:items-start">
        <div className="grid gap-6 lg:col-span-3">
          <ApplicantDetails student={student} />
          <CoverLetterAndResume coverLetter={view.coverLetter} resumeUrl={view.resumeUrl} />
        </div>
        <div className="grid gap-6 lg:col-span-2">
          <EarlierAnswers answers={view.answers} />
          <AnswerForm
            token={token}
            initialChoice={initialChoice}
            hasAnswered={hasAnswered}
            onLinkProblem={onLinkProblem}
          />
        </div>
      </div>
    </div>
  );
}
