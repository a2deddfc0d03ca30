import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { VitrineProvider } from '@vitrine/react';
import type { ReactNode } from 'react';
import type { PublicConfig } from '../config/env';
import type { StoreClient } from '../lib/sdk';
import { StoreConfigProvider } from '../lib/store-config';

export function AppProvider({ client, queryClient, config, children }: { client: StoreClient; queryClient: QueryClient; config: PublicConfig; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <VitrineProvider client={client}>
        <StoreConfigProvider config={config}>{children}</StoreConfigProvider>
      </VitrineProvider>
    </QueryClientProvider>
  );
}
