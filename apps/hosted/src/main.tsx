import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { loadPublicConfig } from '@vitrine/app-kit/public-config';
import { createAppQueryClient } from './lib/query-client';
import { createAppClient } from './lib/sdk';
import './styles.css';

const root = createRoot(document.getElementById('root')!);
try {
  const config = await loadPublicConfig();
  root.render(
    <StrictMode>
      <AppProvider config={config} client={createAppClient(config)} queryClient={createAppQueryClient()}>
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
