import { Trans, useLingui } from '@lingui/react/macro';
import { Bot, ExternalLink, Lock, Send } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { TJob } from '#shared/schemas/job.js';
import { SaveInternshipButton } from '#web/components/save-internship-button.js';
import { Button } from '#web/components/ui/button.js';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { EXTERNAL_LINKS } from '#web/config/external-links.js';
import { useLatch } from '#web/hooks/use-latch.js';
import { formatRupees } from '#web/lib/format-rupees.js';
import { formatDate } from '#web/lib/india-dates.js';
import { useApplicationStatus } from '../api/get-application-status.js';
import { useApplyFlow } from '../hooks/use-apply-flow.js';
import { useFormOnReturn } from '../hooks/use-form-on-return.js';
import { ApplicationStatusBox } from './application-status-box.js';
import { LimitReachedNote, quotaOf } from './apply-quota.js';

// The dialogs' code (and the dialog library) is fetched when one first opens: most visitors only read.
const ApplyFormDialog = lazy(async () => ({ default: (await import('./apply-form-dialog.js')).ApplyFormDialog }));
const ResumeRequiredDialog = lazy(async () => ({
  default: (await import('./resume-required-dialog.js')).ResumeRequiredDialog,
}));

/** The side card: stipend, then the application status, Apply Now, or the closed notice; Save; Ask AI. */
export function ApplyPanel({ job }: { job: TJob }) {
  const { t } = useLingui();
  const flow = useApplyFlow(job._id);
  const status = useApplicationStatus(job._id, flow.studentId);
  const appliedStatus = status.data?.hasApplied ? status.data.status : null;
  const deadline = job.expiryDate && !job.isClosed ? formatDate(job.expiryDate) : '';
  const hasOpenedForm = useLatch(flow.dialog === 'form');
  const hasOpenedResume = useLatch(flow.dialog === 'resume');
  const stipend = formatRupees(job.salary);
  const quota = flow.studentId !== null ? quotaOf(status.data) : null;
  // Today's applications used up: the button says so at once instead of a refusal after the form.
  const usedUp = !appliedStatus && quota?.left === 0 ? quota : null;
  useFormOnReturn({
    isReady: flow.studentId === null || !status.isPending,
    canApply: flow.hasResume && status.isSuccess && !appliedStatus && !job.isClosed && !usedUp,
    openForm: flow.openForm,
  });

  return (
    <section
      aria-label={t({ message: 'Apply', comment: 'the side card with the stipend and the Apply Now button' })}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <p className="text-sm text-slate-600">
          <Trans>Stipend</Trans>
        </p>
        <p className="text-2xl font-bold text-slate-900">
          <Trans>
            {stipend}
            <span className="text-base font-medium text-slate-500"> per month</span>
          </Trans>
        </p>
        {deadline && (
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Apply by {deadline}</Trans>
          </p>
        )}
      </div>

      {appliedStatus ? (
        <ApplicationStatusBox status={appliedStatus} appliedAt={status.data?.appliedAt ?? null} />
      ) : job.isClosed ? (
        <p className="flex items-start gap-2 rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <Trans>This internship is closed and no longer accepts applications.</Trans>
        </p>
      ) : usedUp ? (
        <div className="space-y-3">
          <LimitReachedNote limit={usedUp.limit} id="apply-limit-note" />
          <Button size="lg" className="w-full" disabled aria-describedby="apply-limit-note">
            <Send aria-hidden="true" className="size-4" />
            <Trans>Apply Now</Trans>
          </Button>
        </div>
      ) : (
        // Phones (< 768 px): a bar fixed to the bottom keeps Apply on screen while the details are read
        // (web/styles.css leaves room below the page for it; data-bottom-bar puts the assistant's button
        // above it, web/features/assistant/utils/launcher-clearance.ts). Wider: the button sits in this card.
        // max-md:m-0: the card's space-y margin would lift the fixed bar off the bottom edge.
        <div
          data-apply-bar=""
          data-bottom-bar=""
          className="fixed inset-x-0 bottom-0 z-30 max-md:m-0 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6 shadow-[0_-4px_12px_rgb(15_23_42/0.08)] backdrop-blur-sm md:static md:z-auto md:border-0 md:bg-transparent md:p-0 md:shadow-none md:backdrop-blur-none"
        >
          <Button
            size="lg"
            className="w-full"
            onClick={flow.start}
            // Until the status is known a student could apply twice; the server refuses that anyway.
            disabled={flow.studentId !== null && status.isPending}
          >
            <Send aria-hidden="true" className="size-4" />
            <Trans>Apply Now</Trans>
          </Button>
        </div>
      )}

      <SaveInternshipButton job={job} look="panel" />

      {flow.studentId !== null && (
        <a
          href={EXTERNAL_LINKS.askAi}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ variant: 'secondary', className: 'w-full' })}
        >
          <Bot aria-hidden="true" className="size-4" />
          <Trans>Ask AI</Trans>
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      )}

      <Suspense fallback={null}>
        {hasOpenedForm && (
          <ApplyFormDialog
            open={flow.dialog === 'form'}
            onOpenChange={(open) => flow.setDialog(open ? 'form' : 'none')}
            jobTitle={job.title}
            company={job.company}
            quota={quota}
            isSubmitting={flow.isSubmitting}
            onSubmit={flow.submit}
          />
        )}
        {hasOpenedResume && (
          <ResumeRequiredDialog
            open={flow.dialog === 'resume'}
            onOpenChange={(open) => flow.setDialog(open ? 'resume' : 'none')}
            jobTitle={job.title}
          />
        )}
      </Suspense>
    </section>
  );
}
