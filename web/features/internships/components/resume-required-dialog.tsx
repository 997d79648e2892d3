import { Trans, useLingui } from '@lingui/react/macro';
import { FileUp } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { DialogShell } from '#web/components/dialog-shell.js';
import { Button } from '#web/components/ui/button.js';
import { paths } from '#web/config/paths.js';
import { OPEN_FORM_PARAM } from '../hooks/use-form-on-return.js';

type ResumeRequiredDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; jobTitle: string };

/** This page as it was opened (its list query kept for the back link), without the open-the-form flag. */
function returnPathOf({ pathname, search }: { pathname: string; search: string }): string {
  const query = new URLSearchParams(search);
  query.delete(OPEN_FORM_PARAM);
  return query.size ? `${pathname}?${query}` : pathname;
}

/**
 * docs/spec/student-side.md §2 'Resume-required modal': 'Upload Resume' goes to /dashboard, 'Later' closes.
 * The dashboard opens in edit mode at the resume field and offers the way back here (with the internship's
 * title in the navigation state, which a link from elsewhere cannot set).
 */
export function ResumeRequiredDialog({ open, onOpenChange, jobTitle }: ResumeRequiredDialogProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const uploadResume = () =>
    void navigate(paths.dashboard.getHref({ edit: 'resume', return: returnPathOf(location) }), {
      state: { returnTitle: jobTitle },
    });
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t`Resume required`}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
          <FileUp aria-hidden="true" className="size-5" />
        </span>
      }
      description={t`Companies need your resume to consider your application. Upload it on your dashboard, then come back and apply.`}
    >
      <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200">
        <Trans>PDF only, max size 10MB.</Trans>
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          <Trans>Later</Trans>
        </Button>
        <Button onClick={uploadResume}>
          <Trans>Upload Resume</Trans>
        </Button>
      </div>
    </DialogShell>
  );
}
