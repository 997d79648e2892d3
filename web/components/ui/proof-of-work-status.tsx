import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { useProofProgress } from '#web/lib/proof-of-work/progress.js';
import { ProgressBar } from './progress-bar.js';

/**
 * Shown under a form's submit button while the browser does the short check a busy form asks for
 * (server: form-guard). The request goes on by itself when the check is done; nothing to click.
 */
export function ProofOfWorkStatus() {
  const { t } = useLingui();
  const progress = useProofProgress();
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <div
      role="status"
      aria-live="polite"
      className="space-y-1.5 rounded-lg bg-indigo-50 px-3 py-2.5 text-sm text-indigo-900"
    >
      <p className="flex items-center gap-2 font-medium">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
        <Trans>
          Many people are using this right now. Your browser is doing a short check; your request is sent by itself when
          it is done.
        </Trans>
      </p>
      <ProgressBar percent={percent} label={t`Check progress`} size="sm" />
    </div>
  );
}
