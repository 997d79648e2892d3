import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FileText, FileWarning } from 'lucide-react';
import { resumeFileName } from '#shared/file-names.js';
import type { TUser } from '#shared/schemas/user.js';
import { Button } from '#web/components/ui/button.js';
import { getErrorMessage } from '#web/lib/api-client.js';
import { toast } from '#web/lib/toast.js';
import { useDownloadResume } from '../api/download-resume.js';

/** Whether a resume is on file, with a download of it (saved as '{name}_Resume.pdf'). */
export function ResumeStatus({ user }: { user: TUser }) {
  const { t } = useLingui();
  const download = useDownloadResume();
  const onDownload = () =>
    download.mutate(
      { userId: user._id, filename: resumeFileName(user.name) },
      { onError: (error) => toast.error(getErrorMessage(error, t`Failed to download resume`)) },
    );

  return (
    <section>
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        <Trans>Resume</Trans>
      </h3>
      {user.hasResume ? (
        <div className="mt-2 flex flex-col gap-3 rounded-xl border border-green-200 bg-green-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex min-w-0 items-center gap-2 text-sm text-green-900">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-green-700" />
            <span className="min-w-0">
              <span className="font-semibold">
                <Trans>Resume uploaded</Trans>
              </span>
              {user.resumeFilename && <span className="block truncate text-green-800">{user.resumeFilename}</span>}
            </span>
          </p>
          <Button variant="secondary" size="sm" onClick={onDownload} isLoading={download.isPending}>
            {!download.isPending && <Download aria-hidden="true" className="size-4" />}
            <Trans>Download resume</Trans>
          </Button>
        </div>
      ) : (
        <p className="mt-2 flex items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <FileWarning aria-hidden="true" className="size-5 shrink-0 text-amber-700" />
          <Trans>No resume uploaded yet. Add a PDF to apply for internships.</Trans>
        </p>
      )}
    </section>
  );
}
