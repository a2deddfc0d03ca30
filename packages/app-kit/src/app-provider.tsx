import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { VitrineProvider, type VitrineProviderProps } from '@vitrine/react';
import type { ReactNode } from 'react';
import type { PublicConfig } from './public-config.ts';
import { PublicConfigProvider } from './public-config-context.tsx';

/** What every app wraps its pages in: the store's public configuration, the query client and the SDK client. */
export function AppProvider({ client, queryClient, config, children }: { client: VitrineProviderProps['client']; queryClient: QueryClient; config: PublicConfig; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <VitrineProvider client={client}>
        <PublicConfigProvider config={config}>{children}</PublicConfigProvider>
      </VitrineProvider>
    </QueryClientProvider>
  );
}
