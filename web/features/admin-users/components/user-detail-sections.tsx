import type { ReactNode } from 'react';
import type { TAdminUser } from '../api/get-admin-users.js';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-500">{label}</dt>
          <dd className="break-words text-slate-900">{value || '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Chips({ items }: { items: string[] }) {
  if (items.length === 0) return <p className="text-sm text-slate-500">None listed</p>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-indigo-100 px-2.5 py-0.5 text-xs font-medium text-indigo-800">
          {item}
        </li>
      ))}
    </ul>
  );
}

function degree(parts: { institution: string; course?: string; year?: string; percentage?: string }): string {
  const details = [parts.course, parts.year, parts.percentage ? `${parts.percentage}%` : ''].filter(Boolean);
  return [parts.institution, details.join(', ')].filter(Boolean).join(' · ');
}

/** Every field of the user entity (docs/spec/admin-side.md §3 User). */
export function UserDetailSections({ user }: { user: TAdminUser }) {
  return (
    <div className="space-y-4">
      <Section title="Personal">
        <Rows
          rows={[
            ['Email', user.email],
            ['Phone', user.phone],
            ['Current city', user.currentCity],
            ['Pin code', user.pinCode],
            ['Study preference', user.studyPreference],
            ['Future goals', user.futureGoals],
          ]}
        />
      </Section>
      <Section title="Skills">
        <Chips items={user.skills} />
      </Section>
      <Section title="Interests (keywords)">
        <Chips items={user.keywords} />
      </Section>
      <Section title="Education">
        <Rows
          rows={[
            ['Academic status', user.currentAcademicStatus],
            ['12th / PU', degree({ ...user.twelfthPU, year: user.twelfthPU.passedYear })],
            ['UG degree', degree(user.ugDegree)],
            ['PG / Masters', degree(user.pgMasters)],
          ]}
        />
      </Section>
    </div>
  );
}
