import { newYorkTax, startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { ApiKeyStrategy, createClient, isApplicationError, isValidationError, OAuthStrategy } from '../src';
import { cart, storesAppId, type Cart } from '../src/modules/cart';
import { checkout } from '../src/modules/checkout';
import { currentCart } from '../src/modules/current-cart';
import { orders } from '../src/modules/orders';
import { products } from '../src/modules/products';
import { storeSettings } from '../src/modules/store-settings';

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

describe('a visitor’s way to an order, through the SDK alone', () => {
  it('prices a coupon, a merchant discount, a tax region and shipping as the merchant set them', async () => {
    // A store of its own, set up by its merchant through the SDK.
    const site = await platform.createSite();
    const owner = createClient({
      modules: { products, storeSettings },
      auth: ApiKeyStrategy({ apiKey: site.apiKey, siteId: site.siteId }),
      baseUrl: platform.baseUrl,
    });
    const { product } = await owner.products.createProduct({ name: 'Planner', productType: 'physical' as never, priceData: { price: 25 }, stock: { trackInventory: true, quantity: 5 } });
    await owner.storeSettings.updateStoreSettings({
      merchantDiscounts: [{ name: '10% off everything', scope: 'GLOBAL', valueType: 'PERCENT', percentage: 10 }],
      shipping: { regions: [{ name: 'US', countries: ['US'], options: [{ code: 'courier', title: 'Courier', cost: '6.00' }] }], pickupPoints: [] },
      tax: newYorkTax(8),
    });
    await owner.storeSettings.createCoupon({ code: 'SDK5', name: '$5 off', valueType: 'AMOUNT', amount: '5.00' });

    const shopper = createClient({ modules: { currentCart, checkout, orders }, auth: OAuthStrategy({ clientId: site.clientId }), baseUrl: platform.baseUrl });
    const planner = { catalogReference: { appId: storesAppId, catalogItemId: product.id }, quantity: 2 };
    await shopper.currentCart.addToCurrentCart({ lineItems: [planner] });
    const withCoupon = await shopper.currentCart.updateCurrentCart({ couponCode: 'SDK5' });
    expect(withCoupon.couponCode).toBe('SDK5');
    // 50.00 − 10 % (5.00) − coupon 5.00 = 40.00; courier 6.00; New York 8 % of 40.00 = 3.20.
    const expected = { subtotal: { amount: '50.00' }, discount: { amount: '10.00' }, shipping: { amount: '6.00' }, tax: { amount: '3.20' }, total: { amount: '49.20' } };
    const estimate = await shopper.currentCart.estimateCurrentCartTotals({ shippingAddress: address });
    expect(estimate.priceSummary).toMatchObject(expected);

    const { checkoutId } = await shopper.currentCart.createCheckoutFromCurrentCart({ shippingAddress: address, email: 'visitor@vitrine.test' });
    const ready = await shopper.checkout.getCheckout(checkoutId);
    expect(ready.priceSummary).toMatchObject(expected);
    expect(ready.appliedDiscounts.map((d) => d.coupon?.code ?? d.merchantDiscount?.name).sort()).toEqual(['10% off everything', 'SDK5']);
    const { orderId } = await shopper.checkout.createOrder(checkoutId);

    const order = await shopper.orders.getOrder(orderId);
    expect(order).toMatchObject({ paymentStatus: 'PAID', priceSummary: expected, taxSummary: { totalTax: { amount: '3.20' } }, shippingInfo: { code: 'courier' } });
    expect(order.lineItems[0]).toMatchObject({ quantity: 2, price: { amount: '25.00' } });
    await expect(shopper.currentCart.getCurrentCart()).rejects.toSatisfy((error) => isApplicationError(error) && (error as { code?: string }).code === 'OWNED_CART_NOT_FOUND');
  });
});

describe('signing in', () => {
  it('merges the visitor’s current cart into the member’s after a real sign-in', async () => {
    const pen = (await merchant.products.createProduct({ name: 'Pen', productType: 'physical' as never, priceData: { price: 2 } })).product;
    const penLine = (quantity: number) => ({ catalogReference: { appId: storesAppId, catalogItemId: pen.id }, quantity });

    // The member already has a cart from an earlier visit.
    const earlierAuth = OAuthStrategy({ clientId: platform.site.clientId });
    const earlier = createClient({ modules: { currentCart }, auth: earlierAuth, baseUrl: platform.baseUrl });
    const email = `merge-${crypto.randomUUID().slice(0, 8)}@vitrine.test`;
    const registered = await earlierAuth.register({ email, password: 'merge password' });
    const memberId = registered.data.identity!.id;
    await earlierAuth.getMemberTokensForExternalLogin(memberId, platform.site.apiKey);
    await earlier.currentCart.addToCurrentCart({ lineItems: [line(1)] });

    // Today they shop as a visitor first, then sign in.
    const auth = OAuthStrategy({ clientId: platform.site.clientId });
    const today = createClient({ modules: { currentCart }, auth, baseUrl: platform.baseUrl });
    await today.currentCart.addToCurrentCart({ lineItems: [line(2), penLine(3)] });
    await auth.getMemberTokensForExternalLogin(memberId, platform.site.apiKey);
    expect(auth.loggedIn()).toBe(true);

    const merged = await today.currentCart.getCurrentCart();
    expect(merged.buyerInfo).toMatchObject({ memberId });
    const quantities = Object.fromEntries(merged.lineItems.map((l) => [l.productName.original, l.quantity]));
    expect(quantities).toEqual({ Notebook: 3, Pen: 3 });
    // Merged once: the member's other session sees the same single cart.
    expect((await earlier.currentCart.getCurrentCart()).id).toBe(merged.id);
  });
});
