import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { VitrineProvider } from '@vitrine/react';
import type { ReactNode } from 'react';
import type { AppClient } from '../lib/sdk';

export function AppProvider({ client, queryClient, children }: { client: AppClient; queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <VitrineProvider client={client}>{children}</VitrineProvider>
    </QueryClientProvider>
  );
}
