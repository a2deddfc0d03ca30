/** Auth for merchants and apps: an API key, and the site (or account) it acts on. */
import type { AuthStrategy } from '../core/types.ts';

/**
 * What `ApiKeyStrategy` takes. The key must have the permissions of the calls it makes.
 *
 * @example
 * ApiKeyStrategy({ apiKey: process.env.VITRINE_API_KEY!, accountId: process.env.VITRINE_ACCOUNT_ID }); // account-level calls
 */
export interface ApiKeyStrategyConfig {
  apiKey: string;
  /** Sent as `wix-site-id`: the site the key acts on. Needed for site-level calls. */
  siteId?: string;
  /** Sent as `wix-account-id`, for account-level calls. */
  accountId?: string;
}

/**
 * The strategy `ApiKeyStrategy()` returns; `siteId` is the site it acts on.
 *
 * @example
 * const auth = ApiKeyStrategy({ apiKey, siteId });
 * console.log(`acting on site ${auth.siteId}`);
 */
export interface ApiKeyStrategy extends AuthStrategy {
  readonly siteId: string | undefined;
}

/**
 * Sends `Authorization: <api key>` (the raw key, no `Bearer`), plus `wix-site-id` and
 * `wix-account-id` when given. Keep API keys on servers: they are not for browsers.
 *
 * @example
 * const admin = createClient({
 *   modules: { products },
 *   auth: ApiKeyStrategy({ apiKey: process.env.VITRINE_API_KEY!, siteId: process.env.VITRINE_SITE_ID }),
 *   baseUrl: 'http://localhost:3000',
 * });
 */
export function ApiKeyStrategy(config: ApiKeyStrategyConfig): ApiKeyStrategy {
  const headers: Record<string, string> = { Authorization: config.apiKey };
  if (config.siteId) headers['wix-site-id'] = config.siteId;
  if (config.accountId) headers['wix-account-id'] = config.accountId;
  return {
    siteId: config.siteId,
    async getAuthHeaders() {
      return { ...headers };
    },
  };
}
