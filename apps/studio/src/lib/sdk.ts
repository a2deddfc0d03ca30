import { createClient, localStorageTokenStorage, OAuthStrategy } from '@vitrine/sdk';
import { collections } from '@vitrine/sdk/modules/collections';
import { fulfillments } from '@vitrine/sdk/modules/fulfillments';
import { mail } from '@vitrine/sdk/modules/mail';
import { media } from '@vitrine/sdk/modules/media';
import { membersAdmin } from '@vitrine/sdk/modules/members-admin';
import { orderTransactions } from '@vitrine/sdk/modules/order-transactions';
import { orders } from '@vitrine/sdk/modules/orders';
import { products } from '@vitrine/sdk/modules/products';
import { siteSettings } from '@vitrine/sdk/modules/site-settings';
import { storeSettings } from '@vitrine/sdk/modules/store-settings';
import { studioSession } from '@vitrine/sdk/modules/studio-session';
import { webhooks } from '@vitrine/sdk/modules/webhooks';
import type { PublicConfig } from '@vitrine/app-kit/public-config';

/**
 * The studio's one SDK client. It holds the owner's session (a WIX_USER token pair from the
 * owner sign-in) in `localStorage` under its own prefix: the storefront on the same origin keeps
 * the shopper's tokens under the same client id, and the two sessions must never overwrite each
 * other. The strategy renews the access token with the refresh token like any member session.
 */
export function createAppClient(config: PublicConfig) {
  return createClient({
    baseUrl: config.baseUrl,
    modules: { products, collections, fulfillments, media, mail, membersAdmin, orders, orderTransactions, siteSettings, storeSettings, studioSession, webhooks },
    auth: OAuthStrategy({ clientId: config.clientId, tokenStorage: localStorageTokenStorage({ prefix: 'vitrine:studio:tokens:' }) }),
  });
}

export type AppClient = ReturnType<typeof createAppClient>;
