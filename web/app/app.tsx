import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, matchPath } from 'react-router';
import { paths } from '../config/paths.js';
import { SplashGate } from '../features/splash/components/splash-gate.js';
import { AppProviders } from './providers.js';
import { AppRoutes } from './router.js';

/** A visit that starts on a company's answer page (opened from its mail) has no splash: it is no student's visit. */
function startsWithoutSplash(): boolean {
  return matchPath(paths.companyAnswer.path, window.location.pathname) !== null;
}

type AppProps = {
  /** Holds the answers the server rendered the page from. */
  queryClient?: QueryClient;
  /**
   * The page came with its content from the server (docs/decisions/0048): the visitor is reading it
   * already, so no splash covers it.
   */
  isServerRendered?: boolean;
};

export function App({ queryClient, isServerRendered = false }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <SplashGate isSkipped={isServerRendered || startsWithoutSplash()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SplashGate>
    </AppProviders>
  );
}
