import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import type { TJob } from '#shared/schemas/job.js';
import { paths } from '../config/paths.js';
import { getErrorMessage } from '../lib/api-client.js';
import { createRedirectState } from '../lib/redirect.js';
import { useSavedInternships, useToggleSaved } from '../lib/saved-internships.js';
import { toast } from '../lib/toast.js';

type SaveInternshipButtonProps = {
  job: TJob;
  /** A card's small button beside the badges, or the detail page's full-width one. */
  look?: 'card' | 'panel';
  /** The id of the internship's title, which names the internship to a screen reader. */
  describedBy?: string;
  className?: string;
};

const LOOKS = {
  // 44 px to touch; the negative margins keep the card's badge row as short as before.
  card: 'relative z-10 -my-2.5 -mr-2 min-h-11 min-w-11 gap-1 rounded-lg px-2.5 text-sm',
  panel: 'h-11 w-full gap-2 rounded-lg px-4 text-sm ring-1 ring-inset ring-indigo-200',
} as const;

/**
 * Save / Saved (issue 21): one tap keeps an internship on the dashboard, another lets it go. A toggle
 * button (aria-pressed), never inside the card's link. A visitor is sent to log in, and back here after.
 * Administrators have no saved list, so they see no button.
 */
export function SaveInternshipButton({ job, look = 'card', describedBy, className }: SaveInternshipButtonProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const location = useLocation();
  const { studentId, isVisitor, query } = useSavedInternships();
  const toggle = useToggleSaved(studentId, {
    onError: (error) => toast.error(getErrorMessage(error, t`Could not save this internship. Please try again.`)),
  });
  if (studentId === null && !isVisitor) return null;
  // While a toggle is on its way the button shows where it is going; otherwise what the list says. Until
  // the list is known the button reads Save, and a Save is safe to send then (the server keeps one).
  const isSaved = toggle.isPending
    ? toggle.variables.save
    : (query.data?.some((item) => item._id === job._id) ?? false);

  const onClick = () => {
    if (studentId === null) {
      toast.error(t`Please log in to save internships`);
      // The login page sends the student back here afterwards.
      void navigate(paths.login.getHref(), { state: createRedirectState(location) });
      return;
    }
    toggle.mutate({ job, save: !isSaved });
  };

  const Icon = isSaved ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      aria-pressed={isSaved}
      aria-describedby={describedBy}
      onClick={onClick}
      className={clsx(
        'inline-flex shrink-0 items-center justify-center font-semibold transition-colors',
        isSaved ? 'bg-indigo-50 text-indigo-800 hover:bg-indigo-100' : 'bg-white text-indigo-700 hover:bg-indigo-50',
        LOOKS[look],
        className,
      )}
    >
      <Icon aria-hidden="true" className={clsx('size-4', isSaved && 'fill-indigo-200')} />
      {/* A card on a phone shows the bookmark alone (its words stay for screen readers): beside the badges,
          the words of a longer language would push a badge to a second line, and three cards no longer fit
          a 390×844 screen (e2e/internships-phone.test.ts). */}
      <span className={clsx(look === 'card' && 'max-sm:sr-only')}>
        {isSaved ? (
          <Trans comment="a toggle button's label when the internship is saved to the dashboard">Saved</Trans>
        ) : (
          <Trans comment="a toggle button: keep this internship on the dashboard to come back to">Save</Trans>
        )}
      </span>
    </button>
  );
}
