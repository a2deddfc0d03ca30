import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { ApiKeyStrategy, createClient, isApplicationError, isValidationError, OAuthStrategy } from '../src';
import { cart, storesAppId, type Cart } from '../src/modules/cart';
import { checkout } from '../src/modules/checkout';
import { currentCart } from '../src/modules/current-cart';
import { orders } from '../src/modules/orders';
import { products } from '../src/modules/products';

let platform: TestPlatform;
let merchant: ReturnType<typeof makeMerchant>;
let productId: string;

const makeMerchant = () =>
  createClient({
    modules: { products, cart, checkout, orders },
    auth: ApiKeyStrategy({ apiKey: platform.site.apiKey, siteId: platform.site.siteId }),
    baseUrl: platform.baseUrl,
  });
const makeShopper = () =>
  createClient({ modules: { cart, currentCart, checkout, orders }, auth: OAuthStrategy({ clientId: platform.site.clientId }), baseUrl: platform.baseUrl });

const address = { country: 'US', subdivision: 'US-NY', city: 'New York', addressLine1: '5 Park Ave', location: { latitude: 40.7, longitude: -74 } };

beforeAll(async () => {
  platform = await startTestPlatform();
  merchant = makeMerchant();
  const { product } = await merchant.products.createProduct({ name: 'Notebook', productType: 'physical' as never, priceData: { price: 12.5 }, weight: 0.4, stock: { trackInventory: true, quantity: 10 } });
  productId = product.id;
  await fetch(`${platform.baseUrl}/_api/vitrine/v1/store-settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: platform.site.apiKey, 'wix-site-id': platform.site.siteId },
    body: JSON.stringify({
      shipping: {
        regions: [{ name: 'US', countries: ['US'], options: [{ code: 'courier', title: 'Courier', cost: '4.00', deliveryTimeSlot: { from: '2030-05-01T09:00:00.000Z', to: '2030-05-01T11:00:00.000Z' } }] }],
        pickupPoints: [],
      },
      memberships: [{ name: 'Notebook club', productIds: [], expirationDate: '2020-01-01T00:00:00.000Z' }],
    }),
  });
});
afterAll(() => platform.close());

const line = (quantity = 1) => ({ catalogReference: { appId: storesAppId, catalogItemId: productId }, quantity });

describe('cart modules', () => {
  it('build the current cart and convert dates, weights and geocodes', async () => {
    const shopper = makeShopper();
    const { cart: added } = await shopper.currentCart.addToCurrentCart({ lineItems: [line(2)] });
    expectTypeOf(added).toEqualTypeOf<Cart>();
    expect(added.createdDate).toBeInstanceOf(Date);
    expect(added.lineItems[0]!.physicalProperties?.weight).toBe(0.4);
    expect(added.lineItems[0]!.price.amount).toBe('12.50');
    const updated = await shopper.currentCart.updateCurrentCart({ cartInfo: { contactInfo: { address } } });
    // Sent in the client's names, stored and answered in the wire's.
    expect(updated.contactInfo?.address).toMatchObject({ addressLine: '5 Park Ave', geocode: { latitude: 40.7, longitude: -74 } });
    const estimate = await shopper.currentCart.estimateCurrentCartTotals({ shippingAddress: address });
    expect(estimate.priceSummary.total.amount).toBe('29.00');
    expect(estimate.shippingInfo.selectedCarrierServiceOption?.logistics.deliveryTimeSlot?.from).toEqual(new Date('2030-05-01T09:00:00.000Z'));
    const { cart: fewer } = await shopper.currentCart.updateCurrentCartLineItemQuantity([{ id: added.lineItems[0]!.id, quantity: 1 }]);
    expect(fewer.lineItems[0]!.quantity).toBe(1);
    await shopper.currentCart.deleteCurrentCart();
    await expect(shopper.currentCart.getCurrentCart()).rejects.toSatisfy((error) => isApplicationError(error) && (error as { code?: string }).code === 'OWNED_CART_NOT_FOUND');
  });

  it('use carts by id and surface validation errors with the call’s arguments', async () => {
    const shopper = makeShopper();
    const created = await shopper.cart.createCart({ lineItems: [line()] });
    expect((await shopper.cart.getCart(created.id)).id).toBe(created.id);
    const { cart: more } = await shopper.cart.addToCart(created.id, { lineItems: [line(2)] });
    expect(more.lineItems[0]!.quantity).toBe(3);
    const bad = { lineItems: [{ catalogReference: { appId: 'not-the-store', catalogItemId: productId } }] };
    const error = await shopper.cart.addToCart(created.id, bad).catch((e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect((error as { args?: unknown[] }).args).toEqual([created.id, bad]);
    expect((await shopper.cart.removeLineItems(created.id, [more.lineItems[0]!.id])).cart.lineItems).toEqual([]);
    await shopper.cart.deleteCart(created.id);
    await expect(shopper.cart.getCart(created.id)).rejects.toThrow();
  });
});

describe('checkout and orders modules', () => {
  it('take a cart to an order the member and the merchant can read', async () => {
    const shopper = makeShopper();
    const created = await shopper.cart.createCart({ lineItems: [line(2)] });
    const { checkoutId } = await shopper.cart.createCheckout(created.id, { channelType: 'WEB', email: 'sdk@vitrine.test', shippingAddress: address });
    const fetched = await shopper.checkout.getCheckoutByCartId(created.id);
    expect(fetched.id).toBe(checkoutId);
    expect(fetched.shippingInfo.shippingDestination?.address?.geocode).toEqual({ latitude: 40.7, longitude: -74 });
    const updated = await shopper.checkout.updateCheckout(checkoutId, { buyerNote: 'Gift wrap please' });
    expect(updated.buyerNote).toBe('Gift wrap please');
    expect(updated.membershipOptions).toEqual({ eligibleMemberships: [], invalidMemberships: [], selectedMemberships: { memberships: [] } });
    const { checkoutUrl } = await shopper.checkout.getCheckoutUrl(checkoutId);
    expect(checkoutUrl).toBe(`${platform.baseUrl}/hosted/checkout?checkoutId=${checkoutId}`);
    expect((await shopper.checkout.getCheckoutPaymentSettings(checkoutId)).paymentSettings.blockedPaymentOptions).toEqual([]);
    const { orderId } = await shopper.checkout.createOrder(checkoutId);
    expect((await shopper.checkout.createOrder(checkoutId)).orderId).toBe(orderId);
    const order = await merchant.orders.getOrder(orderId);
    expect(order.createdDate).toBeInstanceOf(Date);
    expect(order.priceSummary.total.amount).toBe('29.00');
    const { orders: found } = await merchant.orders.searchOrders({ filter: { checkoutId } });
    expect(found.map((o) => o.id)).toEqual([orderId]);
    expect((await shopper.checkout.getCheckout(checkoutId)).completed).toBe(true);
  });

  it('report expired memberships with their expiration date as a Date', async () => {
    const memberId = crypto.randomUUID();
    await platform.app.db.query('INSERT INTO members (id, site_id, login_email) VALUES ($1, $2, $3)', [memberId, platform.site.siteId, `${memberId}@vitrine.test`]);
    const tokens = await platform.app.auth.issueMemberTokens(platform.site.siteId, platform.site.clientId, memberId);
    const member = createClient({
      modules: { checkout },
      auth: { getAuthHeaders: async () => ({ authorization: tokens.access_token }) },
      baseUrl: platform.baseUrl,
    });
    const created = await member.checkout.createCheckout({ lineItems: [line()] });
    expect(created.membershipOptions.invalidMemberships[0]).toMatchObject({ reason: 'EXPIRED', membership: { expirationDate: new Date('2020-01-01T00:00:00.000Z') } });
  });
});
