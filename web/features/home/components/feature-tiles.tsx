import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CalendarClock, Globe, MousePointerClick, Sparkles } from 'lucide-react';
import { SectionHeading } from '#web/components/section-heading.js';

// docs/spec/student-side.md §1: the home page promises AI-powered matching, global internships, flexible schedules, one-click apply.
const FEATURES = [
  {
    key: 'matching',
    icon: Sparkles,
    title: msg`AI-Powered Matching`,
    text: msg`We match your skills, interests and city with open internships and tell you why each one fits.`,
    colour: 'bg-indigo-100 text-indigo-700',
  },
  {
    key: 'global',
    icon: Globe,
    title: msg`Global Internships`,
    text: msg`Look beyond your city: browse opportunities in India and job links from companies around the world.`,
    colour: 'bg-sky-100 text-sky-700',
  },
  {
    key: 'flexible',
    icon: CalendarClock,
    title: msg`Flexible Schedules`,
    text: msg`Full-time, part-time and remote roles from 1 to 6 months, so you can fit an internship around college.`,
    colour: 'bg-amber-100 text-amber-700',
  },
  {
    key: 'apply',
    icon: MousePointerClick,
    title: msg`One-Click Apply`,
    text: msg`Build your profile and upload your resume once, then apply to any internship in a single click.`,
    colour: 'bg-emerald-100 text-emerald-700',
  },
];

export function FeatureTiles() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="home-features-title" className="render-when-near bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="home-features-title"
          eyebrow={t`Why students choose us`}
          title={t`Everything you need to land your first internship`}
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ key, icon: Icon, title, text, colour }) => (
            <li key={key} className="flex gap-4 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200 sm:block sm:p-6">
              <span className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${colour}`}>
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="block">
                <h3 className="text-lg font-semibold text-slate-900 sm:mt-5">{t(title)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600 sm:mt-2">{t(text)}</p>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
