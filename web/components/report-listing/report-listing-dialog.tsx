import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Flag } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { REPORT_CONTACT_MAX, REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '#shared/reports.js';
import { Button } from '#web/components/ui/button.js';
import { ProofOfWorkStatus } from '#web/components/ui/proof-of-work-status.js';
import { paths } from '#web/config/paths.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { useSession } from '#web/lib/session.js';
import { DialogShell } from '../dialog-shell.js';
import type { ReportedListing } from './report-listing-button.js';
import { useReportReasons } from './report-reasons.js';
import { useSendReport } from './send-report.js';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; listing: ReportedListing };

const FIELD =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:border-indigo-500 sm:text-sm';

/** The report form, then its reference number (docs/decisions/0035). */
export function ReportListingDialog({ open, onOpenChange, listing }: Props) {
  const { t } = useLingui();
  const reasons = useReportReasons();
  const { userType } = useSession();
  const send = useSendReport();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [contact, setContact] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const ids = useId();
  const doneHeading = useRef<HTMLHeadingElement>(null);
  const receipt = send.data;

  // The reference replaces the form: focus goes to its heading, so a screen reader hears it at once. A
  // task later: the dialog's focus trap first moves focus to itself when the focused button goes away.
  useEffect(() => {
    if (!receipt) return;
    const timer = setTimeout(() => doneHeading.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [receipt]);

  const changeOpen = (next: boolean) => {
    if (send.isPending) return;
    onOpenChange(next);
    if (!next && receipt) {
      send.reset();
      setReason(null);
      setDetails('');
      setContact('');
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      document.getElementById(`${ids}-${REPORT_REASONS[0]}`)?.focus();
      return;
    }
    send.mutate({
      listingKind: listing.kind,
      listingId: listing.id,
      reason,
      ...(details.trim() ? { details: details.trim() } : {}),
      ...(contact.trim() ? { contact: contact.trim() } : {}),
    });
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={changeOpen}
      title={t`Report this listing`}
      description={listing.title}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800">
          <Flag aria-hidden="true" className="size-5" />
        </span>
      }
    >
      {receipt ? (
        <div className="mt-5 space-y-4">
          <div className="rounded-xl bg-emerald-50 p-4 text-emerald-950">
            <h3 ref={doneHeading} tabIndex={-1} className="flex items-center gap-2 font-semibold focus:outline-none">
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
              <Trans>Thank you. Your report has been received.</Trans>
            </h3>
            <p className="mt-2 text-sm">
              <Trans>Your reference number:</Trans>{' '}
              <strong className="font-mono text-base tracking-wider">{receipt.reference}</strong>
            </p>
            <p className="mt-2 text-sm">
              <Trans>We look into every report and act on it within 7 working days.</Trans>
            </p>
          </div>
          <p className="text-sm text-slate-700">
            {userType === 'user' ? (
              <Trans>
                You can follow what happens on your{' '}
                <Link to={paths.dashboard.getHref()} className="font-semibold text-indigo-700 underline">
                  dashboard
                </Link>
                .
              </Trans>
            ) : (
              <Trans>Keep this number: quote it if you write to us about this listing.</Trans>
            )}
          </p>
          <div className="flex justify-end">
            <Button onClick={() => changeOpen(false)}>
              <Trans>Close</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} aria-label={t`Report`} className="mt-5 space-y-5">
          <fieldset aria-describedby={missingReason ? `${ids}-reason-error` : undefined}>
            <legend className="text-sm font-medium text-slate-700">
              <Trans>What is wrong with it?</Trans>
            </legend>
            <div className="mt-2 space-y-2">
              {REPORT_REASONS.map((value) => (
                <label
                  key={value}
                  htmlFor={`${ids}-${value}`}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-indigo-600 has-[:checked]:bg-indigo-50"
                >
                  <input
                    id={`${ids}-${value}`}
                    type="radio"
                    name={`${ids}-reason`}
                    value={value}
                    checked={reason === value}
                    onChange={() => {
                      setReason(value);
                      setMissingReason(false);
                    }}
                    className="size-4 shrink-0 accent-indigo-700"
                  />
                  {reasons[value]}
                </label>
              ))}
            </div>
            {missingReason && (
              <p id={`${ids}-reason-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
                <Trans>Please choose a reason.</Trans>
              </p>
            )}
          </fieldset>
          <div className="space-y-1.5">
            <label htmlFor={`${ids}-details`} className="text-sm font-medium text-slate-700">
              <Trans>
                What happened? <span className="font-normal text-slate-500">(optional)</span>
              </Trans>
            </label>
            <textarea
              id={`${ids}-details`}
              rows={4}
              maxLength={REPORT_DETAILS_MAX}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              placeholder={t`For example: they asked for ₹1,500 as a registration fee on WhatsApp.`}
              className={`${FIELD} resize-y`}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${ids}-contact`} className="text-sm font-medium text-slate-700">
              <Trans>
                Phone or email, if we may contact you <span className="font-normal text-slate-500">(optional)</span>
              </Trans>
            </label>
            <input
              id={`${ids}-contact`}
              type="text"
              autoComplete="email"
              maxLength={REPORT_CONTACT_MAX}
              value={contact}
              onChange={(event) => setContact(event.target.value)}
              className={FIELD}
            />
          </div>
          {send.isError && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {getErrorMessage(send.error, t`Your report could not be sent. Please try again.`)}
            </p>
          )}
          <ProofOfWorkStatus />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => changeOpen(false)} disabled={send.isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" isLoading={send.isPending}>
              {send.isPending ? <Trans>Sending...</Trans> : <Trans>Send report</Trans>}
            </Button>
          </div>
        </form>
      )}
    </DialogShell>
  );
}
