import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { SplashGate } from '../features/splash/components/splash-gate.js';
import { AppProviders } from './providers.js';
import { createAppRouter } from './router.js';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <SplashGate>
        <RouterProvider router={router} />
      </SplashGate>
    </AppProviders>
  );
}
