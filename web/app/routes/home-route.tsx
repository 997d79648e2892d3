import { HomePage } from '#web/features/home/components/home-page.js';
import { RecommendedInternships } from '#web/features/recommendations/components/recommended-internships.js';

export function HomeRoute() {
  return <HomePage recommendations={<RecommendedInternships />} />;
}
