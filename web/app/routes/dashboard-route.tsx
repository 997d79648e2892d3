import { DashboardPage } from '../../features/dashboard/components/dashboard-page.js';
import { RecommendedInternships } from '../../features/recommendations/components/recommended-internships.js';

export function DashboardRoute() {
  return <DashboardPage recommendations={<RecommendedInternships variant="panel" />} />;
}
