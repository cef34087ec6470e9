import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { ToastProvider } from '@/components/ui/toast';
import { queryConfig } from '@/lib/react-query';

export function createQueryClient() {
  return new QueryClient({ defaultOptions: queryConfig });
}

/** App-wide providers: queries and the toast alerts. The router needs the same QueryClient for its loaders, so it is passed in. */
export function AppProvider({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
