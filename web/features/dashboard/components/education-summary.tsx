import type { TUser } from '#shared/schemas/user.js';

type Block = { title: string; institution: string; details: string[] };

function compact(parts: (string | undefined)[]): string[] {
  return parts.map((part) => part?.trim() ?? '').filter((part) => part !== '');
}

function blocksOf(user: TUser): Block[] {
  const { twelfthPU, ugDegree, pgMasters } = user;
  const percent = (value: string) => (value.trim() ? `${value.trim().replace(/%$/, '')}%` : '');
  return [
    {
      title: '12th / PU',
      institution: twelfthPU.institution,
      details: compact([twelfthPU.passedYear && `Passed ${twelfthPU.passedYear}`, percent(twelfthPU.percentage)]),
    },
    {
      title: 'UG Degree',
      institution: ugDegree.institution,
      details: compact([ugDegree.course, ugDegree.year, percent(ugDegree.percentage)]),
    },
    {
      title: 'PG / Masters',
      institution: pgMasters.institution,
      details: compact([pgMasters.course, pgMasters.year, percent(pgMasters.percentage)]),
    },
  ];
}

/** The three education blocks of the profile (docs/spec/student-side.md §3), each shown even when empty. */
export function EducationSummary({ user }: { user: TUser }) {
  return (
    <section>
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Education</h3>
      <ol className="mt-3 grid gap-3 md:grid-cols-3">
        {blocksOf(user).map((block) => (
          <li key={block.title} className="rounded-xl border border-slate-200 bg-slate-50/60 p-3">
            <p className="text-xs font-semibold text-indigo-700">{block.title}</p>
            {block.institution.trim() ? (
              <>
                <p className="mt-1 font-medium break-words text-slate-900">{block.institution}</p>
                {block.details.length > 0 && (
                  <p className="mt-0.5 text-sm text-slate-600">{block.details.join(' · ')}</p>
                )}
              </>
            ) : (
              <p className="mt-1 text-sm text-slate-400 italic">Not provided</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
