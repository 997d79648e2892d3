import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createQueryClient } from '../lib/query-client.js';
import { SessionProvider } from '../lib/session.js';
import { DeferredToaster } from './deferred-toaster.js';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
