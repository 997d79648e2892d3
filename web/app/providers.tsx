import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { i18n } from '../lib/i18n.js';
import { createQueryClient } from '../lib/query-client.js';
import { SessionProvider } from '../lib/session.js';
import { DeferredToaster } from './deferred-toaster.js';

/**
 * `queryClient`: one already holding answers (the server's render, or the browser taking over a page the
 * server rendered: docs/decisions/0048); otherwise a new one.
 */
export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
        <DeferredToaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}
