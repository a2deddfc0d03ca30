/**
 * The main samples of packages/sdk/README.md, run as written there against the real platform, so
 * a sample that stops working (a call renamed, an answer reshaped, a call that fails where the
 * README says it answers) fails here. Only the values the README leaves to the reader differ: the
 * client id, the base URL, the catalogue. Keep both in step when either changes.
 */
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient, isApplicationError, isVitrineError, OAuthStrategy } from '../src';
import { OAuthStrategy as AuthOAuthStrategy, requestCookieTokenStorage, sessionCookieHeaders } from '../src/auth';
import { currentCart, storesAppId } from '../src/modules/current-cart';
import { products } from '../src/modules/products';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
  const merchant = createClient({ modules: { products }, auth: ApiKeyStrategy({ apiKey: platform.site.apiKey, siteId: platform.site.siteId }), baseUrl: platform.baseUrl });
  // As in the demo store, the first product has options: the sample must add one of its variants.
  await merchant.products.createProduct({
    name: 'Gift Card',
    productType: 'digital' as never,
    priceData: { price: 25 },
    productOptions: [{ name: 'Amount', choices: [{ value: '25', description: '$25' }, { value: '50', description: '$50' }] }],
  });
});
afterAll(() => platform.close());

describe('README: Create a client', () => {
  it('runs as written: an empty cart, a product added, totals, a GraphQL read', async () => {
    const failures: unknown[] = [];
    const client = createClient({
      modules: { currentCart, products },
      auth: OAuthStrategy({ clientId: platform.site.clientId }),
      baseUrl: platform.baseUrl,
      onError: (error) => failures.push(error.message, isVitrineError(error) ? error.args : []),
    });

    const empty = await client.currentCart.getCurrentCart().catch((error) => {
      if (isApplicationError(error) && error.code === 'OWNED_CART_NOT_FOUND') return undefined;
      throw error;
    });
    expect(empty).toBeUndefined();

    const { products: page } = await client.products.queryProducts({ paging: { limit: 12 } }, { includeVariants: true });
    const [product] = page;
    const { cart } = await client.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: { appId: storesAppId, catalogItemId: product!.id, options: { variantId: product!.variants?.[0]?.id } }, quantity: 1 }],
    });
    expect(cart.lineItems).toHaveLength(1);
    const { priceSummary } = await client.currentCart.estimateCurrentCartTotals();
    expect(priceSummary.total.formattedAmount).toBe('$25.00');
    const { data } = await client.graphql('{ products(limit: 5) { items { id name } } }');
    expect(data).toEqual({ products: { items: [{ id: product!.id, name: 'Gift Card' }] } });
    // The empty cart was the one failure, and onError saw it with the call's arguments.
    expect(failures).toEqual(['Cart not found: The caller has no current cart', []]);
  });
});

describe('README: Server rendering, tokens in cookies', () => {
  it('imports from @vitrine/sdk/auth and answers the cookies of a first visit', async () => {
    const { baseUrl } = platform;
    const clientId = platform.site.clientId;
    const storage = requestCookieTokenStorage({ cookieHeader: undefined, secure: true });
    const client = createClient({ baseUrl, modules: { products }, auth: AuthOAuthStrategy({ clientId, tokenStorage: storage }) });
    const { products: list } = await client.products.queryProducts({ paging: { limit: 12 } });
    expect(list).toHaveLength(1);
    const cookies = storage.setCookieHeaders();
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual([`vitrine_session_${clientId}`, `vitrine_refresh_${clientId}`]);
    expect(sessionCookieHeaders(clientId, client.auth.getTokens(), { secure: true })).toHaveLength(2);
  });
});
