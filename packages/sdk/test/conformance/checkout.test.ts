/**
 * Spec §7 conformance: checkouts, through the SDK against the real platform. Pricing and order
 * placement are tested in depth in test/ecom-sdk.test.ts, test/order-life.test.ts and
 * packages/platform/test/checkout.test.ts; here each call's wire and shape.
 *
 * Checklist (spec line → test):
 * - POST /v1/checkouts (checkoutInfo, couponCode, giftCardCode, overrideCheckoutUrl, lineItems,
 *   customLineItems, channelType) → "a checkout made directly …"
 * - GET by id, GET by-cart-id, GET checkout-url, PATCH (checkout.id, field mask) → "a checkout made from a cart …"
 * - remove-coupon, remove-gift-card, remove-override-checkout-url → "a checkout made directly …"
 * - add-to-checkout, update-line-items-quantity, remove-line-items → "a checkout made directly …"
 * - create-order (savePaymentMethod, delayCapture), payment-settings → "a checkout made from a cart …"
 * - mark-as-completed → "a checkout marked completed …"
 * - redirect session with an ecomCheckout section, at both public prefixes → "a checkout's redirect session …"
 * - every call of the section sent → last test
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cart, storesAppId } from '../../src/modules/cart';
import { checkout, type Checkout } from '../../src/modules/checkout';
import { redirects } from '../../src/modules/redirects';
import { products } from '../../src/modules/products';
import { storeSettings } from '../../src/modules/store-settings';
import { money, newYork, startConformancePlatform } from './conformance-platform';
import { conformanceFiles } from './section-7';

let context: Awaited<ReturnType<typeof startConformancePlatform>>;
let productId: string;
/** A page of the site's own origin (the test site registers http://127.0.0.1). */
const ownCheckoutPage = 'http://127.0.0.1/my-checkout';

beforeAll(async () => {
  context = await startConformancePlatform();
  const merchant = context.merchant({ products, storeSettings });
  productId = (await merchant.products.createProduct({ name: 'Lamp', productType: 'physical', priceData: { price: 30 }, weight: 1.5 })).product.id;
  await merchant.storeSettings.updateStoreSettings({
    shipping: { regions: [{ name: 'US', countries: ['US'], options: [{ code: 'courier', title: 'Courier', cost: '5.00' }] }], pickupPoints: [] },
  });
  await merchant.storeSettings.createCoupon({ code: 'LAMP3', name: '$3 off', valueType: 'AMOUNT', amount: '3.00' });
  await merchant.storeSettings.createGiftCard({ code: 'GIFT-CONFORM-0042', balance: '10.00' });
});
afterAll(() => context.platform.close());

const line = (quantity = 1) => ({ catalogReference: { appId: storesAppId, catalogItemId: productId }, quantity });

const checkoutShape = (): Record<keyof Pick<Checkout, 'id' | 'lineItems' | 'priceSummary' | 'currency' | 'channelType' | 'completed' | 'createdDate' | 'payNow'>, unknown> => ({
  id: expect.any(String),
  lineItems: expect.any(Array),
  currency: expect.stringMatching(/^[A-Z]{3}$/),
  channelType: expect.any(String),
  completed: expect.any(Boolean),
  createdDate: expect.any(Date),
  payNow: money(),
  priceSummary: { subtotal: money(), shipping: money(), tax: money(), discount: money(), total: money() },
});

