import { HomePage } from '../../features/home/components/home-page.js';
import { RecommendedInternships } from '../../features/recommendations/components/recommended-internships.js';

export function HomeRoute() {
  return <HomePage recommendations={<RecommendedInternships />} />;
}
