import { type ComponentType, lazy, Suspense } from 'react';
import { FullPageSpinner } from '#web/components/ui/spinner.js';
import { type CatalogGroup, loadCatalogs } from '#web/lib/i18n.js';

/**
 * A page whose code is fetched when first shown, with the catalogs of the features it shows (in the
 * page's language) fetched beside it. Navigations run in a transition (BrowserRouter's default), so the
 * current page stays on screen while the next one downloads; the spinner shows only on a first load
 * straight into a lazy page.
 */
export function lazyPage(load: () => Promise<ComponentType>, catalogs: readonly CatalogGroup[] = []): ComponentType {
  const Page = lazy(async () => {
    const [page] = await Promise.all([load(), loadCatalogs(catalogs)]);
    return { default: page };
  });
  return function LazyPage() {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Page />
      </Suspense>
    );
  };
}
