import { createClient, localStorageTokenStorage, memoryTokenStorage, OAuthStrategy } from '@vitrine/sdk';
import { checkout } from '@vitrine/sdk/modules/checkout';
import { hostedSession } from '@vitrine/sdk/modules/hosted-session';
import { identity } from '@vitrine/sdk/modules/identity';
import { products } from '@vitrine/sdk/modules/products';
import { recovery } from '@vitrine/sdk/modules/recovery';
import type { PublicConfig } from '../config/env';

/**
 * A shopper's client for one OAuth app. Tokens live in `localStorage` under the app's client id,
 * so on the platform's origin the hosted checkout acts as the same visitor or member as the
 * storefront that sent the shopper here (carts and checkouts belong to who made them).
 */
export function createShopperClient(baseUrl: string, clientId: string) {
  return createClient({
    baseUrl,
    modules: { checkout, products, identity, hostedSession },
    auth: OAuthStrategy({ clientId, tokenStorage: localStorageTokenStorage() }),
  });
}

/**
 * The client of one sign-in on a hosted page: a fresh visitor of the app that asked, kept in
 * memory. Signing in here only yields a session token for that app; nothing may overwrite the
 * tokens another app on this origin keeps in `localStorage`.
 */
export function createSignInClient(baseUrl: string, clientId: string) {
  return createClient({
    baseUrl,
    modules: { hostedSession, recovery },
    auth: OAuthStrategy({ clientId, tokenStorage: memoryTokenStorage() }),
  });
}

/** The app's one shared client: the store's own OAuth app (public config). */
export function createAppClient(config: PublicConfig) {
  return createShopperClient(config.baseUrl, config.clientId);
}

export type ShopperClient = ReturnType<typeof createShopperClient>;
export type SignInClient = ReturnType<typeof createSignInClient>;
export type AppClient = ShopperClient;
