import { BrowserRouter, matchPath } from 'react-router';
import { paths } from '../config/paths.js';
import { SplashGate } from '../features/splash/components/splash-gate.js';
import { AppProviders } from './providers.js';
import { AppRoutes } from './router.js';

/** A visit that starts on a company's answer page (opened from its mail) has no splash: it is no student's visit. */
function startsWithoutSplash(): boolean {
  return matchPath(paths.companyAnswer.path, window.location.pathname) !== null;
}

export function App() {
  return (
    <AppProviders>
      <SplashGate isSkipped={startsWithoutSplash()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SplashGate>
    </AppProviders>
  );
}
