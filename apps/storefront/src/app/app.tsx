import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { Router } from 'wouter';
import type { PublicConfig } from '@vitrine/app-kit/public-config';
import type { StoreClient } from '../lib/sdk';
import { AppProvider } from '@vitrine/app-kit/app-provider';
import { AppRouter } from './router';

/**
 * Marks the document once React has hydrated the server's HTML (`<html data-hydrated>`): before
 * that, buttons that need JavaScript do nothing, so browser tests wait for it after a page load.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The whole store, as the server renders it and the browser hydrates it. `location` is the server's request path. */
export function App({ client, queryClient, config, location }: { client: StoreClient; queryClient: QueryClient; config: PublicConfig; location?: string }) {
  return (
    <StrictMode>
      <AppProvider client={client} queryClient={queryClient} config={config}>
        <Router {...(location === undefined ? {} : { ssrPath: location })}>
          <AppRouter />
        </Router>
        <HydratedMark />
      </AppProvider>
    </StrictMode>
  );
}
