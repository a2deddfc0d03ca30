import type { StorefrontSettings } from '@vitrine/sdk/modules/store-settings';

/**
 * The store's public configuration. The platform injects it into index.html as
 * `window.__VITRINE__` when it serves the app; under the Vite dev server it is fetched from the
 * platform instead. It holds the public OAuth client id, never a secret.
 */
export interface PublicConfig {
  clientId: string;
  siteId: string;
  siteName: string;
  currency: string;
  /** Where the storefront's "Check out" leads (store settings). */
  checkoutPage?: 'STOREFRONT' | 'HOSTED';
  /** How the storefront looks (store settings); the same object in every app's page, unused here. */
  design?: StorefrontSettings;
  /** The platform's URL; the page's own origin when the platform serves the app. */
  baseUrl: string;
}

declare global {
  interface Window {
    __VITRINE__?: Omit<PublicConfig, 'baseUrl'> | null;
  }
}

export async function loadPublicConfig(): Promise<PublicConfig> {
  const baseUrl = window.location.origin;
  const injected = window.__VITRINE__;
  if (injected) return { ...injected, baseUrl };
  const response = await fetch(`${baseUrl}/_api/vitrine/v1/public-config`);
  if (!response.ok) throw new Error('The store is not set up yet: the platform has no site.');
  return { ...((await response.json()) as Omit<PublicConfig, 'baseUrl'>), baseUrl };
}
