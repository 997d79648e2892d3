import { useLingui } from '@lingui/react/macro';
import { ProgressBar } from '#web/components/ui/progress-bar.js';

/** The upload progress of a profile save; at 100 % the server is still storing the files. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useLingui();
  const isProcessing = percent >= 100;
  const label = isProcessing ? t`Upload complete, saving your profile...` : t`Uploading your changes...`;
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between text-sm">
        <span id="profile-upload-label" className="font-medium text-slate-700">
          {label}
        </span>
        <span aria-hidden="true" className="tabular-nums text-slate-500">
          {percent}%
        </span>
      </div>
      <ProgressBar percent={percent} labelledBy="profile-upload-label" isPulsing={isProcessing} />
    </div>
  );
}
