import type { DehydratedState } from '@tanstack/react-query';
import type { PublicConfig } from '@vitrine/app-kit/public-config';

declare global {
  interface Window {
    /** The server's query cache (server/dehydrated.ts). */
    __VITRINE_QUERIES__?: DehydratedState;
  }
}

/** The configuration the storefront's server wrote into the page (it always does; there is nothing to fetch). */
export function browserPublicConfig(): PublicConfig {
  const injected = window.__VITRINE__;
  if (!injected) throw new Error('The store is not set up yet: the platform has no site.');
  return { ...injected, baseUrl: window.location.origin };
}
