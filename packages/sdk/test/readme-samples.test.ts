/**
 * The main samples of packages/sdk/README.md, run as written there against the real platform, so
 * a sample that stops working (a call renamed, an answer reshaped, a call that fails where the
 * README says it answers) fails here. Only the values the README leaves to the reader differ: the
 * client id, the base URL, the catalogue. Keep both in step when either changes.
 */
import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient, imageFromMediaUri, isApplicationError, isVitrineError, OAuthStrategy } from '../src';
import { OAuthStrategy as AuthOAuthStrategy, requestCookieTokenStorage, sessionCookieHeaders } from '../src/auth';
import { checkout } from '../src/modules/checkout';
import { currentCart, storesAppId } from '../src/modules/current-cart';
import { fulfillments } from '../src/modules/fulfillments';
import { media } from '../src/modules/media';
import { orderTransactions } from '../src/modules/order-transactions';
import { orders } from '../src/modules/orders';
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

describe('README: Orders after checkout', () => {
  it('ships the order waiting and refunds part of it', async () => {
    const { apiKey, siteId } = platform.site;
    const { baseUrl } = platform;
    // A shopper's order of the gift card (digital: no address, no shipping option).
    const shopper = createClient({ modules: { currentCart, checkout, products }, auth: OAuthStrategy({ clientId: platform.site.clientId }), baseUrl });
    const { products: [card] } = await shopper.products.queryProducts({}, { includeVariants: true });
    await shopper.currentCart.addToCurrentCart({
      lineItems: [{ catalogReference: { appId: storesAppId, catalogItemId: card!.id, options: { variantId: card!.variants?.[0]?.id } }, quantity: 1 }],
    });
    const { checkoutId } = await shopper.currentCart.createCheckoutFromCurrentCart({ channelType: 'WEB' });
    await shopper.checkout.updateCheckout(checkoutId, { buyerInfo: { email: 'ada@example.com' } });
    await shopper.checkout.createOrder(checkoutId);

    const admin = createClient({ modules: { orders, fulfillments, orderTransactions }, auth: ApiKeyStrategy({ apiKey, siteId }), baseUrl });
    const { orders: toShip } = await admin.orders.searchOrders({ filter: { fulfillmentStatus: 'NOT_FULFILLED', status: 'APPROVED' } });
    const [order] = toShip;
    await admin.fulfillments.createFulfillment(order!.id, { trackingInfo: { trackingNumber: '1Z999', shippingProvider: 'UPS' } });
    const { order: refunded } = await admin.orderTransactions.refundPayments(order!.id, { paymentRefunds: [{ amount: '5.00' }], details: { reason: 'Late' } });
    expect(refunded).toMatchObject({ paymentStatus: 'PARTIALLY_REFUNDED', fulfillmentStatus: 'FULFILLED' });
  });
});

describe('README: Values', () => {
  it('imageFromMediaUri with the platform URL gives the URL the upload is served at', async () => {
    const { apiKey, siteId } = platform.site;
    const { baseUrl } = platform;
    const admin = createClient({ modules: { media }, auth: ApiKeyStrategy({ apiKey, siteId }), baseUrl });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20"/></svg>';
    const upload = await admin.media.uploadFile(new Blob([svg], { type: 'image/svg+xml' }), 'dot.svg');
    expect(imageFromMediaUri(upload.mediaUri, baseUrl)).toMatchObject({ id: upload.id, url: upload.url, width: 30, height: 20 });
    expect((await fetch(imageFromMediaUri(upload.mediaUri, baseUrl).url)).status).toBe(200);
  });
});

describe('README: Auth strategies', () => {
  it('a strategy given to a client sends the shopper to the hosted sign-in page', async () => {
    const { clientId } = platform.site;
    const { baseUrl } = platform;
    const auth = OAuthStrategy({ clientId });
    await expect(auth.getAuthUrl(await auth.generateOAuthData('http://127.0.0.1/callback'))).rejects.toThrow(
      'Pass this OAuthStrategy to createClient({ auth }) before calling it',
    );
    createClient({ modules: { currentCart }, auth, baseUrl });
    const data = await auth.generateOAuthData('http://127.0.0.1/callback', 'http://127.0.0.1/');
    const { authUrl } = await auth.getAuthUrl(data);
    expect(authUrl).toMatch(new RegExp(`^${baseUrl}/hosted/authorize\\?redirectSessionId=`));
  });
});
