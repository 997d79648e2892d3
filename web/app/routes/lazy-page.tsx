import { type ComponentType, lazy, Suspense } from 'react';
import { FullPageSpinner } from '#web/components/ui/spinner.js';

/**
 * A page whose code is fetched when first shown. Navigations run in a transition (BrowserRouter's
 * default), so the current page stays on screen while the next one downloads; the spinner shows only
 * on a first load straight into a lazy page.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Page />
      </Suspense>
    );
  };
}
