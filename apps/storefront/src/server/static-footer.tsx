import type { QueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '@vitrine/app-kit/public-config';
import { Router } from 'wouter';
import { AppProvider } from '@vitrine/app-kit/app-provider';
import { SiteFooter } from '../components/site-footer';
import type { StoreClient } from '../lib/sdk';

/**
 * The footer, rendered here after the element React hydrates, not inside it: it is plain links and
 * text with nothing to do in the browser, so the browser's bundle leaves it out (about 0.4 KB gzip
 * of every first load) and it stays as drawn while pages change above it. Its collections come
 * from the same query cache as the page's (discovered with it, so they are in the page's data).
 */
export function StaticFooter({ client, queryClient, config, location }: { client: StoreClient; queryClient: QueryClient; config: PublicConfig; location: string }) {
  return (
    <AppProvider client={client} queryClient={queryClient} config={config}>
      <Router ssrPath={location}>
        <SiteFooter />
      </Router>
    </AppProvider>
  );
}
