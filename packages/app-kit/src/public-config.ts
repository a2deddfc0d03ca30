import type { StorefrontSettings } from '@vitrine/sdk/modules/store-settings';

/**
 * The store's public configuration, the same for every app: the platform writes it into each app's
 * page as `window.__VITRINE__` when it serves the app (the storefront's server renders it in). It
 * holds the public OAuth client id, never a secret.
 */
export interface PublicConfig {
  clientId: string;
  siteId: string;
  siteName: string;
  currency: string;
  /** Where the storefront's "Check out" leads, as the store chose in its settings: its own checkout page or the platform's hosted one. */
  checkoutPage?: 'STOREFRONT' | 'HOSTED';
  /** How the store looks and what its home page and footer say (store settings, storefront section). */
  design?: StorefrontSettings;
  /** Where the SDK calls the platform: the page's own origin in the browser, the platform's URL on a server. */
  baseUrl: string;
}

declare global {
  interface Window {
    __VITRINE__?: Omit<PublicConfig, 'baseUrl'> | null;
  }
}

/**
 * The configuration the page carries, or, under a Vite dev server (no injection), the platform's
 * `public-config` answer from the same origin.
 */
export async function loadPublicConfig(): Promise<PublicConfig> {
  const baseUrl = window.location.origin;
  const injected = window.__VITRINE__;
  if (injected) return { ...injected, baseUrl };
  const response = await fetch(`${baseUrl}/_api/vitrine/v1/public-config`);
  if (!response.ok) throw new Error('The store is not set up yet: the platform has no site.');
  return { ...((await response.json()) as Omit<PublicConfig, 'baseUrl'>), baseUrl };
}