describe('spec §7 checkout', () => {
  it('a checkout made from a cart: read three ways, updated, and turned into an order', async () => {
    const { client } = context.shopper({ cart, checkout });
    const { wire } = context;
    const created = await client.cart.createCart({ lineItems: [line(2)] });
    const { checkoutId } = await client.cart.createCheckout(created.id, { email: 'buyer@vitrine.test', shippingAddress: newYork });

    const byId = await client.checkout.getCheckout(checkoutId);
    expect(byId).toMatchObject({ ...checkoutShape(), id: checkoutId, cartId: created.id, completed: false });
    expect(wire.last('GET /v1/checkouts/{id}').path).toBe(`/ecom/v1/checkouts/${checkoutId}`);
    expect((await client.checkout.getCheckoutByCartId(created.id)).id).toBe(checkoutId);
    expect(wire.last('GET /v1/checkouts/by-cart-id/{id}').path).toBe(`/ecom/v1/checkouts/by-cart-id/${created.id}`);
    // Wire fact: the answer is `{ checkoutUrl }` (the hosted checkout page, until an override is set).
    expect(await client.checkout.getCheckoutUrl(checkoutId)).toEqual({ checkoutUrl: expect.stringContaining(`/hosted/checkout?checkoutId=${checkoutId}`) });
    expect(wire.last('GET /v1/checkouts/{id}/checkout-url').path).toBe(`/ecom/v1/checkouts/${checkoutId}/checkout-url`);

    const updated = await client.checkout.updateCheckout(
      checkoutId,
      { buyerNote: 'leave at the door', shippingInfo: { selectedCarrierServiceOption: { code: 'courier' } } },
      { couponCode: 'LAMP3', fieldMask: { paths: ['buyerNote', 'shippingInfo.selectedCarrierServiceOption'] } },
    );
    // 2 × 30.00 − 3.00 + 5.00.
    expect(updated).toMatchObject({ buyerNote: 'leave at the door', couponCode: 'LAMP3', priceSummary: { total: { amount: '62.00' } } });
    // Wire fact: PATCH /v1/checkouts/{checkout.id}: the id travels inside `checkout` too; the coupon and mask beside it.
    expect(wire.last('PATCH /v1/checkouts/{checkout.id}').json).toEqual({
      couponCode: 'LAMP3',
      fieldMask: { paths: ['buyerNote', 'shippingInfo.selectedCarrierServiceOption'] },
      checkout: { id: checkoutId, buyerNote: 'leave at the door', shippingInfo: { selectedCarrierServiceOption: { code: 'courier' } } },
    });

    expect(await client.checkout.getCheckoutPaymentSettings(checkoutId)).toEqual({ paymentSettings: { blockedPaymentOptions: expect.any(Array) } });
    expect(wire.last('GET /v1/checkouts/{id}/payment-settings').method).toBe('GET');

    const placed = await client.checkout.createOrder(checkoutId, { savePaymentMethod: false, delayCapture: false });
    expect(placed).toEqual({ orderId: expect.any(String) });
    // Wire fact: both options in the body; an idempotency key lets the transport repeat it safely.
    expect(wire.last('POST /v1/checkouts/{id}/create-order').json).toEqual({ savePaymentMethod: false, delayCapture: false });
    expect(wire.last('POST /v1/checkouts/{id}/create-order').headers.get('idempotency-key')).toBeTruthy();
    expect(await client.checkout.getCheckout(checkoutId)).toMatchObject({ completed: true, orderId: placed.orderId });
  });

  it('a checkout made directly: lines, coupon, gift card and override URL added and taken off', async () => {
    const merchant = context.merchant({ checkout });
    const { wire } = context;
    const direct = await merchant.checkout.createCheckout({
      checkoutInfo: { buyerInfo: { email: 'direct@vitrine.test' }, shippingInfo: { shippingDestination: { address: newYork } } },
      channelType: 'BACKOFFICE_MERCHANT',
      couponCode: 'LAMP3',
      giftCardCode: 'GIFT-CONFORM-0042',
      overrideCheckoutUrl: ownCheckoutPage,
      lineItems: [line()],
      customLineItems: [{ quantity: 1, price: '2.50', productName: { original: 'Bulb' } }],
    });
    expect(direct).toMatchObject({ ...checkoutShape(), channelType: 'BACKOFFICE_MERCHANT', couponCode: 'LAMP3', overrideCheckoutUrl: ownCheckoutPage });
    // The gift card's code never comes back in full.
    expect(direct.giftCard).toMatchObject({ obfuscatedCode: expect.stringMatching(/0042$/), amount: money() });
    expect(direct.giftCardCode).not.toBe('GIFT-CONFORM-0042');
    expect(wire.last('POST /v1/checkouts').json).toMatchObject({
      checkoutInfo: { buyerInfo: { email: 'direct@vitrine.test' }, shippingInfo: { shippingDestination: { address: { addressLine: '5 Park Ave' } } } },
      channelType: 'BACKOFFICE_MERCHANT',
      giftCardCode: 'GIFT-CONFORM-0042',
      customLineItems: [{ price: '2.50' }],
    });
    expect(await merchant.checkout.getCheckoutUrl(direct.id)).toEqual({ checkoutUrl: ownCheckoutPage });

    const { checkout: added } = await merchant.checkout.addToCheckout(direct.id, { lineItems: [line(2)] });
    const lamp = added.lineItems.find((item) => item.catalogReference?.catalogItemId === productId)!;
    expect(lamp.quantity).toBe(3);
    expect(wire.last('POST /v1/checkouts/{id}/add-to-checkout').json).toEqual({ lineItems: [line(2)] });
    const { checkout: fewer } = await merchant.checkout.updateLineItemsQuantity(direct.id, [{ id: lamp.id, quantity: 1 }]);
    expect(fewer.lineItems.find((item) => item.id === lamp.id)?.quantity).toBe(1);
    expect(wire.last('POST /v1/checkouts/{id}/update-line-items-quantity').json).toEqual({ lineItems: [{ id: lamp.id, quantity: 1 }] });
    const bulb = fewer.lineItems.find((item) => item.productName.original === 'Bulb')!;
    const { checkout: oneLine } = await merchant.checkout.removeLineItems(direct.id, [bulb.id]);
    expect(oneLine.lineItems.map((item) => item.id)).toEqual([lamp.id]);
    expect(wire.last('POST /v1/checkouts/{id}/remove-line-items').json).toEqual({ lineItemIds: [bulb.id] });

    expect((await merchant.checkout.removeCoupon(direct.id)).checkout.couponCode).toBeUndefined();
    expect((await merchant.checkout.removeGiftCard(direct.id)).checkout.giftCard).toBeUndefined();
    const { checkout: hosted } = await merchant.checkout.removeOverrideCheckoutUrl(direct.id);
    expect(hosted.overrideCheckoutUrl).toBeUndefined();
    for (const call of ['remove-coupon', 'remove-gift-card', 'remove-override-checkout-url']) expect(wire.last(`POST /v1/checkouts/{id}/${call}`).path).toMatch(new RegExp(`^/ecom/v1/checkouts/${direct.id}/`));
    expect((await merchant.checkout.getCheckoutUrl(direct.id)).checkoutUrl).toContain('/hosted/checkout?checkoutId=');
  });

  it('a checkout’s redirect session sends the buyer to the hosted checkout, at both public prefixes', async () => {
    const { client, transport } = context.shopper({ checkout, redirects });
    const made = await client.checkout.createCheckout({ lineItems: [line()] });
    const request = { ecomCheckout: { checkoutId: made.id }, callbacks: { postFlowUrl: ownCheckoutPage, thankYouPageUrl: ownCheckoutPage } };
    const { redirectSession } = await client.redirects.createRedirectSession(request);
    expect(redirectSession).toMatchObject({ id: expect.any(String), fullUrl: expect.stringMatching(/^http/), urlDetails: { endpoint: expect.any(String) } });
    expect(context.wire.last('POST /v1/redirect-session').json).toEqual(request);
    // Wire fact: the hosted platform serves the same call under `/headless` too, where other clients send it.
    const headless = await transport.request<{ redirectSession: { fullUrl: string } }>({ method: 'POST', path: '/headless/v1/redirect-session', body: request });
    expect(headless.redirectSession.fullUrl).toEqual(expect.stringMatching(/^http/));
    expect(headless.redirectSession.fullUrl).not.toBe(redirectSession.fullUrl);
  });

  it('a checkout marked completed without an order', async () => {
    const merchant = context.merchant({ checkout });
    const made = await merchant.checkout.createCheckout({ lineItems: [line()] });
    await merchant.checkout.markCheckoutAsCompleted(made.id);
    expect(context.wire.last('POST /v1/checkouts/{id}/mark-as-completed').path).toBe(`/ecom/v1/checkouts/${made.id}/mark-as-completed`);
    expect(await merchant.checkout.getCheckout(made.id)).toMatchObject({ completed: true });
  });

  it('sent every call of spec §7 "Checkout"', () => {
    expect(context.wire.unsent(conformanceFiles['checkout.test.ts'])).toEqual([]);
  });
});
