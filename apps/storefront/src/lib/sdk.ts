import { createClient, localStorageTokenStorage, OAuthStrategy } from '@vitrine/sdk';
import { redirects } from '@vitrine/sdk/modules/redirects';
import type { PublicConfig } from '../config/env';

/**
 * The storefront's one SDK client. Tokens live in `localStorage`, so a reload keeps the
 * shopper's visitor or member session, and with it their cart.
 */
export function createStoreClient(config: PublicConfig) {
  return createClient({
    baseUrl: config.baseUrl,
    modules: { redirects },
    auth: OAuthStrategy({ clientId: config.clientId, tokenStorage: localStorageTokenStorage() }),
  });
}

export type StoreClient = ReturnType<typeof createStoreClient>;
