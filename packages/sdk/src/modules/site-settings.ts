import { newIdempotencyKey } from './idempotency-key.ts';
import { listedResource, type ListedResourceApi } from '../core/listed-resource.ts';
import type { Module, Transport } from '../core/types.ts';
import type { ApiKey, ApiKeyInput, OAuthApp, OAuthAppInput, OAuthAppPatch, Site, SitePatch } from '../generated/sites.ts';

/**
 * Site settings for the site's owner and for API keys holding `settings:write`: the site itself,
 * its OAuth apps (public clients and their redirect URIs) and its API keys. These are Vitrine's
 * own endpoints (`/_api/vitrine/v1/...`); the hosted platform manages them in its dashboard.
 */

const prefix = '/_api/vitrine/v1';

export type { ApiKey, ApiKeyInput, OAuthApp, OAuthAppInput, OAuthAppPatch, Site, SitePatch } from '../generated/sites.ts';

export interface CreatedApiKey {
  apiKey: ApiKey;
  /** The secret key: this answer is the only place it appears. */
  key: string;
}

/** OAuth apps: `listOAuthApps`, `createOAuthApp`, `updateOAuthApp`, `deleteOAuthApp`. */
export interface SiteSettingsApi extends ListedResourceApi<'OAuthApp', 'OAuthApps', OAuthApp, OAuthAppInput, OAuthAppPatch> {
  /** The caller's site. */
  getSite(): Promise<Site>;
  /**
   * Renames the site or changes its currency. A new currency keeps every amount's number: $40.50
   * becomes €40.50, and the products and open carts follow the site. A currency with other
   * decimals (USD → JPY) is taken only while the store keeps no amount (no products, saved store
   * settings, carts, checkouts, orders, coupons or gift cards); otherwise the call fails with 409
   * `CURRENCY_IN_USE`, whose `data.holding` names what the store keeps, and nothing changes.
   */
  updateSite(patch: SitePatch): Promise<Site>;
  /**
   * Changes only the fields sent; `redirectUris` and `allowedOrigins` replace the whole list. With
   * `expectedRevision`, only if nobody saved the app since you read it.
   */
  updateOAuthApp(id: string, patch: OAuthAppPatch): Promise<OAuthApp>;
  listApiKeys(): Promise<ApiKey[]>;
  /** Creates a key; keep `key` from the answer, it cannot be read again. */
  createApiKey(input: ApiKeyInput): Promise<CreatedApiKey>;
  /** Revokes a key at once; calls made with it fail from then on. */
  revokeApiKey(id: string): Promise<ApiKey>;
}

const id = (value: string) => encodeURIComponent(value);

/**
 * The site-settings module: pass it to `createClient` and sign in as the site's owner (or use an
 * API key with `settings:write`).
 *
 * @example
 * ```ts
 * const client = createClient({ modules: { siteSettings }, auth: ApiKeyStrategy({ apiKey, siteId }) });
 * const { key } = await client.siteSettings.createApiKey({ name: 'Importer', permissions: ['catalog:write'] });
 * ```
 */
export const siteSettings: Module<SiteSettingsApi> = (transport: Transport) => ({
  async getSite() {
    return (await transport.request<{ site: Site }>({ method: 'GET', path: `${prefix}/site`, args: [] })).site;
  },
  async updateSite(patch) {
    return (await transport.request<{ site: Site }>({ method: 'PATCH', path: `${prefix}/site`, body: patch, args: [patch] })).site;
  },
  ...listedResource<'OAuthApp', 'OAuthApps', OAuthApp, OAuthAppInput, OAuthAppPatch>(
    transport,
    `${prefix}/oauth-apps`,
    { methods: ['OAuthApp', 'OAuthApps'], answer: ['app', 'apps'] },
    { idempotencyKey: newIdempotencyKey },
  ),
  async listApiKeys() {
    return (await transport.request<{ apiKeys: ApiKey[] }>({ method: 'GET', path: `${prefix}/api-keys`, args: [] })).apiKeys;
  },
  createApiKey(input) {
    return transport.request<CreatedApiKey>({ method: 'POST', path: `${prefix}/api-keys`, body: input, args: [input], idempotencyKey: newIdempotencyKey() });
  },
  async revokeApiKey(keyId) {
    return (await transport.request<{ apiKey: ApiKey }>({ method: 'POST', path: `${prefix}/api-keys/${id(keyId)}/revoke`, args: [keyId] })).apiKey;
  },
});
