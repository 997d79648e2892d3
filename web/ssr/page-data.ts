import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { paths } from '#web/config/paths.js';
import { getFeaturedInternshipsQueryOptions } from '#web/features/home/api/get-featured-internships.js';
import { getInternshipQueryOptions } from '#web/features/internships/api/get-internship.js';
import { getInternshipsQueryOptions } from '#web/features/internships/api/get-internships.js';
import { getSimilarInternshipsQueryOptions } from '#web/features/internships/api/get-similar-internships.js';
import { parseListQuery, toJobsApiQuery } from '#web/features/internships/utils/list-query.js';
import { getPublicSettingsQueryOptions } from '#web/lib/public-settings.js';

/** The pages whose first HTML the server renders (docs/decisions/0048): what a phone opens first and links share. */
export type RenderedPageName = 'home' | 'internships' | 'internship';

export function renderedPageOf(pathname: string): RenderedPageName | null {
  if (matchPath(paths.home.path, pathname)) return 'home';
  if (matchPath(paths.internships.path, pathname)) return 'internships';
  if (matchPath(paths.internship.path, pathname)) return 'internship';
  return null;
}

/**
 * Asks, through the pages' own query options, every answer the page shows on its first render, so the
 * server's HTML holds them and the browser starts from the same answers (no second fetch, no jump).
 * Fails when one of them fails: the page is then left to the browser.
 */
export async function fetchPageData(queryClient: QueryClient, url: URL): Promise<void> {
  const asks: Promise<unknown>[] = [queryClient.fetchQuery(getPublicSettingsQueryOptions())];
  const page = renderedPageOf(url.pathname);
  if (page === 'home') asks.push(queryClient.fetchQuery(getFeaturedInternshipsQueryOptions()));
  if (page === 'internships') {
    asks.push(queryClient.fetchQuery(getInternshipsQueryOptions(toJobsApiQuery(parseListQuery(url.searchParams)))));
  }
  const id = matchPath(paths.internship.path, url.pathname)?.params.id;
  if (page === 'internship' && id) {
    asks.push(queryClient.fetchQuery(getInternshipQueryOptions(id)));
    // Nice to have, as in the browser: the page shows without them when they fail.
    asks.push(queryClient.fetchQuery(getSimilarInternshipsQueryOptions(id)).catch(() => undefined));
  }
  await Promise.all(asks);
}
