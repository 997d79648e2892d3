import { matchRoutes } from 'react-router';
import { routes } from '../router.js';
import type { LazyPage } from './lazy-page.js';

/** The lazy pages a path shows (its route and the layouts above it): loaded before a render that must not wait. */
export function matchedLazyPages(pathname: string): LazyPage[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const component = route.Component as Partial<LazyPage> | undefined;
    return component && typeof component.preload === 'function' ? [component as LazyPage] : [];
  });
}
