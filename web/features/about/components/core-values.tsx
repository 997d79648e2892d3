import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Handshake, Lightbulb, ShieldCheck, Trophy } from 'lucide-react';

// docs/spec/student-side.md §2 'About page': core values Excellence, Integrity, Collaboration, Innovation.
const VALUES = [
  {
    key: 'excellence',
    icon: Trophy,
    title: msg`Excellence`,
    text: msg`We hold ourselves to a high standard in every listing, feature and answer.`,
    colour: 'bg-amber-100 text-amber-700',
  },
  {
    key: 'integrity',
    icon: ShieldCheck,
    title: msg`Integrity`,
    text: msg`We are honest about what we offer: no hidden fees and no false promises of placement.`,
    colour: 'bg-emerald-100 text-emerald-700',
  },
  {
    key: 'collaboration',
    icon: Handshake,
    title: msg`Collaboration`,
    text: msg`We work with students, colleges and companies to open doors together.`,
    colour: 'bg-sky-100 text-sky-700',
  },
  {
    key: 'innovation',
    icon: Lightbulb,
    title: msg`Innovation`,
    text: msg`We use technology, from smart matching to an assistant, to make the search easier.`,
    colour: 'bg-violet-100 text-violet-700',
  },
];

export function CoreValues() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="about-values-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2
          id="about-values-title"
          className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
        >
          <Trans>Our core values</Trans>
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ key, icon: Icon, title, text, colour }) => (
            <li key={key} className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
              <span className={`mx-auto flex size-14 items-center justify-center rounded-2xl ${colour}`}>
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{t(title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{t(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
