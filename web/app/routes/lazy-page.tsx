import { type ComponentType, Suspense } from 'react';
import { FullPageSpinner } from '#web/components/ui/spinner.js';
import { type CatalogGroup, loadCatalogs } from '#web/lib/i18n.js';

/**
 * A page fetched when first shown; `preload` fetches it ahead (and its catalogs) so it then renders at once,
 * and `prefetch` does the same for a page the visitor may open next, resolving whether it loaded: its
 * failure is not kept for the page's next render (the network may be back by then, and the render tries
 * again).
 */
export type LazyPage = ComponentType & {
  preload: () => Promise<void>;
  prefetch: () => Promise<boolean>;
  catalogs: readonly CatalogGroup[];
};

/**
 * A page whose code is fetched when first shown, with the catalogs of the features it shows (in the
 * page's language) fetched beside it. Navigations run in a transition (BrowserRouter's default), so the
 * current page stays on screen while the next one downloads; the spinner shows only on a first load
 * straight into a lazy page. A page rendered by the server is preloaded before the browser takes it over,
 * and then renders without suspending, so the server's HTML stays as it is (docs/decisions/0048). The tree
 * is the same either way (Suspense, then the page), so a page never mounts twice.
 */
export function lazyPage(load: () => Promise<ComponentType>, catalogs: readonly CatalogGroup[] = []): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  let failure: unknown = null;
  const loadOnce = ({ keepFailure = true } = {}) => {
    loading ??= Promise.all([load(), loadCatalogs(catalogs)]).then(
      ([page]) => {
        loaded = page;
      },
      (error: unknown) => {
        loading = null; // a dropped network: the next visit tries again
        if (keepFailure) failure = error;
      },
    );
    return loading;
  };
  /** The page, or, while its code loads, a promise thrown to the Suspense above (as React.lazy does). */
  function Page() {
    if (failure) {
      const error = failure;
      failure = null;
      throw error; // to the route's error boundary
    }
    if (!loaded) throw loadOnce();
    const Loaded = loaded;
    return <Loaded />;
  }
  function LazyPage() {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <Page />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, {
    preload: async () => {
      await loadOnce();
      if (failure) throw failure;
    },
    prefetch: async () => {
      await loadOnce({ keepFailure: false });
      return loaded !== null;
    },
    catalogs,
  });
}
