import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentTitle } from '#web/components/seo/document-title.js';
import { buttonClassName } from '#web/components/ui/button-styles.js';
import { paths } from '#web/config/paths.js';
import { usePublicSettingsOrDefault } from '#web/lib/public-settings.js';
import { AboutHero } from './about-hero.js';
import { CoreValues } from './core-values.js';
import { MissionVision } from './mission-vision.js';
import { WhyChoose } from './why-choose.js';

/** docs/spec/student-side.md §2 'About page'; the footer (quick links, contact, social) comes from the public layout. */
export function AboutPage() {
  const { platformName } = usePublicSettingsOrDefault();
  const { t } = useLingui();
  return (
    <>
      <DocumentTitle title={t`About Us`} />
      <AboutHero />
      <MissionVision />
      <WhyChoose platformName={platformName} />
      <CoreValues />
      <section aria-labelledby="about-explore-title" className="bg-white px-4 py-16 text-center sm:px-6 sm:py-20">
        <h2 id="about-explore-title" className="text-3xl font-bold tracking-tight text-slate-900">
          <Trans>Start exploring today</Trans>
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-slate-600">
          <Trans>Thousands of internships are waiting. Find the one that starts your career.</Trans>
        </p>
        <Link to={paths.home.getHref()} className={buttonClassName({ size: 'lg', className: 'mt-8' })}>
          <Trans>Explore Platform</Trans>
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </section>
    </>
  );
}
