import { createClient, localStorageTokenStorage, OAuthStrategy } from '@vitrine/sdk';
import { checkout } from '@vitrine/sdk/modules/checkout';
import { collections } from '@vitrine/sdk/modules/collections';
import { currentCart } from '@vitrine/sdk/modules/current-cart';
import { members } from '@vitrine/sdk/modules/members';
import { orders } from '@vitrine/sdk/modules/orders';
import { products } from '@vitrine/sdk/modules/products';
import { redirects } from '@vitrine/sdk/modules/redirects';
import type { PublicConfig } from '../config/env';

/**
 * The storefront's one SDK client, with only the API areas the store uses (each is its own
 * import, so the bundle keeps nothing else). Tokens live in `localStorage`, so a reload keeps the
 * shopper's visitor or member session, and with it their cart.
 */
export function createStoreClient(config: PublicConfig) {
  return createClient({
    baseUrl: config.baseUrl,
    modules: { products, collections, currentCart, checkout, orders, redirects, members },
    auth: OAuthStrategy({ clientId: config.clientId, tokenStorage: localStorageTokenStorage() }),
  });
}

export type StoreClient = ReturnType<typeof createStoreClient>;
