import { Trans } from '@lingui/react/macro';
import { History, RotateCcw } from 'lucide-react';
import { Button } from '#web/components/ui/button.js';

type RegisterRestoredNoticeProps = {
  /** The code box came back too (a code sent less than its validity ago). */
  isCodeKept: boolean;
  onStartOver: () => void;
};

/** Says the answers came back after a reload and what was not kept (utils/register-draft.ts); offers to start over. */
export function RegisterRestoredNotice({ isCodeKept, onStartOver }: RegisterRestoredNoticeProps) {
  return (
    <div
      role="status"
      className="mb-5 flex flex-col gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-3 text-sm text-indigo-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {isCodeKept ? (
            <Trans>
              Your answers are back. For your safety, type your password and the code from your email again.
            </Trans>
          ) : (
            <Trans>Your answers are back. For your safety, type your password again.</Trans>
          )}
        </span>
      </p>
      <Button variant="secondary" size="sm" className="self-start sm:self-auto" onClick={onStartOver}>
        <RotateCcw aria-hidden="true" className="size-4" />
        <Trans>Start over</Trans>
      </Button>
    </div>
  );
}
