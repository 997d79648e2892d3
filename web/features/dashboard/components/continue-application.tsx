import { Trans } from '@lingui/react/macro';
import { ArrowRight, CircleCheck } from 'lucide-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button-styles.js';

type ContinueApplicationProps = {
  /** The internship's page with its apply form opened on arrival. */
  href: string;
  /** The internship's title when the resume modal told it; else a general wording. */
  title: string | null;
  linkRef?: Ref<HTMLAnchorElement>;
};

/**
 * The way back after the resume is on file, for a student the resume modal sent here. The page moves focus to
 * the link after the upload is saved: a screen reader says its name and the sentence that describes it.
 */
export function ContinueApplication({ href, title, linkRef }: ContinueApplicationProps) {
  return (
    <section
      aria-labelledby="continue-application-note"
      className="flex flex-col gap-3 rounded-2xl border border-green-200 bg-green-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <p id="continue-application-note" className="flex items-start gap-2 font-medium text-green-900">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
        <Trans>Your resume is uploaded. You can now apply.</Trans>
      </p>
      <Link
        ref={linkRef}
        to={href}
        aria-describedby="continue-application-note"
        className={buttonClassName({ size: 'lg', className: 'w-full min-w-0 sm:w-auto' })}
      >
        <span className="truncate">
          {title ? <Trans>Back to {title}</Trans> : <Trans>Continue your application</Trans>}
        </span>
        <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
      </Link>
    </section>
  );
}
