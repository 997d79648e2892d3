import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Code, HardHat, IndianRupee, Megaphone, Palette, Stethoscope } from 'lucide-react';
import { Link } from 'react-router';
import { SectionHeading } from '#web/components/section-heading.js';
import { paths } from '#web/config/paths.js';

// docs/spec/student-side.md §1: six popular domains with static counts, paired in this order. The name is
// the list's filter value (English, as the listings store it); the label is what the page shows.
const DOMAINS = [
  { name: 'Technology', label: msg`Technology`, count: '150+', icon: Code, colour: 'bg-indigo-100 text-indigo-700' },
  { name: 'Design', label: msg`Design`, count: '80+', icon: Palette, colour: 'bg-pink-100 text-pink-700' },
  { name: 'Marketing', label: msg`Marketing`, count: '120+', icon: Megaphone, colour: 'bg-amber-100 text-amber-700' },
  { name: 'Finance', label: msg`Finance`, count: '90+', icon: IndianRupee, colour: 'bg-emerald-100 text-emerald-700' },
  { name: 'Healthcare', label: msg`Healthcare`, count: '60+', icon: Stethoscope, colour: 'bg-red-100 text-red-700' },
  { name: 'Engineering', label: msg`Engineering`, count: '100+', icon: HardHat, colour: 'bg-sky-100 text-sky-700' },
];

export function PopularDomains() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="home-domains-title" className="render-when-near bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="home-domains-title"
          eyebrow={t`Popular domains`}
          title={t`Explore internships by domain`}
          description={t`Pick a field to see its open internships.`}
        />
        <ul className="mt-12 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3">
          {DOMAINS.map(({ name, label, count, icon: Icon, colour }) => (
            <li key={name}>
              <Link
                to={paths.internships.getHref({ domain: name })}
                className="group flex h-full flex-col items-start gap-4 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 transition-colors hover:bg-indigo-50 hover:ring-indigo-200 sm:flex-row sm:items-center sm:p-6"
              >
                <span className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${colour}`}>
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-lg font-semibold text-slate-900">{t(label)}</span>
                  <span className="block text-sm text-slate-600">
                    <Trans>{count} internships</Trans>
                  </span>
                </span>
                <ArrowRight
                  aria-hidden="true"
                  className="hidden size-5 text-slate-400 transition-transform group-hover:translate-x-1 group-hover:text-indigo-700 motion-reduce:transition-none sm:block"
                />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
