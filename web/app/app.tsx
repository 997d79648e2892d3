import { BrowserRouter } from 'react-router';
import { SplashGate } from '../features/splash/components/splash-gate.js';
import { AppProviders } from './providers.js';
import { AppRoutes } from './router.js';

export function App() {
  return (
    <AppProviders>
      <SplashGate>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SplashGate>
    </AppProviders>
  );
}
