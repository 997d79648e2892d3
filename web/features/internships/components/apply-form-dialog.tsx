import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FOLLOW_UP_DAYS } from '#shared/constants.js';
import { DialogShell } from '#web/components/dialog-shell.js';
import { Button } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';
import { type ApplyQuota, QuotaLeft } from './apply-quota.js';

// shared/schemas/job.ts ZApplyRequest: the cover letter is optional, at most 5000 characters.
export const COVER_LETTER_MAX = 5000;

type ApplyFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  jobTitle: string;
  company: string;
  /** Today's applications left, shown before anything is typed; null while unknown. */
  quota: ApplyQuota | null;
  isSubmitting: boolean;
  onSubmit: (coverLetter: string) => void;
};

// The labels are Trans elements: they take the pages' language when the dialog renders them.
const CONSENTS = [
  {
    id: 'terms',
    label: (
      <Trans>
        I accept the{' '}
        <Link to={paths.terms.getHref()} target="_blank" className="font-semibold text-indigo-700 underline">
          Terms and Conditions
        </Link>{' '}
        and the{' '}
        <Link to={paths.privacy.getHref()} target="_blank" className="font-semibold text-indigo-700 underline">
          Privacy Policy
        </Link>
        .
      </Trans>
    ),
  },
  { id: 'no-guarantee', label: <Trans>I understand that this platform does not guarantee internships.</Trans> },
  {
    id: 'follow-up',
    label: (
      <Plural
        value={FOLLOW_UP_DAYS}
        one="If I get no reply within # day, I will contact the organisation directly."
        other="If I get no reply within # days, I will contact the organisation directly."
      />
    ),
  },
] as const;

type ConsentId = (typeof CONSENTS)[number]['id'];

/** docs/spec/student-side.md §2, §5: optional cover letter with a count; Submit only when all three boxes are ticked. */
export function ApplyFormDialog({
  open,
  onOpenChange,
  jobTitle,
  company,
  quota,
  isSubmitting,
  onSubmit,
}: ApplyFormDialogProps) {
  const { t } = useLingui();
  const [coverLetter, setCoverLetter] = useState('');
  const [ticked, setTicked] = useState<Record<ConsentId, boolean>>({
    terms: false,
    'no-guarantee': false,
    'follow-up': false,
  });
  const typed = coverLetter.length;
  const canSubmit = CONSENTS.every(({ id }) => ticked[id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSubmit && !isSubmitting) onSubmit(coverLetter.trim());
  };
  const changeOpen = (next: boolean) => {
    if (!isSubmitting) onOpenChange(next);
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={changeOpen}
      title={t`Apply for ${jobTitle}`}
      description={t`at ${company}. Your profile and resume are sent with this application.`}
    >
      {quota && (
        <div className="mt-4">
          <QuotaLeft quota={quota} />
        </div>
      )}
      <form noValidate onSubmit={submit} aria-label={t`Application`} className="mt-5 space-y-5">
        <div className="space-y-1.5">
          <div className="flex items-baseline justify-between gap-3">
            <label htmlFor="cover-letter" className="text-sm font-medium text-slate-700">
              <Trans>
                Cover letter <span className="font-normal text-slate-500">(optional)</span>
              </Trans>
            </label>
            <span id="cover-letter-count" className="text-xs text-slate-500 tabular-nums">
              <Trans comment="the cover letter's character counter: characters typed / the most allowed">
                {typed}/{COVER_LETTER_MAX}
                <span className="sr-only"> characters</span>
              </Trans>
            </span>
          </div>
          <textarea
            id="cover-letter"
            rows={6}
            maxLength={COVER_LETTER_MAX}
            value={coverLetter}
            onChange={(event) => setCoverLetter(event.target.value)}
            aria-describedby="cover-letter-count"
            placeholder={t`Why are you a good fit for this internship?`}
            className="block w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-indigo-500 sm:text-sm"
          />
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-slate-700">
            <Trans>Before you apply</Trans>
          </legend>
          {CONSENTS.map(({ id, label }) => (
            <div key={id} className="flex items-start gap-3">
              <input
                id={`consent-${id}`}
                type="checkbox"
                checked={ticked[id]}
                onChange={(event) => setTicked((current) => ({ ...current, [id]: event.target.checked }))}
                className="mt-0.5 size-5 shrink-0 rounded accent-indigo-700"
              />
              <label htmlFor={`consent-${id}`} className="text-sm text-slate-700">
                {label}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => changeOpen(false)} disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={!canSubmit} isLoading={isSubmitting}>
            {!isSubmitting && <Send aria-hidden="true" className="size-4" />}
            {isSubmitting ? <Trans>Submitting...</Trans> : <Trans>Submit Application</Trans>}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}
