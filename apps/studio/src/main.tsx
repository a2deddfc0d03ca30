import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@vitrine/app-kit/app-provider';
import './components/ui/studio.css';
import { AppRouter } from './app/router';
import { loadPublicConfig } from '@vitrine/app-kit/public-config';
import { createAppQueryClient } from '@vitrine/app-kit/query-client';
import { createAppClient } from './lib/sdk';

const root = createRoot(document.getElementById('root')!);
try {
  const config = await loadPublicConfig();
  root.render(
    <StrictMode>
      {/* Merchants edit what they look at: data is fresh for only a few seconds, and a failed write is never sent again unasked. */}
      <AppProvider client={createAppClient(config)} queryClient={createAppQueryClient({ staleTime: 5_000, retryMutations: false })} config={config}>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
} catch (error) {
  // Without the site's configuration the studio cannot sign anyone in; say so instead of a blank page.
  root.render(
    <main className="sign-in">
      <h1>The studio is not available</h1>
      <p role="alert">{error instanceof Error ? error.message : String(error)}</p>
    </main>,
  );
}
