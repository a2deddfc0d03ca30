import type { PublicConfig } from './public-config';

/**
 * What a host of the server-rendered storefront (the platform's plugin, the standalone
 * `apps/storefront/server.mjs`) tells the storefront's server entry about a request, and the head
 * of what the entry answers. Here, not in the storefront, because the platform is a host and may
 * not import an app: both sides read the one contract.
 */
export interface StoreRequest {
  method: string;
  /** Path and query, e.g. `/shop?page=2`. */
  url: string;
  cookieHeader: string | undefined;
  /** Served over https: cookies get `Secure`. */
  secure: boolean;
  /** The `Origin` header, when the browser sent one. */
  origin: string | undefined;
  /** The `Host` header. */
  host: string | undefined;
  contentType: string | undefined;
  /** The platform's URL as this server reaches it. */
  platformUrl: string;
  /** The store's public configuration, as the browser gets it. */
  config: Omit<PublicConfig, 'baseUrl'>;
  log?: (error: unknown) => void;
}

export interface StoreResponseHead {
  status: number;
  headers: Record<string, string | string[]>;
}
