import { BadgeCheck, Globe, IndianRupee, ListChecks, Sparkles, Users } from 'lucide-react';

const REASONS = [
  { icon: IndianRupee, title: 'Free for students', text: 'Searching, applying and tracking cost nothing, always.' },
  {
    icon: Sparkles,
    title: 'Smart matching',
    text: 'Recommendations from your skills, interests and city, with the reasons shown.',
  },
  {
    icon: BadgeCheck,
    title: 'Honest listings',
    text: 'Internships gathered from public sources, with stipend and duration up front.',
  },
  {
    icon: ListChecks,
    title: 'Every application tracked',
    text: 'See each application and its status on your dashboard.',
  },
  { icon: Globe, title: 'Global reach', text: 'Job links from companies around the world, grouped by country.' },
  { icon: Users, title: 'Student first', text: 'Built with students and colleges, and shaped by their feedback.' },
];

export function WhyChoose({ platformName }: { platformName: string }) {
  return (
    <section aria-labelledby="about-why-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="about-why-title" className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Why choose {platformName}?
        </h2>
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-700 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="mt-1 block text-sm leading-relaxed text-slate-600">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
