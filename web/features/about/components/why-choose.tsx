import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, Globe, IndianRupee, ListChecks, Sparkles, Users } from 'lucide-react';

const REASONS = [
  {
    key: 'free',
    icon: IndianRupee,
    title: msg`Free for students`,
    text: msg`Searching, applying and tracking cost nothing, always.`,
  },
  {
    key: 'matching',
    icon: Sparkles,
    title: msg`Smart matching`,
    text: msg`Recommendations from your skills, interests and city, with the reasons shown.`,
  },
  {
    key: 'listings',
    icon: BadgeCheck,
    title: msg`Honest listings`,
    text: msg`Internships gathered from public sources, with stipend and duration up front.`,
  },
  {
    key: 'tracking',
    icon: ListChecks,
    title: msg`Every application tracked`,
    text: msg`See each application and its status on your dashboard.`,
  },
  {
    key: 'global',
    icon: Globe,
    title: msg`Global reach`,
    text: msg`Job links from companies around the world, grouped by country.`,
  },
  {
    key: 'students',
    icon: Users,
    title: msg`Student first`,
    text: msg`Built with students and colleges, and shaped by their feedback.`,
  },
];

export function WhyChoose({ platformName }: { platformName: string }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="about-why-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="about-why-title" className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          <Trans>Why choose {platformName}?</Trans>
        </h2>
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ key, icon: Icon, title, text }) => (
            <li key={key} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-700 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{t(title)}</span>
                <span className="mt-1 block text-sm leading-relaxed text-slate-600">{t(text)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
