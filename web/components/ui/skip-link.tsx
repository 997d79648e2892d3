import { Trans } from '@lingui/react/macro';

/** First focusable element on every layout: jumps keyboard users past the navigation. */
export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-50 rounded-lg bg-indigo-700 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2 focus:shadow-lg"
    >
      <Trans>Skip to main content</Trans>
    </a>
  );
}
