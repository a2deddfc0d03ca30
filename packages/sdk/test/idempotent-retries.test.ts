import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient, OAuthStrategy, tokensFromResponse } from '../src';
import { cart, storesAppId } from '../src/modules/cart';
import { checkout } from '../src/modules/checkout';
import { currentCart } from '../src/modules/current-cart';
import { orders } from '../src/modules/orders';
import { products } from '../src/modules/products';
import { siteSettings } from '../src/modules/site-settings';
import { studioSession } from '../src/modules/studio-session';

/**
 * A response lost on its way back (the connection drops after the platform answered): the SDK
 * retries the creating call with the same Idempotency-Key and the platform answers with what it
 * created, so the store ends up with one product and one cart, not two.
 */
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

/** Real fetch, but the first answer to a POST on `path` is dropped after the platform sent it. */
function fetchLosingFirstAnswer(path: string) {
  const keys: string[] = [];
  let dropped = false;
  const lossy = async (input: string | URL | Request, init?: RequestInit) => {
    const response = await fetch(input, init);
    if (init?.method === 'POST' && new URL(String(input)).pathname === path) {
      keys.push(new Headers(init.headers).get('idempotency-key') ?? '');
      if (!dropped) {
        dropped = true;
        await response.text();
        throw new TypeError('fetch failed: the connection closed before the answer arrived');
      }
    }
    return response;
  };
  return { fetch: lossy, keys };
}

async function productsNamed(name: string): Promise<number> {
  const rows = await platform.app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM products WHERE site_id = $1 AND name = $2', [platform.site.siteId, name]);
  return rows[0]!.count;
}

describe('creating calls retried after a lost answer', () => {
  it('createProduct creates one product; the next call, with its own key, creates another', async () => {
    const lossy = fetchLosingFirstAnswer('/stores/v1/products');
    const merchant = createClient({ modules: { products }, auth: ApiKeyStrategy({ apiKey: platform.site.apiKey, siteId: platform.site.siteId }), baseUrl: platform.baseUrl, fetch: lossy.fetch });
    const { product } = await merchant.products.createProduct({ name: 'Lost answer lamp', priceData: { price: 30 } });
    expect(product.name).toBe('Lost answer lamp');
    expect(await productsNamed('Lost answer lamp')).toBe(1);
    expect(lossy.keys).toHaveLength(2);
    expect(lossy.keys[1]).toBe(lossy.keys[0]);
    expect(lossy.keys[0]).toMatch(/^[\x21-\x7e]{16,}$/);

    await merchant.products.createProduct({ name: 'Lost answer lamp', priceData: { price: 30 } });
    expect(await productsNamed('Lost answer lamp')).toBe(2);
    expect(lossy.keys[2]).not.toBe(lossy.keys[0]);
  });

  it("a visitor's createCart gives the cart it made, and only one", async () => {
    const lossy = fetchLosingFirstAnswer('/ecom/v1/carts');
    const shopper = createClient({ modules: { cart }, auth: OAuthStrategy({ clientId: platform.site.clientId }), baseUrl: platform.baseUrl, fetch: lossy.fetch });
    const created = await shopper.cart.createCart({});
    expect((await shopper.cart.getCart(created.id)).id).toBe(created.id);
    // Every cart this visitor owns: the one it was answered with, no second one from the retry.
    const rows = await platform.app.db.query<{ id: string }>(
      'SELECT id FROM carts WHERE site_id = $1 AND owner_id = (SELECT owner_id FROM carts WHERE id = $2)',
      [platform.site.siteId, created.id],
    );
    expect(rows.map((row) => row.id)).toEqual([created.id]);
    expect(lossy.keys).toHaveLength(2);
    expect(lossy.keys[1]).toBe(lossy.keys[0]);
  });

  it('every creating call the platform keeps answers for sends a key: order activities, API keys, OAuth apps', async () => {
    const { apiKey, siteId, clientId } = platform.site;
    const { baseUrl } = platform;
    const merchant = createClient({ modules: { products }, auth: ApiKeyStrategy({ apiKey, siteId }), baseUrl });
    const { product } = await merchant.products.createProduct({ name: 'Keyed e-book', productType: 'digital' as never, priceData: { price: 5 } });
    const shopper = createClient({ modules: { currentCart, checkout }, auth: OAuthStrategy({ clientId }), baseUrl });
    await shopper.currentCart.addToCurrentCart({ lineItems: [{ catalogReference: { appId: storesAppId, catalogItemId: product.id } }] });
    const { checkoutId } = await shopper.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
    await shopper.checkout.updateCheckout(checkoutId, { buyerInfo: { email: 'keys@vitrine.test' } });
    const { orderId } = await shopper.checkout.createOrder(checkoutId);

    const activities = fetchLosingFirstAnswer(`/ecom/v1/orders/${orderId}/activities`);
    const staff = createClient({ modules: { orders }, auth: ApiKeyStrategy({ apiKey, siteId }), baseUrl, fetch: activities.fetch });
    const { order } = await staff.orders.addActivity(orderId, { merchantComment: { message: 'Called the buyer' } });
    expect(order.activities.filter((activity) => activity.note === 'Called the buyer')).toHaveLength(1);
    expect(activities.keys[1]).toBe(activities.keys[0]);

    // API keys and OAuth apps are the owner's to make.
    const { ownerEmail: email, ownerPassword: password } = platform.site;
    const owner = async (fetchFn: typeof activities.fetch) => {
      const client = createClient({ modules: { siteSettings, studioSession }, auth: OAuthStrategy({ clientId }), baseUrl, fetch: fetchFn });
      client.auth.setTokens(tokensFromResponse(await client.studioSession.ownerLogin({ email, password, clientId }), 'member'));
      return client;
    };
    const keys = fetchLosingFirstAnswer('/_api/vitrine/v1/api-keys');
    await (await owner(keys.fetch)).siteSettings.createApiKey({ name: 'Keyed', permissions: ['ecom:read'] });
    expect(keys.keys).toHaveLength(2);
    expect(keys.keys[1]).toBe(keys.keys[0]);
    const apps = fetchLosingFirstAnswer('/_api/vitrine/v1/oauth-apps');
    const ownerClient = await owner(apps.fetch);
    await ownerClient.siteSettings.createOAuthApp({ name: 'Keyed app' });
    expect((await ownerClient.siteSettings.listOAuthApps()).filter((app) => app.name === 'Keyed app')).toHaveLength(1);
  });
});
