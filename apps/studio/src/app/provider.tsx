import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { VitrineProvider } from '@vitrine/react';
import type { ReactNode } from 'react';
import type { PublicConfig } from '../config/env';
import type { AppClient } from '../lib/sdk';
import { StudioConfigProvider } from '../lib/studio-config';
import '../components/ui/studio.css';

export function AppProvider({ client, queryClient, config, children }: { client: AppClient; queryClient: QueryClient; config: PublicConfig; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <VitrineProvider client={client}>
        <StudioConfigProvider config={config}>{children}</StudioConfigProvider>
      </VitrineProvider>
    </QueryClientProvider>
  );
}
