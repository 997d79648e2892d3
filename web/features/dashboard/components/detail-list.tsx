import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A titled group of label/value pairs in the profile view. */
export function DetailGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

export function Detail({ label, value, wide = false }: { label: string; value: ReactNode; wide?: boolean }) {
  const isEmpty = value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">
        {isEmpty ? (
          <span className="text-slate-400 italic">
            <Trans>Not provided</Trans>
          </span>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

export function ChipList({ label, items }: { label: string; items: string[] }) {
  return (
    <section>
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{label}</h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-400 italic">
          <Trans>None added</Trans>
        </p>
      ) : (
        <ul aria-label={label} className="mt-2 flex flex-wrap gap-2">
          {items.map((item) => (
            <li
              key={item}
              className="rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800 ring-1 ring-indigo-100 ring-inset"
            >
              {item}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
