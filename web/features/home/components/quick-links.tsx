import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Award, BookOpen, ExternalLink, Landmark } from 'lucide-react';
import { SectionHeading } from '#web/components/section-heading.js';
import { EXTERNAL_LINKS } from '#web/config/external-links.js';

// docs/spec/student-side.md §1: links to external sites for competitive exams, courses and scholarships (config/external-links.ts).
const QUICK_LINKS = [
  {
    key: 'exams',
    icon: Landmark,
    title: msg`Competitive Exams`,
    text: msg`Dates, notifications and registrations for national entrance and recruitment exams.`,
    href: EXTERNAL_LINKS.competitiveExams,
    colour: 'from-indigo-600 to-violet-600',
  },
  {
    key: 'courses',
    icon: BookOpen,
    title: msg`Courses`,
    text: msg`Free online courses from Indian universities to build the skills employers ask for.`,
    href: EXTERNAL_LINKS.courses,
    colour: 'from-sky-600 to-indigo-600',
  },
  {
    key: 'scholarships',
    icon: Award,
    title: msg`Scholarships`,
    text: msg`Find and apply for scholarships from central and state government schemes.`,
    href: EXTERNAL_LINKS.scholarships,
    colour: 'from-amber-500 to-pink-600',
  },
];

export function QuickLinks() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="home-quick-links-title" className="render-when-near bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="home-quick-links-title"
          eyebrow={t`Quick links`}
          title={t`More ways to grow your career`}
          description={t`Useful resources for students, one click away.`}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {QUICK_LINKS.map(({ key, icon: Icon, title, text, href, colour }) => (
            <li key={key}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex h-full gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md hover:ring-indigo-200 md:flex-col md:gap-0 md:p-6"
              >
                <span
                  className={`flex size-12 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br text-white ${colour}`}
                >
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="flex flex-1 flex-col">
                  <span className="text-lg font-semibold text-slate-900 md:mt-5">{t(title)}</span>
                  <span className="mt-1 flex-1 text-sm leading-relaxed text-slate-600 md:mt-2">{t(text)}</span>
                  <span className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-indigo-700 group-hover:text-indigo-900 md:mt-5">
                    <Trans>Visit site</Trans>
                    <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="sr-only">
                      <Trans>(opens in a new tab)</Trans>
                    </span>
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
