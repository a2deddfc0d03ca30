import { hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { browserPublicConfig } from './config/env';
import { browserSession } from './lib/browser-session';
import { createAppQueryClient } from './lib/query-client';
import { createStoreClient } from './lib/sdk';
import './styles.css';

/**
 * Hydrates the page the server rendered: the server's queries go into the cache first, so nothing
 * it showed is fetched again, and the page's code is loaded first, so React finds what the server drew.
 */
const config = browserPublicConfig();
const client = createStoreClient(config, browserSession());
const queryClient = createAppQueryClient();
hydrate(queryClient, window.__VITRINE_QUERIES__ ?? {});
// Not a top-level await: this module is in the shell chunk, which the page's chunk imports, and a
// module that awaited its own importer's import would never finish loading.
void preloadPage(window.location.pathname).then(() => {
  hydrateRoot(document.getElementById('root')!, <App client={client} queryClient={queryClient} config={config} />);
});
