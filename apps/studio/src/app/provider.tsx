import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { VitrineProvider } from '@vitrine/react';
import type { ReactNode } from 'react';
import type { PublicConfig } from '@vitrine/app-kit/public-config';
import type { AppClient } from '../lib/sdk';
import { PublicConfigProvider } from '@vitrine/app-kit/public-config-context';
import '../components/ui/studio.css';

export function AppProvider({ client, queryClient, config, children }: { client: AppClient; queryClient: QueryClient; config: PublicConfig; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <VitrineProvider client={client}>
        <PublicConfigProvider config={config}>{children}</PublicConfigProvider>
      </VitrineProvider>
    </QueryClientProvider>
  );
}
