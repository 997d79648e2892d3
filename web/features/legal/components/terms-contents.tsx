import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { List } from 'lucide-react';

type Entry = { id: string; title: MessageDescriptor };

function ContentsList({ entries }: { entries: Entry[] }) {
  const { i18n } = useLingui();
  return (
    <ol className="space-y-0.5 text-sm">
      {entries.map((entry, index) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className="flex gap-2 rounded-md px-2 py-0.5 leading-6 text-slate-600 hover:bg-indigo-50 hover:text-indigo-800"
          >
            <span className="w-5 shrink-0 text-right text-slate-500 tabular-nums">{index + 1}.</span>
            {i18n._(entry.title)}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** A table of contents: a sticky side column on wide screens, a collapsible list above the text on small ones. */
export function TermsContents({ entries }: { entries: Entry[] }) {
  const { t } = useLingui();
  return (
    <>
      <nav aria-label={t`Table of contents`} className="hidden lg:block">
        <div className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto pr-2">
          <p className="px-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <Trans>On this page</Trans>
          </p>
          <div className="mt-3">
            <ContentsList entries={entries} />
          </div>
        </div>
      </nav>
      <details className="group rounded-xl bg-white ring-1 ring-slate-200 lg:hidden">
        <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 font-semibold text-slate-900">
          <List aria-hidden="true" className="size-5 text-indigo-700" />
          <Trans>Contents</Trans>
        </summary>
        <nav aria-label={t`Table of contents`} className="border-t border-slate-100 px-2 py-3">
          <ContentsList entries={entries} />
        </nav>
      </details>
    </>
  );
}
