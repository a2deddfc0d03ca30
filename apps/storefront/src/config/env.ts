import type { DehydratedState } from '@tanstack/react-query';
import type { StorefrontSettings } from '@vitrine/sdk/modules/store-settings';

/**
 * The store's public configuration. The server that renders the store writes it into the page as
 * `window.__VITRINE__`. It holds the public OAuth client id, never a secret.
 */
export interface PublicConfig {
  clientId: string;
  siteId: string;
  siteName: string;
  currency: string;
  /** Where "Check out" leads, as the store chose in its settings: this store's checkout page or the platform's hosted one. */
  checkoutPage?: 'STOREFRONT' | 'HOSTED';
  /** How the store looks and what its home page and footer say (store settings, storefront section). */
  design?: StorefrontSettings;
  /** Where the SDK calls the platform: the page's own origin in the browser, the platform's URL on the server. */
  baseUrl: string;
}

declare global {
  interface Window {
    __VITRINE__?: Omit<PublicConfig, 'baseUrl'> | null;
    /** The server's query cache (server/dehydrated.ts). */
    __VITRINE_QUERIES__?: DehydratedState;
  }
}

export function browserPublicConfig(): PublicConfig {
  const injected = window.__VITRINE__;
  if (!injected) throw new Error('The store is not set up yet: the platform has no site.');
  return { ...injected, baseUrl: window.location.origin };
}
