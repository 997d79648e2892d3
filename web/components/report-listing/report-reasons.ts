import { useLingui } from '@lingui/react/macro';
import type { ReportOutcome, ReportReason } from '#shared/reports.js';

/** Each reason of a report as the student reads it (the form's choices, the dashboard's list). */
export function useReportReasons(): Record<ReportReason, string> {
  const { t } = useLingui();
  return {
    asks_for_money: t`It asks for money (a fee, a deposit, a payment)`,
    fake: t`It is fake or the company does not exist`,
    expired_or_filled: t`It has expired or is already filled`,
    wrong_details: t`Its details are wrong`,
    offensive: t`It is offensive`,
    other: t`Something else`,
  };
}

/** What became of a report, as its reporter reads it. */
export function useReportOutcomes(): Record<ReportOutcome, string> {
  const { t } = useLingui();
  return {
    dismissed: t`Checked: no change needed`,
    edited: t`The listing was corrected`,
    deactivated: t`The listing was taken down`,
    deleted: t`The listing was removed`,
  };
}
