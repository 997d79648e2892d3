import { lazy, Suspense } from 'react';
import { HomePage } from '#web/features/home/components/home-page.js';
import { loadCatalogs } from '#web/lib/i18n.js';
import { useSession } from '#web/lib/session.js';

// Only a signed-in student sees recommendations: a visitor's phone never downloads them.
const RecommendedInternships = lazy(async () => {
  const [{ RecommendedInternships }] = await Promise.all([
    import('#web/features/recommendations/components/recommended-internships.js'),
    loadCatalogs(['recommendations']),
  ]);
  return { default: RecommendedInternships };
});

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
