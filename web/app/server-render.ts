import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { SERVER_RENDER_ID } from '#shared/server-render.js';
import { createQueryClient } from '#web/lib/query-client.js';
import { setPublicOrigin } from '#web/lib/site-origin.js';
import { matchedLazyPages } from './routes/matched-pages.js';

/** What the server put beside a page it rendered (docs/decisions/0048). */
export type ServerRenderData = { language: string; origin: string; state: DehydratedState };

export type ServerRender = {
  language: string;
  /** Holds the answers the page was rendered from: the browser asks none of them again. */
  queryClient: QueryClient;
  /** Fetches the code and catalogs of the page shown, so its first render needs nothing more. */
  preload: () => Promise<void>;
};

/** The server's render of this page, or null for a page the browser renders itself. */
export function readServerRender(document: Document): ServerRender | null {
  const element = document.getElementById(SERVER_RENDER_ID);
  if (!element?.textContent) return null;
  let data: ServerRenderData;
  try {
    data = JSON.parse(element.textContent) as ServerRenderData;
  } catch {
    return null;
  }
  // Links shared outside the site use the address the server rendered them with.
  if (typeof data.origin === 'string') setPublicOrigin(data.origin);
  const queryClient = createQueryClient();
  // The page was served just now under the server's current content (its read cache follows every change):
  // its answers count as fetched now, so none is asked again at once.
  const now = Date.now();
  for (const query of data.state.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, data.state);
  const pages = matchedLazyPages(document.location.pathname);
  return {
    language: data.language,
    queryClient,
    preload: async () => {
      await Promise.all(pages.map((page) => page.preload()));
    },
  };
}
