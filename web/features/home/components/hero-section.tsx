import { Trans } from '@lingui/react/macro';
import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';
import { HeroIllustration } from './hero-illustration.js';
import { HeroStats } from './hero-stats.js';
import { JOURNEY_SECTION_ID } from './journey-steps.js';

/** docs/spec/student-side.md §2 'Home page': the hero with the explore button, and the stats. */
export function HeroSection() {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-indigo-100/60 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-2 lg:pt-24 lg:pb-24">
        <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-medium text-indigo-700 shadow-sm ring-1 ring-indigo-100">
            <Sparkles aria-hidden="true" className="size-4" />
            <Trans>AI-powered matching, one-click apply</Trans>
          </p>
          <h1
            id="home-hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl xl:text-6xl"
          >
            <Trans>
              Find Your Dream Internship <span className="text-indigo-700">For Free</span>
            </Trans>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-slate-600">
            <Trans>
              Discover internships across India and around the world, build your profile once, and apply in a click.
            </Trans>
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Link to={paths.internships.getHref()} className={buttonClassName({ size: 'lg' })}>
              <Trans>Explore Internships</Trans>
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            {/* ScrollRestoration scrolls to the hash target on a router navigation. */}
            <Link to={{ hash: JOURNEY_SECTION_ID }} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
              <Trans>How it works</Trans>
            </Link>
          </div>
          <HeroStats />
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}
