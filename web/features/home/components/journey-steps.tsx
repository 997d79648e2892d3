import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Rocket, Search, UserRound } from 'lucide-react';
import { SectionHeading } from '#web/components/section-heading.js';

/** The 'How it works' anchor the hero links to. */
export const JOURNEY_SECTION_ID = 'how-it-works';

// docs/spec/student-side.md §2: a three-step journey (Build Profile, Discover Internships, Get Started).
export const JOURNEY_STEPS = [
  {
    key: 'profile',
    icon: UserRound,
    title: msg`Build Profile`,
    text: msg`Sign up for free, add your education, skills and interests, and upload your resume once.`,
  },
  {
    key: 'discover',
    icon: Search,
    title: msg`Discover Internships`,
    text: msg`Search by domain, city and stipend, or let our matching suggest the internships that fit you.`,
  },
  {
    key: 'start',
    icon: Rocket,
    title: msg`Get Started`,
    text: msg`Apply in one click, follow your applications on your dashboard and start your career.`,
  },
];

export function JourneySteps() {
  const { t } = useLingui();
  return (
    <section
      id={JOURNEY_SECTION_ID}
      aria-labelledby="home-journey-title"
      className="render-when-near scroll-mt-20 bg-white py-16 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="home-journey-title"
          eyebrow={t`How it works`}
          title={t`Your journey in three steps`}
          description={t`From sign-up to your first day as an intern.`}
        />
        <div className="relative mt-12">
          <div
            aria-hidden="true"
            className="absolute top-8 right-[16%] left-[16%] hidden h-0.5 bg-gradient-to-r from-indigo-200 via-violet-200 to-amber-200 md:block"
          />
          <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
            {JOURNEY_STEPS.map(({ key, icon: Icon, title, text }, index) => (
              <li key={key} className="relative flex flex-col items-center text-center">
                <span className="relative flex size-16 items-center justify-center rounded-2xl bg-indigo-700 text-white shadow-lg shadow-indigo-700/25">
                  <Icon aria-hidden="true" className="size-7" />
                  <span className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-amber-400 text-sm font-bold text-slate-900 ring-4 ring-white">
                    {index + 1}
                  </span>
                </span>
                <h3 className="mt-5 text-xl font-semibold text-slate-900">{t(title)}</h3>
                <p className="mt-2 max-w-xs text-sm leading-relaxed text-slate-600">{t(text)}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
