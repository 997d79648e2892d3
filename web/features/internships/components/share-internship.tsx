import { Trans, useLingui } from '@lingui/react/macro';
import { clsx } from 'clsx';
import { MessageCircle, Share2 } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { TJob } from '#shared/schemas/job.js';
import { paths } from '#web/config/paths.js';
import { siteOrigin } from '#web/lib/site-origin.js';
import { toast } from '#web/lib/toast.js';
import { NewTabLink } from './new-tab-link.js';

// 44 px to touch; at 390 px in Kannada a label wraps to two lines rather than being cut.
const ACTION =
  'inline-flex min-h-11 flex-1 basis-36 items-center justify-center gap-2 rounded-lg bg-white px-4 py-2 text-center ' +
  'text-sm font-semibold ring-1 ring-inset transition-colors';

/**
 * Share (issue 21): the phone's own share sheet where the browser has one (Web Share API), else the link
 * copied with a toast, or shown to copy by hand when the clipboard is refused; and a WhatsApp link, the
 * way most students pass a listing on. The link is the listing's own address, without the list's filters:
 * the server gives it the sharing tags a preview reads (docs/decisions/0044).
 */
export function ShareInternship({ job }: { job: TJob }) {
  const { t } = useLingui();
  const [isManual, setIsManual] = useState(false);
  const manualField = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const url = new URL(paths.internship.getHref(job._id), siteOrigin()).href;
  const title = job.title;
  const company = job.company;
  const text = t`${title} at ${company}`;

  // In the render that shows the field: the student's next keys (Ctrl+C) act on the link.
  useLayoutEffect(() => {
    if (isManual) manualField.current?.focus();
  }, [isManual]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t`Link copied`);
    } catch {
      setIsManual(true);
      manualField.current?.focus();
    }
  };

  const share = async () => {
    if (typeof navigator.share !== 'function') return copyLink();
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to the copy.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copyLink();
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void share()}
          className={clsx(ACTION, 'text-indigo-700 ring-indigo-200 hover:bg-indigo-50')}
        >
          <Share2 aria-hidden="true" className="size-4 shrink-0" />
          <Trans comment="a button: send this internship's link to someone">Share</Trans>
        </button>
        <NewTabLink
          href={`https://wa.me/?text=${encodeURIComponent(`${text}: ${url}`)}`}
          className={clsx(ACTION, 'text-green-800 ring-green-200 hover:bg-green-50')}
        >
          <MessageCircle aria-hidden="true" className="size-4 shrink-0" />
          <Trans>Share on WhatsApp</Trans>
        </NewTabLink>
      </div>
      {isManual && (
        <div className="space-y-1">
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
            <Trans>Copy this link to share it</Trans>
          </label>
          <input
            id={fieldId}
            ref={manualField}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
          />
        </div>
      )}
    </div>
  );
}
