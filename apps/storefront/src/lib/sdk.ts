import { createClient, OAuthStrategy, type FetchLike, type Tokens, type TokenStorage } from '@vitrine/sdk';
import { collections } from '@vitrine/sdk/modules/collections';
import { currentCart } from '@vitrine/sdk/modules/current-cart';
import { products } from '@vitrine/sdk/modules/products';
// Eager: the SDK's hosted sign-in, part of every OAuthStrategy, imports it anyway.
import { redirects } from '@vitrine/sdk/modules/redirects';
import type { PublicConfig } from '@vitrine/app-kit/public-config';
import { lazyModule } from './lazy-module';

// Only checkout, account and order pages call these: their code loads on the first call.
const checkout = lazyModule(() => import('@vitrine/sdk/modules/checkout').then((module) => module.checkout));
const orders = lazyModule(() => import('@vitrine/sdk/modules/orders').then((module) => module.orders));
const members = lazyModule(() => import('@vitrine/sdk/modules/members').then((module) => module.members));

/** Where a client keeps the shopper's tokens: the request's cookies on the server, the session cookie in the browser. */
export interface StoreSession {
  tokenStorage: TokenStorage;
  /** The browser renews through the store's server, which holds the refresh token. */
  renewTokens?: (current: Tokens) => Promise<Tokens>;
  fetch?: FetchLike;
}

/**
 * An SDK client with only the API areas the store uses (each is its own import, so the bundle
 * keeps nothing else). The server makes one per request, the browser one per page load.
 */
export function createStoreClient(config: PublicConfig, session: StoreSession) {
  return createClient({
    baseUrl: config.baseUrl,
    ...(session.fetch ? { fetch: session.fetch } : {}),
    modules: { products, collections, currentCart, checkout, orders, redirects, members },
    auth: OAuthStrategy({ clientId: config.clientId, tokenStorage: session.tokenStorage, ...(session.renewTokens ? { renewTokens: session.renewTokens } : {}) }),
  });
}

export type StoreClient = ReturnType<typeof createStoreClient>;
