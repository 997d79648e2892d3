import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePublicSettingsOrDefault } from '#web/lib/public-settings.js';

// docs/spec/student-side.md §1: the About page claims 5000+ active internships, 500+ companies and 50+ cities
// (the home page's figures differ; both readings are kept as the spec gives them).
const ABOUT_STATS = [
  { key: 'internships', value: '5000+', label: msg`Active internships` },
  { key: 'companies', value: '500+', label: msg`Companies` },
  { key: 'cities', value: '50+', label: msg`Cities` },
];

export function AboutHero() {
  const { platformName } = usePublicSettingsOrDefault();
  const { t } = useLingui();
  return (
    <section
      aria-labelledby="about-title"
      className="relative overflow-hidden bg-gradient-to-br from-indigo-900 via-indigo-800 to-violet-800 text-white"
    >
      <div aria-hidden="true" className="absolute -top-32 -right-24 size-96 rounded-full bg-white/10 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-40 -left-24 size-96 rounded-full bg-amber-300/10 blur-3xl" />
      <div className="relative mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-amber-200 uppercase">
          <Trans>About us</Trans>
        </p>
        <h1 id="about-title" className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          <Trans>About {platformName}</Trans>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-indigo-100">
          <Trans>
            An initiative of an education organisation in Mysuru, Karnataka, built to connect students across India with
            internships and global opportunities, free of cost.
          </Trans>
        </p>
        <dl className="mx-auto mt-10 grid max-w-2xl grid-cols-3 gap-3">
          {ABOUT_STATS.map((stat) => (
            <div
              key={stat.key}
              className="flex flex-col-reverse rounded-2xl bg-white/10 px-2 py-4 ring-1 ring-white/15"
            >
              <dt className="mt-1 text-xs text-indigo-100 sm:text-sm">{t(stat.label)}</dt>
              <dd className="text-2xl font-extrabold sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
