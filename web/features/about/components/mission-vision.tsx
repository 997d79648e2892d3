import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Eye, Target } from 'lucide-react';

const BLOCKS = [
  {
    id: 'about-mission-title',
    icon: Target,
    title: msg`Our Mission`,
    text: msg`To make the first step into a career simple and fair for every student: one place to find genuine internships, apply in a click and follow each application, whatever their college or city.`,
    colour: 'bg-indigo-100 text-indigo-700',
  },
  {
    id: 'about-vision-title',
    icon: Eye,
    title: msg`Our Vision`,
    text: msg`A future where every student in India graduates with real work experience, and where talent from small towns reaches the same opportunities as talent from big cities, in India and abroad.`,
    colour: 'bg-amber-100 text-amber-700',
  },
];

export function MissionVision() {
  const { t } = useLingui();
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-2">
      {BLOCKS.map(({ id, icon: Icon, title, text, colour }) => (
        <section key={id} aria-labelledby={id} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
          <span className={`flex size-12 items-center justify-center rounded-xl ${colour}`}>
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h2 id={id} className="mt-5 text-2xl font-bold text-slate-900">
            {t(title)}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-600">{t(text)}</p>
        </section>
      ))}
    </div>
  );
}
