import { createClient } from '@vitrine/sdk';
import { browserSessionAuth, localStorageTokenStorage, memoryTokenStorage, OAuthStrategy, sessionCookieNames } from '@vitrine/sdk/auth';
import { checkout } from '@vitrine/sdk/modules/checkout';
import { hostedSession } from '@vitrine/sdk/modules/hosted-session';
import { identity } from '@vitrine/sdk/modules/identity';
import { products } from '@vitrine/sdk/modules/products';
import { recovery } from '@vitrine/sdk/modules/recovery';
import type { PublicConfig } from '@vitrine/app-kit/public-config';

/**
 * Where the shopper's tokens for `clientId` are on this origin. The server-rendered storefront the
 * platform serves keeps them in session cookies and renews through its session route
 * (docs/storefront.md); other apps of this origin keep them in `localStorage`.
 */
function shopperTokens(clientId: string) {
  const storefrontSession = typeof document !== 'undefined' && document.cookie.split('; ').some((cookie) => cookie.startsWith(`${sessionCookieNames(clientId).access}=`));
  return storefrontSession ? browserSessionAuth({ sessionUrl: '/_storefront/session', renewUrl: '/_storefront/session/renew' }) : { tokenStorage: localStorageTokenStorage() };
}

/**
 * A shopper's client for one OAuth app, with that app's tokens on this origin, so the hosted
 * checkout acts as the same visitor or member as the storefront that sent the shopper here
 * (carts and checkouts belong to who made them).
 */
export function createShopperClient(baseUrl: string, clientId: string) {
  return createClient({
    baseUrl,
    modules: { checkout, products, identity, hostedSession },
    auth: OAuthStrategy({ clientId, ...shopperTokens(clientId) }),
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
export type AppClient = ShopperClient;
