import { usePublicSettingsOrDefault } from '#web/lib/public-settings.js';

// docs/spec/student-side.md §1: the About page claims 5000+ active internships, 500+ companies and 50+ cities
// (the home page's figures differ; both readings are kept as the spec gives them).
const ABOUT_STATS = [
  { value: '5000+', label: 'Active internships' },
  { value: '500+', label: 'Companies' },
  { value: '50+', label: 'Cities' },
];

export function AboutHero() {
  const { platformName } = usePublicSettingsOrDefault();
  return (
    <section
      aria-labelledby="about-title"
      className="relative overflow-hidden bg-gradient-to-br from-indigo-900 via-indigo-800 to-violet-800 text-white"
    >
      <div aria-hidden="true" className="absolute -top-32 -right-24 size-96 rounded-full bg-white/10 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-40 -left-24 size-96 rounded-full bg-amber-300/10 blur-3xl" />
      <div className="relative mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-amber-200 uppercase">About us</p>
        <h1 id="about-title" className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          About {platformName}
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-indigo-100">
          An initiative of an education organisation in Mysuru, Karnataka, built to connect students across India with
          internships and global opportunities, free of cost.
        </p>
        <dl className="mx-auto mt-10 grid max-w-2xl grid-cols-3 gap-3">
          {ABOUT_STATS.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-2xl bg-white/10 px-2 py-4 ring-1 ring-white/15"
            >
              <dt className="mt-1 text-xs text-indigo-100 sm:text-sm">{stat.label}</dt>
              <dd className="text-2xl font-extrabold sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
