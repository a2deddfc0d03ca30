import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { VitrineProvider } from '@vitrine/react';
import type { ReactNode } from 'react';
import type { PublicConfig } from '@vitrine/app-kit/public-config';
import { PublicConfigProvider } from '@vitrine/app-kit/public-config-context';
import type { AppClient } from '../lib/sdk';

export function AppProvider({ config, client, queryClient, children }: { config: PublicConfig; client: AppClient; queryClient: QueryClient; children: ReactNode }) {
  return (
    <PublicConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <VitrineProvider client={client}>{children}</VitrineProvider>
      </QueryClientProvider>
    </PublicConfigProvider>
  );
}
