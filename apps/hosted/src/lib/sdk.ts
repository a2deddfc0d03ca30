import { createClient, localStorageTokenStorage, OAuthStrategy } from '@vitrine/sdk';
import type { PublicConfig } from '../config/env';

/** The app's one SDK client; features add the modules they use to `modules`. */
export function createAppClient(config: PublicConfig) {
  return createClient({
    baseUrl: config.baseUrl,
    modules: {},
    auth: OAuthStrategy({ clientId: config.clientId, tokenStorage: localStorageTokenStorage() }),
  });
}

export type AppClient = ReturnType<typeof createAppClient>;
