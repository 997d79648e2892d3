import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client.js';
import { SessionProvider } from '../lib/session.js';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
      {/* spec 001 §2: toasts appear at top-right. */}
      <Toaster position="top-right" richColors closeButton style={{ fontFamily: 'inherit' }} />
    </QueryClientProvider>
  );
}
