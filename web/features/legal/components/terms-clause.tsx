import { useLingui } from '@lingui/react/macro';
import type { TermsClause as TTermsClause } from '../utils/terms-clauses.js';

export function TermsClause({ clause, number }: { clause: TTermsClause; number: number }) {
  const { i18n } = useLingui();
  return (
    <section id={clause.id} aria-labelledby={`${clause.id}-title`} className="scroll-mt-24">
      <h2 id={`${clause.id}-title`} className="flex gap-3 text-xl font-semibold text-slate-900">
        <span className="text-indigo-700 tabular-nums">{number}.</span>
        {i18n._(clause.title)}
      </h2>
      <div className="mt-3 space-y-3 pl-0 text-base leading-7 text-slate-700 sm:pl-8">
        {clause.blocks.map((block, index) =>
          'list' in block ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
            <ul key={index} className="list-disc space-y-2 pl-5 marker:text-indigo-400">
              {block.list.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
                <li key={itemIndex}>{i18n._(item)}</li>
              ))}
            </ul>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
            <p key={index}>{i18n._(block)}</p>
          ),
        )}
      </div>
    </section>
  );
}
