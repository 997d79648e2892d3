import type { ReactNode } from 'react';
import type { InitialEntry } from 'react-router';
import { DeferredToaster } from '../app/deferred-toaster.js';
import { markerRoutes, renderRoutes } from './render-routes.js';

/**
 * Renders `element` at `path` inside the app's providers, with a marker page per other route; `at` opens it
 * with a query or navigation state (default: `path` itself).
 */
export function renderWithProviders(
  element: ReactNode,
  { path = '/', otherPaths = [] as string[], at }: { path?: string; otherPaths?: string[]; at?: InitialEntry } = {},
) {
  return renderRoutes([{ path, element }, ...markerRoutes(otherPaths)], at ?? path, <DeferredToaster />);
}
