import type { ReactNode } from 'react';
import { DeferredToaster } from '../app/deferred-toaster.js';
import { markerRoutes, renderRoutes } from './render-routes.js';

/** Renders `element` at `path` inside the app's providers, with a marker page per other route. */
export function renderWithProviders(element: ReactNode, { path = '/', otherPaths = [] as string[] } = {}) {
  return renderRoutes([{ path, element }, ...markerRoutes(otherPaths)], path, <DeferredToaster />);
}
