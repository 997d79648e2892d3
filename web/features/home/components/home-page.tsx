import type { ReactNode } from 'react';
import { HydrateLater } from '#web/components/hydrate-later.js';
import { DocumentTitle } from '#web/components/seo/document-title.js';
import { CallToAction } from './call-to-action.js';
import { FeatureTiles } from './feature-tiles.js';
import { FeaturedInternships } from './featured-internships.js';
import { HeroSection } from './hero-section.js';
import { IntroVideoDialog } from './intro-video-dialog.js';
import { JourneySteps } from './journey-steps.js';
import { PopularDomains } from './popular-domains.js';
import { QuickLinks } from './quick-links.js';
import { TestimonialCarousel } from './testimonial-carousel.js';

const BELOW_THE_HERO = [
  ['features', FeatureTiles],
  ['quick-links', QuickLinks],
  ['domains', PopularDomains],
  ['featured', FeaturedInternships],
  ['testimonials', TestimonialCarousel],
  ['journey', JourneySteps],
  ['call-to-action', CallToAction],
] as const;

type HomePageProps = {
  /** The logged-in student's recommendations, composed in by the route (features do not import each other). */
  recommendations?: ReactNode;
};

/** docs/spec/student-side.md §2 'Home page', in the spec's order; the footer comes from the public layout. */
export function HomePage({ recommendations }: HomePageProps = {}) {
  return (
    <>
      <DocumentTitle />
      <HeroSection />
      {recommendations}
      {/* Below the first screen: each taken over in a task of its own after the rest (docs/decisions/0048). */}
      {BELOW_THE_HERO.map(([key, Section]) => (
        <HydrateLater key={key}>
          <Section />
        </HydrateLater>
      ))}
      <IntroVideoDialog />
    </>
  );
}
