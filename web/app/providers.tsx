import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { i18n } from '../lib/i18n.js';
import { createQueryClient } from '../lib/query-client.js';
import { SessionProvider } from '../lib/session.js';
import { DeferredToaster } from './deferred-toaster.js';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
        <DeferredToaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}
