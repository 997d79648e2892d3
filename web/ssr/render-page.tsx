// The server's render of a page (docs/decisions/0048), built by Vite for Node (npm run build:ssr) and
// loaded by server/modules/pages/app-renderer.ts. It renders the app itself, the same components, routes,
// catalogs and query options as the browser, so the browser takes the HTML over without a change.
import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import type { Language } from '#shared/languages.js';
import { AppProviders } from '#web/app/providers.js';
import { AppRoutes } from '#web/app/router.js';
import { matchedLazyPages } from '#web/app/routes/matched-pages.js';
import { takeRenderedTitle } from '#web/components/seo/document-title.js';
import { SplashGate } from '#web/features/splash/components/splash-gate.js';
import { setApiFetch } from '#web/lib/api-client.js';
import { i18n, loadLanguage } from '#web/lib/i18n.js';
import { setPublicOrigin } from '#web/lib/site-origin.js';
import { fetchPageData, renderedPageOf } from './page-data.js';

export interface RenderedApp {
  /** What goes inside #root. */
  html: string;
  /** The answers the page was rendered from, for the browser's query cache (web/start-app.tsx). */
  state: DehydratedState;
  /** The tab title the page sets, in its language. */
  title: string;
}

/** How the render asks the API: the server answers in process (app.inject), with the visitor's address. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

export { renderedPageOf };

/**
 * Renders `url` (on the site's public address) in `language` as a visitor sees it, or null when the page is not one the server renders
 * or an answer it needs failed (the browser then renders it as before).
 */
export async function renderApp(url: URL, language: Language, apiFetch: ApiFetch): Promise<RenderedApp | null> {
  if (!renderedPageOf(url.pathname)) return null;
  setApiFetch(apiFetch);
  setPublicOrigin(url.origin);
  // No retries here: a failed answer leaves the page to the browser, which retries as it always does.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const pages = matchedLazyPages(url.pathname);
  try {
    await Promise.all([
      fetchPageData(queryClient, url),
      loadLanguage(
        language,
        pages.flatMap((page) => page.catalogs),
      ),
      ...pages.map((page) => page.preload()),
    ]);
  } catch {
    return null;
  }
  // From here to the end nothing awaits, so no other render's language can come between.
  i18n.activate(language);
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <SplashGate isSkipped>
        <StaticRouter location={`${url.pathname}${url.search}`}>
          <AppRoutes />
        </StaticRouter>
      </SplashGate>
    </AppProviders>,
  );
  return { html, state: dehydrate(queryClient), title: takeRenderedTitle() };
}
