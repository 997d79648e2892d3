import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

// docs/spec/student-side.md §1: the home page's figures (the About page keeps its own, smaller ones; both readings are kept).
const STATS = [
  { key: 'internships', value: '20,000+', label: msg`Active internships` },
  { key: 'companies', value: '2,000+', label: msg`Companies` },
  { key: 'cities', value: '200+', label: msg`Cities` },
];

const AVATAR_COLOURS = ['bg-amber-400', 'bg-pink-400', 'bg-emerald-400', 'bg-sky-400'];

export function HeroStats() {
  const { t } = useLingui();
  return (
    <div className="mt-10 w-full max-w-xl lg:max-w-none">
      <dl className="grid grid-cols-3 divide-x divide-slate-200 rounded-2xl bg-white/80 py-4 shadow-sm ring-1 ring-slate-200">
        {STATS.map((stat) => (
          <div key={stat.key} className="flex flex-col-reverse items-center px-2 text-center">
            <dt className="mt-1 text-xs text-slate-600 sm:text-sm">{t(stat.label)}</dt>
            <dd className="text-xl font-extrabold tracking-tight text-indigo-700 sm:text-3xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 flex items-center justify-center gap-3 text-sm text-slate-600 lg:justify-start">
        <span aria-hidden="true" className="flex -space-x-2">
          {AVATAR_COLOURS.map((colour) => (
            <span key={colour} className={`size-7 rounded-full ring-2 ring-white ${colour}`} />
          ))}
        </span>
        <span>
          <Trans>
            Trusted by <strong className="font-semibold text-slate-900">15,000+ students</strong>
          </Trans>
        </span>
      </p>
    </div>
  );
}
