import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TUser } from '#shared/schemas/user.js';

type Block = { title: MessageDescriptor; institution: string; details: (string | MessageDescriptor)[] };

function compact(parts: (string | MessageDescriptor | undefined)[]): (string | MessageDescriptor)[] {
  return parts
    .map((part) => (typeof part === 'string' || part === undefined ? (part?.trim() ?? '') : part))
    .filter((part) => part !== '');
}

function blocksOf(user: TUser): Block[] {
  const { twelfthPU, ugDegree, pgMasters } = user;
  const percent = (value: string) => (value.trim() ? `${value.trim().replace(/%$/, '')}%` : '');
  const passedYear = twelfthPU.passedYear?.trim();
  return [
    {
      title: msg`12th / PU`,
      institution: twelfthPU.institution,
      details: compact([passedYear ? msg`Passed ${passedYear}` : undefined, percent(twelfthPU.percentage)]),
    },
    {
      title: msg`UG Degree`,
      institution: ugDegree.institution,
      details: compact([ugDegree.course, ugDegree.year, percent(ugDegree.percentage)]),
    },
    {
      title: msg`PG / Masters`,
      institution: pgMasters.institution,
      details: compact([pgMasters.course, pgMasters.year, percent(pgMasters.percentage)]),
    },
  ];
}

/** The three education blocks of the profile (docs/spec/student-side.md §3), each shown even when empty. */
export function EducationSummary({ user }: { user: TUser }) {
  const { t } = useLingui();
  return (
    <section>
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        <Trans>Education</Trans>
      </h3>
      <ol className="mt-3 grid gap-3 md:grid-cols-3">
        {blocksOf(user).map((block) => (
          <li key={block.title.id} className="rounded-xl border border-slate-200 bg-slate-50/60 p-3">
            <p className="text-xs font-semibold text-indigo-700">{t(block.title)}</p>
            {block.institution.trim() ? (
              <>
                <p className="mt-1 font-medium break-words text-slate-900">{block.institution}</p>
                {block.details.length > 0 && (
                  <p className="mt-0.5 text-sm text-slate-600">
                    {block.details.map((part) => (typeof part === 'string' ? part : t(part))).join(' · ')}
                  </p>
                )}
              </>
            ) : (
              <p className="mt-1 text-sm text-slate-400 italic">
                <Trans>Not provided</Trans>
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
