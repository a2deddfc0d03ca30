/**
 * Spec §7 conformance: carts by id and the current cart, through the SDK against the real platform.
 * Pricing, merging and concurrency are tested in depth elsewhere (test/ecom-sdk.test.ts,
 * packages/platform/test/cart.test.ts, ecom-estimate.test.ts); here each call's wire and shape.
 *
 * Checklist (spec line → test):
 * - POST /v1/carts, GET, PATCH (cartInfo.id, field mask), DELETE /v1/carts/{id} → "a cart by id …"
 * - add-to-cart, update-line-items-quantity, remove-line-items, remove-coupon → "a cart by id …"
 * - create-checkout, estimate-totals (cart, shippingInfo, membershipOptions, appliedDiscounts) → "a cart by id …"
 * - GET, PATCH, DELETE /v1/carts/current and its six actions → "the current cart …"
 * - transport rules: dates as ISO strings out and `Date` in; geocode and weight as numbers; images
 *   both ways → "cart values …"
 * - every call of both sections sent → last test
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApplicationError } from '../../src';
import { cart, storesAppId } from '../../src/modules/cart';
import { currentCart } from '../../src/modules/current-cart';
import { media } from '../../src/modules/media';
import { products } from '../../src/modules/products';
import { storeSettings } from '../../src/modules/store-settings';
import { money, newYork, startConformancePlatform } from './conformance-platform';
import { conformanceFiles } from './section-7';

let context: Awaited<ReturnType<typeof startConformancePlatform>>;
let productId: string;

beforeAll(async () => {
  context = await startConformancePlatform();
  const merchant = context.merchant({ products, media, storeSettings });
  const picture = new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"/>'], { type: 'image/svg+xml' });
  const file = await merchant.media.uploadFile(picture, 'notebook.svg');
  const { product } = await merchant.products.createProduct({ name: 'Notebook', productType: 'physical', priceData: { price: 12.5 }, weight: 0.4 });
  await merchant.products.addProductMedia(product.id, [{ mediaId: file.id }]);
  productId = product.id;
  await merchant.storeSettings.updateStoreSettings({
    shipping: { regions: [{ name: 'US', countries: ['US'], options: [{ code: 'courier', title: 'Courier', cost: '4.00' }] }], pickupPoints: [] },
  });
  await merchant.storeSettings.createCoupon({ code: 'CONFORM1', name: '$1 off', valueType: 'AMOUNT', amount: '1.00' });
});
afterAll(() => context.platform.close());

const line = (quantity = 1) => ({ catalogReference: { appId: storesAppId, catalogItemId: productId }, quantity });

const cartShape = () => ({
  id: expect.any(String),
  lineItems: expect.any(Array),
  currency: expect.stringMatching(/^[A-Z]{3}$/),
  subtotal: money(),
  createdDate: expect.any(Date),
  updatedDate: expect.any(Date),
  revision: expect.any(String),
});

describe('spec §7 cart, by cart id', () => {
  it('a cart by id: created, read, changed, priced, checked out and deleted', async () => {
    const { client } = context.shopper({ cart });
    const { wire } = context;

    const created = await client.cart.createCart({ cartInfo: { buyerNote: 'first' }, couponCode: 'CONFORM1', lineItems: [line()] });
    expect(created).toMatchObject({ ...cartShape(), buyerNote: 'first', couponCode: 'CONFORM1' });
    expect(created.lineItems[0]).toMatchObject({ id: expect.any(String), quantity: 1, price: { amount: '12.50' }, catalogReference: { appId: storesAppId, catalogItemId: productId } });
    // Wire fact: the line names the store catalogue by its app id; creating carries an idempotency key.
    expect(wire.last('POST /v1/carts').json).toMatchObject({ cartInfo: { buyerNote: 'first' }, couponCode: 'CONFORM1', lineItems: [line()] });
    expect(wire.last('POST /v1/carts').headers.get('idempotency-key')).toBeTruthy();

    const updated = await client.cart.updateCart(created.id, { cartInfo: { buyerNote: 'second' }, fieldMask: { paths: ['buyerNote'] } });
    expect(updated).toMatchObject({ id: created.id, buyerNote: 'second' });
    // Wire fact: PATCH /v1/carts/{cartInfo.id}: the id travels in the body's cartInfo as well as the path.
    expect(wire.last('PATCH /v1/carts/{cartInfo.id}').json).toEqual({ cartInfo: { buyerNote: 'second', id: created.id }, fieldMask: { paths: ['buyerNote'] } });

    expect(await client.cart.getCart(created.id)).toMatchObject({ id: created.id, buyerNote: 'second' });
    expect(wire.last('GET /v1/carts/{id}').path).toBe(`/ecom/v1/carts/${created.id}`);

    const { cart: more } = await client.cart.addToCart(created.id, { lineItems: [line(2)] });
    expect(more.lineItems.map((item) => item.quantity)).toEqual([3]);
    expect(wire.last('POST /v1/carts/{id}/add-to-cart').json).toEqual({ lineItems: [line(2)] });

    const lineId = more.lineItems[0]!.id;
    const { cart: fewer } = await client.cart.updateLineItemsQuantity(created.id, [{ id: lineId, quantity: 2 }]);
    expect(fewer.lineItems[0]).toMatchObject({ id: lineId, quantity: 2 });
    expect(wire.last('POST /v1/carts/{id}/update-line-items-quantity').json).toEqual({ lineItems: [{ id: lineId, quantity: 2 }] });

    const estimate = await client.cart.estimateTotals(created.id, { shippingAddress: newYork, selectedShippingOption: { code: 'courier' }, calculateTax: true, calculateShipping: true });
    expect(estimate).toMatchObject({
      cart: { id: created.id },
      shippingInfo: { carrierServiceOptions: expect.any(Array), selectedCarrierServiceOption: { code: 'courier', cost: { price: { amount: '4.00' } } } },
      membershipOptions: { eligibleMemberships: [], invalidMemberships: [], selectedMemberships: { memberships: [] } },
      appliedDiscounts: [{ discountType: 'GLOBAL', coupon: { code: 'CONFORM1', amount: money() } }],
      // 2 × 12.50 − 1.00 coupon + 4.00 courier.
      priceSummary: { subtotal: { amount: '25.00' }, discount: { amount: '1.00' }, shipping: { amount: '4.00' }, total: { amount: '28.00' } },
    });
    expect(wire.last('POST /v1/carts/{id}/estimate-totals').json).toMatchObject({ selectedShippingOption: { code: 'courier' }, calculateTax: true, calculateShipping: true, shippingAddress: { addressLine: '5 Park Ave' } });

    const { cart: withoutCoupon } = await client.cart.removeCoupon(created.id);
    expect(withoutCoupon.couponCode).toBeUndefined();
    expect(wire.last('POST /v1/carts/{id}/remove-coupon').json).toEqual({});

    const { checkoutId } = await client.cart.createCheckout(created.id, { channelType: 'WEB', email: 'cart@vitrine.test', shippingAddress: newYork, billingAddress: newYork });
    expect(checkoutId).toEqual(expect.any(String));
    expect(wire.last('POST /v1/carts/{id}/create-checkout').json).toMatchObject({ channelType: 'WEB', email: 'cart@vitrine.test', shippingAddress: { country: 'US' }, billingAddress: { country: 'US' } });

    const { cart: empty } = await client.cart.removeLineItems(created.id, [lineId]);
    expect(empty.lineItems).toEqual([]);
    expect(wire.last('POST /v1/carts/{id}/remove-line-items').json).toEqual({ lineItemIds: [lineId] });

    await client.cart.deleteCart(created.id);
    expect(wire.last('DELETE /v1/carts/{id}').path).toBe(`/ecom/v1/carts/${created.id}`);
    // Wire fact: every answer carries `x-wix-request-id`; the SDK's errors keep it for the message.
    await expect(client.cart.getCart(created.id)).rejects.toMatchObject({ status: 404, requestId: expect.any(String) });
  });
});

describe('spec §7 current cart', () => {
  it('the current cart: the same calls without an id, made on first add and gone once deleted', async () => {
    const { client } = context.shopper({ currentCart });
    const { wire } = context;
    const api = client.currentCart;

    const { cart: started } = await api.addToCurrentCart({ lineItems: [line(2)] });
    expect(started).toMatchObject(cartShape());
    expect(wire.last('POST /v1/carts/current/add-to-cart').json).toEqual({ lineItems: [line(2)] });
    expect((await api.getCurrentCart()).id).toBe(started.id);

    const withCoupon = await api.updateCurrentCart({ couponCode: 'CONFORM1', cartInfo: { buyerNote: 'ring twice' } });
    expect(withCoupon).toMatchObject({ id: started.id, couponCode: 'CONFORM1', buyerNote: 'ring twice' });
    // No id anywhere: the current cart is the caller's.
    expect(wire.last('PATCH /v1/carts/current').json).toEqual({ couponCode: 'CONFORM1', cartInfo: { buyerNote: 'ring twice' } });

    const lineId = started.lineItems[0]!.id;
    expect((await api.updateCurrentCartLineItemQuantity([{ id: lineId, quantity: 3 }])).cart.lineItems[0]!.quantity).toBe(3);
    const estimate = await api.estimateCurrentCartTotals({ shippingAddress: newYork });
    expect(estimate).toMatchObject({ cart: { id: started.id }, appliedDiscounts: [{ coupon: { code: 'CONFORM1' } }], priceSummary: { total: money() } });
    expect((await api.removeCouponFromCurrentCart()).cart.couponCode).toBeUndefined();
    expect((await api.removeLineItemsFromCurrentCart([lineId])).cart.lineItems).toEqual([]);

    await api.addToCurrentCart({ lineItems: [line()] });
    const { checkoutId } = await api.createCheckoutFromCurrentCart({ channelType: 'WEB', shippingAddress: newYork });
    expect(checkoutId).toEqual(expect.any(String));

    await api.deleteCurrentCart();
    expect(wire.last('DELETE /v1/carts/current').path).toBe('/ecom/v1/carts/current');
    await expect(api.getCurrentCart()).rejects.toSatisfy((error) => isApplicationError(error) && error.code === 'OWNED_CART_NOT_FOUND');
    expect(wire.last('GET /v1/carts/current').path).toBe('/ecom/v1/carts/current');
  });
});

describe('spec §7 transport rules in carts', () => {
  it('cart values: dates as ISO strings out and Date in, geocode and weight as numbers, images both ways', async () => {
    const merchant = context.merchant({ cart });
    const scheduledDate = new Date('2031-02-03T04:05:06.000Z');
    const created = await merchant.cart.createCart({
      cartInfo: { contactInfo: { address: newYork } },
      lineItems: [line()],
      customLineItems: [
        {
          quantity: 1,
          price: '3.00',
          productName: { original: 'Gift wrap' },
          media: 'wix:image://v1/wrap-id/wrap.png#originWidth=40&originHeight=30',
          serviceProperties: { scheduledDate },
        },
      ],
    });
    const sent = context.wire.last('POST /v1/carts').json as { cartInfo: { contactInfo: { address: Record<string, unknown> } }; customLineItems: Array<Record<string, unknown>> };
    // Out: the date as an ISO string, the address in the wire's names, the media URI as an image.
    expect(sent.customLineItems[0]).toMatchObject({ serviceProperties: { scheduledDate: '2031-02-03T04:05:06.000Z' }, media: { id: 'wrap-id', width: 40, height: 30 } });
    expect(sent.cartInfo.contactInfo.address).toMatchObject({ addressLine: '5 Park Ave', geocode: { latitude: 40.7, longitude: -74 } });

    // In: Date objects, numbers, and image objects served from the platform.
    const notebook = created.lineItems.find((item) => item.catalogReference?.catalogItemId === productId)!;
    const wrap = created.lineItems.find((item) => item.productName.original === 'Gift wrap')!;
    expect(wrap.serviceProperties?.scheduledDate).toEqual(scheduledDate);
    expect(notebook.physicalProperties?.weight).toBe(0.4);
    expect(created.contactInfo?.address?.geocode).toEqual({ latitude: 40.7, longitude: -74 });
    expect(notebook.image).toMatchObject({ id: expect.any(String), url: expect.stringContaining('/media/') });
  });

  it('sent every call of spec §7 "Cart, by cart id" and "Current cart"', () => {
    expect(context.wire.unsent(conformanceFiles['cart.test.ts'])).toEqual([]);
  });
});
