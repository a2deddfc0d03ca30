import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { VitrineProvider } from '@vitrine/react';
import type { ReactNode } from 'react';
import type { PublicConfig } from '@vitrine/app-kit/public-config';
import type { StoreClient } from '../lib/sdk';
import { PublicConfigProvider } from '@vitrine/app-kit/public-config-context';

export function AppProvider({ client, queryClient, config, children }: { client: StoreClient; queryClient: QueryClient; config: PublicConfig; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <VitrineProvider client={client}>
        <PublicConfigProvider config={config}>{children}</PublicConfigProvider>
      </VitrineProvider>
    </QueryClientProvider>
  );
}
