import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@vitrine/app-kit/app-provider';
import { AppRouter } from './app/router';
import { loadPublicConfig } from '@vitrine/app-kit/public-config';
import { createAppQueryClient } from '@vitrine/app-kit/query-client';
import { createAppClient } from './lib/sdk';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
try {
  const config = await loadPublicConfig();
  root.render(
    <StrictMode>
      {/* A shopper's data changes rarely while the page is open: fresh for a minute. */}
      <AppProvider config={config} client={createAppClient(config)} queryClient={createAppQueryClient({ staleTime: 60_000 })}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
} catch (error) {
  root.render(
    <main>
      <h1>Not available</h1>
      <p role="alert">{error instanceof Error ? error.message : String(error)}</p>
    </main>
  );
}
