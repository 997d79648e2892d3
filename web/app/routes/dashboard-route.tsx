import { DashboardPage } from '#web/features/dashboard/components/dashboard-page.js';
import { RecommendedInternships } from '#web/features/recommendations/components/recommended-internships.js';

export function DashboardRoute() {
  return <DashboardPage recommendations={<RecommendedInternships variant="panel" />} />;
}
