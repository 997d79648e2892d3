import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Bot, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '#web/components/seo/document-title.js';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { EXTERNAL_LINKS } from '#web/config/external-links.js';
import { paths } from '#web/config/paths.js';

/** docs/spec/admin-side.md §2: the embedded external AI page in a full-screen frame, with a visible way back. */
export function AiPage() {
  const url = EXTERNAL_LINKS.aiPage;
  const { t } = useLingui();
  return (
    <div className="flex h-dvh flex-col bg-slate-900">
      <DocumentTitle title={t`AI Assistant`} />
      <header className="flex h-14 shrink-0 items-center justify-between gap-3 border-b border-white/10 px-3 text-white sm:px-4">
        <Link
          to={paths.home.getHref()}
          className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold hover:bg-white/10"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          <Trans>Back to site</Trans>
        </Link>
        <h1 className="flex items-center gap-2 truncate text-sm font-semibold sm:text-base">
          <Bot aria-hidden="true" className="size-5 text-indigo-300" />
          <Trans>AI Assistant</Trans>
        </h1>
        {url ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">
              <Trans>Open in new tab</Trans>
            </span>
            <span className="sr-only sm:hidden">
              <Trans>Open in new tab</Trans>
            </span>
          </a>
        ) : (
          <span className="w-10" />
        )}
      </header>
      <main className="min-h-0 flex-1">
        {url ? (
          <iframe
            src={url}
            title={t`AI Assistant`}
            allow="clipboard-write; microphone"
            referrerPolicy="strict-origin-when-cross-origin"
            className="size-full border-0 bg-white"
          />
        ) : (
          <div className="flex h-full flex-col items-center justify-center px-4 text-center text-white">
            <span className="flex size-16 items-center justify-center rounded-2xl bg-white/10">
              <Bot aria-hidden="true" className="size-9 text-indigo-300" />
            </span>
            <h2 className="mt-6 text-2xl font-bold">
              <Trans>The AI assistant isn't available yet</Trans>
            </h2>
            <p className="mt-3 max-w-md text-slate-300">
              <Trans>
                We're getting it ready. Meanwhile, the chat button on any page answers common questions, and you can
                browse internships.
              </Trans>
            </p>
            <Link to={paths.internships.getHref()} className={buttonClassName({ size: 'lg', className: 'mt-8' })}>
              <Trans>Browse internships</Trans>
            </Link>
          </div>
        )}
      </main>
    </div>
  );
}
