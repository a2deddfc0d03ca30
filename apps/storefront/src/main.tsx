import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { loadPublicConfig } from './config/env';
import { createStoreClient } from './lib/sdk';
import { createAppQueryClient } from './lib/query-client';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
try {
  const config = await loadPublicConfig();
  const client = createStoreClient(config);
  const queryClient = createAppQueryClient();
  root.render(
    <StrictMode>
      <AppProvider client={client} queryClient={queryClient} config={config}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
} catch (error) {
  // Without its configuration the store cannot ask for a visitor token; say so instead of a blank page.
  root.render(
    <main className="page">
      <h1>The store is not available</h1>
      <p role="alert">{error instanceof Error ? error.message : String(error)}</p>
    </main>,
  );
}
