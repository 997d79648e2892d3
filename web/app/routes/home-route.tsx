import { lazy, Suspense } from 'react';
import { HomePage } from '#web/features/home/components/home-page.js';
import { useSession } from '#web/lib/session.js';

// Only a signed-in student sees recommendations: a visitor's phone never downloads them.
const RecommendedInternships = lazy(async () => ({
  default: (await import('#web/features/recommendations/components/recommended-internships.js')).RecommendedInternships,
}));

export function HomeRoute() {
  const { userType } = useSession();
  const recommendations =
    userType === 'user' ? (
      <Suspense fallback={null}>
        <RecommendedInternships />
      </Suspense>
    ) : null;
  return <HomePage recommendations={recommendations} />;
}
