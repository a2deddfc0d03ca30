import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import type { PublicConfig } from '../config/env';
import type { StoreClient } from '../lib/sdk';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** The whole store, as the server renders it and the browser hydrates it. `location` is the server's request path. */
export function App({ client, queryClient, config, location }: { client: StoreClient; queryClient: QueryClient; config: PublicConfig; location?: string }) {
  return (
    <StrictMode>
      <AppProvider client={client} queryClient={queryClient} config={config}>
        <Router {...(location === undefined ? {} : { ssrPath: location })}>
          <AppRouter />
        </Router>
      </AppProvider>
    </StrictMode>
  );
}
