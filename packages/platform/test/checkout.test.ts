import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newYorkTax, startTestPlatform, type TestPlatform } from '../src/testing';
import { ecomKit } from './ecom-helpers';

let platform: TestPlatform;
let kit: ReturnType<typeof ecomKit>;
let lamp: { id: string };
let ebook: { id: string };
beforeAll(async () => {
  platform = await startTestPlatform();
  kit = ecomKit(platform);
  lamp = await kit.product({ name: 'Lamp', price: 40, quantity: 50 });
  ebook = await kit.product({ name: 'E-book', price: 12, productType: 'digital' });
  await kit.settings({
    shipping: {
      regions: [
        {
          name: 'United States',
          countries: ['US'],
          options: [
            { code: 'standard', title: 'Standard', cost: '5.00', freeShippingThreshold: '100.00', estimatedDeliveryTime: '3-5 days' },
            { code: 'express', title: 'Express', cost: '15.00', charges: [{ type: 'HANDLING_FEE', amount: '2.00' }], deliveryTimeSlot: { from: '2030-01-02T09:00:00.000Z', to: '2030-01-02T12:00:00.000Z' } },
          ],
        },
      ],
      pickupPoints: [{ code: 'shop', title: 'Pick up in store', method: 'STORE_PICKUP', cost: '0', address: { country: 'US', subdivision: 'US-NY', city: 'New York', addressLine: '1 Main St' } }],
    },
    tax: newYorkTax(8.875),
  });
  await kit.http.post('/_api/vitrine/v1/store-settings/coupons', { code: 'FIVE', name: '$5 off', valueType: 'AMOUNT', amount: '5.00', usageLimit: 1 }, kit.staff);
  await kit.http.post('/_api/vitrine/v1/store-settings/gift-cards', { code: 'GIFT-1234', balance: '20.00' }, kit.staff);
});
afterAll(() => platform.close());

const ny = { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10001', addressLine: '5 Park Ave', geocode: { latitude: 40.7, longitude: -74 } };

async function checkoutFor(shopper: Record<string, string>, lines = [kit.line(lamp.id, 2)]) {
  const response = await kit.http.post('/ecom/v1/checkouts', { lineItems: lines, channelType: 'WEB' }, shopper);
  expect(response.status).toBe(200);
  return response.body.checkout as { id: string; [key: string]: any };
}

describe('checkouts', () => {
  it('are created directly, read, and found by cart id', async () => {
    const shopper = await kit.visitor();
    const checkout = await checkoutFor(shopper);
    expect(checkout).toMatchObject({ completed: false, channelType: 'WEB', priceSummary: { subtotal: { amount: '80.00' }, total: { amount: '80.00' } } });
    expect((await kit.http.get(`/ecom/v1/checkouts/${checkout.id}`, shopper)).body.checkout.id).toBe(checkout.id);
    expect((await kit.http.get(`/ecom/v1/checkouts/${checkout.id}`, await kit.visitor())).status).toBe(404);

    const cart = (await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(lamp.id)] }, shopper)).body.cart;
    const { checkoutId } = (await kit.http.post('/ecom/v1/carts/current/create-checkout', { shippingAddress: ny }, shopper)).body;
    const byCart = await kit.http.get(`/ecom/v1/checkouts/by-cart-id/${cart.id}`, shopper);
    expect(byCart.body.checkout).toMatchObject({ id: checkoutId, cartId: cart.id, shippingInfo: { shippingDestination: { address: { city: 'New York' } } } });
    expect((await kit.http.get(`/ecom/v1/checkouts/by-cart-id/${cart.id}`, await kit.visitor())).status).toBe(404);
    expect(await kit.events(checkoutId)).toEqual(['checkout.created']);
  });

  it('of a cart start from what the buyer told the cart’s last checkout that was not ordered', async () => {
    const shopper = await kit.visitor();
    await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(lamp.id)] }, shopper);
    const first = (await kit.http.post('/ecom/v1/carts/current/create-checkout', {}, shopper)).body.checkoutId;
    const told = {
      buyerInfo: { email: 'back-again@vitrine.test' },
      shippingInfo: { shippingDestination: { address: ny, contactDetails: { firstName: 'Ada', lastName: 'Lovelace' } }, selectedCarrierServiceOption: { code: 'express' } },
    };
    expect((await kit.http.patch(`/ecom/v1/checkouts/${first}`, { checkout: told }, shopper)).status).toBe(200);
    // Back to the cart, one more line, and "Check out" again: a new checkout, with what was typed.
    await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(lamp.id)] }, shopper);
    const second = (await kit.http.post('/ecom/v1/carts/current/create-checkout', {}, shopper)).body.checkoutId;
    expect(second).not.toBe(first);
    const again = (await kit.http.get(`/ecom/v1/checkouts/${second}`, shopper)).body.checkout;
    expect(again).toMatchObject({
      buyerInfo: { email: 'back-again@vitrine.test' },
      shippingInfo: { shippingDestination: { address: { addressLine: '5 Park Ave' }, contactDetails: { firstName: 'Ada' } }, selectedCarrierServiceOption: { code: 'express' } },
    });
    expect(again.lineItems[0].quantity).toBe(2);
    // What the call says wins over what the last checkout was told.
    const third = (await kit.http.post('/ecom/v1/carts/current/create-checkout', { email: 'other@vitrine.test' }, shopper)).body.checkoutId;
    expect((await kit.http.get(`/ecom/v1/checkouts/${third}`, shopper)).body.checkout.buyerInfo.email).toBe('other@vitrine.test');

    // A cart that changed hands (as a visitor's does when they sign in) hands on nothing its earlier owner typed.
    const cartId = (await kit.http.get('/ecom/v1/carts/current', shopper)).body.cart.id as string;
    await platform.app.db.query("UPDATE carts SET owner_type = 'MEMBER', owner_id = gen_random_uuid() WHERE id = $1", [cartId]);
    const handedOn = (await kit.http.post(`/ecom/v1/carts/${cartId}/create-checkout`, {}, kit.staff)).body.checkoutId;
    const fresh = (await kit.http.get(`/ecom/v1/checkouts/${handedOn}`, kit.staff)).body.checkout;
    expect(fresh.buyerInfo.email).toBeUndefined();
    expect(fresh.shippingInfo.shippingDestination).toBeUndefined();
  });

  it('take buyer, addresses with geocode and a shipping option, and price shipping and tax', async () => {
    const shopper = await kit.visitor();
    const checkout = await checkoutFor(shopper);
    const updated = await kit.http.patch(
      `/ecom/v1/checkouts/${checkout.id}`,
      {
        checkout: {
          id: checkout.id,
          buyerInfo: { email: 'ada@vitrine.test' },
          billingInfo: { address: ny, contactDetails: { firstName: 'Ada', lastName: 'Lovelace' } },
          shippingInfo: { shippingDestination: { address: ny }, selectedCarrierServiceOption: { code: 'express' } },
        },
      },
      shopper,
    );
    expect(updated.status).toBe(200);
    const c = updated.body.checkout;
    expect(c.billingInfo.address.geocode).toEqual({ latitude: 40.7, longitude: -74 });
    expect(c.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      code: 'express',
      logistics: { deliveryTimeSlot: { from: '2030-01-02T09:00:00.000Z', to: '2030-01-02T12:00:00.000Z' } },
      otherCharges: [{ type: 'HANDLING_FEE', price: { amount: '2.00' } }],
    });
    expect(c.shippingInfo.carrierServiceOptions.flatMap((carrier: { shippingOptions: Array<{ code: string }> }) => carrier.shippingOptions.map((o) => o.code)).sort()).toEqual([
      'express',
      'shop',
      'standard',
    ]);
    // 80.00 + 17.00 shipping + 8.875 % of 80.00 = 7.10
    expect(c.priceSummary).toMatchObject({ subtotal: { amount: '80.00' }, shipping: { amount: '17.00' }, tax: { amount: '7.10' }, total: { amount: '104.10' } });
    expect(c.taxSummary.calculationDetails).toEqual({ rateType: 'MANUAL_RATE', manualRateReason: 'GLOBAL_SETTING_TO_MANUAL' });
    expect(c.lineItems[0].taxDetails).toMatchObject({ taxRate: '0.08875', totalTax: { amount: '7.10' } });

    // A field mask replaces only what it names.
    const masked = await kit.http.patch(
      `/ecom/v1/checkouts/${checkout.id}`,
      { checkout: { buyerInfo: { email: 'other@vitrine.test' }, shippingInfo: { selectedCarrierServiceOption: { code: 'shop' } } }, fieldMask: { paths: ['shippingInfo.selectedCarrierServiceOption'] } },
      shopper,
    );
    expect(masked.body.checkout.buyerInfo.email).toBe('ada@vitrine.test');
    expect(masked.body.checkout.shippingInfo.selectedCarrierServiceOption).toMatchObject({
      code: 'shop',
      logistics: { pickupDetails: { pickupMethod: 'STORE_PICKUP', address: { addressLine: '1 Main St' } } },
    });
    expect(await kit.events(checkout.id)).toEqual(['checkout.created', 'checkout.updated', 'checkout.updated']);
  });

  it('add and remove coupons, gift cards and the override checkout URL', async () => {
    const shopper = await kit.visitor();
    const checkout = await checkoutFor(shopper);
    const withCodes = await kit.http.patch(`/ecom/v1/checkouts/${checkout.id}`, { couponCode: 'FIVE', giftCardCode: 'gift-1234', overrideCheckoutUrl: 'https://shop.example/pay' }, shopper);
    expect(withCodes.status).toBe(200);
    const c = withCodes.body.checkout;
    expect(c.priceSummary).toMatchObject({ discount: { amount: '5.00' }, total: { amount: '75.00' } });
    expect(c.giftCard).toMatchObject({ obfuscatedCode: '*****1234', amount: { amount: '20.00' } });
    expect(c.payNow.amount).toBe('55.00');
    expect((await kit.http.get(`/ecom/v1/checkouts/${checkout.id}/checkout-url`, shopper)).body).toEqual({ checkoutUrl: 'https://shop.example/pay' });
    const badGift = await kit.http.patch(`/ecom/v1/checkouts/${checkout.id}`, { giftCardCode: 'NOPE' }, shopper);
    expect(badGift.body.details.applicationError.code).toBe('GIFT_CARD_NOT_FOUND');
    expect((await kit.http.post(`/ecom/v1/checkouts/${checkout.id}/remove-coupon`, {}, shopper)).body.checkout.priceSummary.discount.amount).toBe('0.00');
    expect((await kit.http.post(`/ecom/v1/checkouts/${checkout.id}/remove-gift-card`, {}, shopper)).body.checkout.giftCard).toBeUndefined();
    expect((await kit.http.post(`/ecom/v1/checkouts/${checkout.id}/remove-override-checkout-url`, {}, shopper)).status).toBe(200);
    expect((await kit.http.get(`/ecom/v1/checkouts/${checkout.id}/checkout-url`, shopper)).body).toEqual({
      checkoutUrl: `${platform.baseUrl}/hosted/checkout?checkoutId=${checkout.id}`,
    });
    const badUrl = await kit.http.patch(`/ecom/v1/checkouts/${checkout.id}`, { overrideCheckoutUrl: 'javascript:alert(1)' }, shopper);
    expect(badUrl.status).toBe(400);
  });

  it('add, remove and update line items', async () => {
    const shopper = await kit.visitor();
    const checkout = await checkoutFor(shopper);
    const added = await kit.http.post(`/ecom/v1/checkouts/${checkout.id}/add-to-checkout`, { lineItems: [kit.line(ebook.id)] }, shopper);
    expect(added.body.checkout.lineItems.map((l: { productName: { original: string } }) => l.productName.original)).toEqual(['Lamp', 'E-book']);
    const [lampLine, ebookLine] = added.body.checkout.lineItems;
    const updated = await kit.http.post(`/ecom/v1/checkouts/${checkout.id}/update-line-items-quantity`, { lineItems: [{ id: lampLine.id, quantity: 1 }] }, shopper);
    expect(updated.body.checkout.priceSummary.subtotal.amount).toBe('52.00');
    const removed = await kit.http.post(`/ecom/v1/checkouts/${checkout.id}/remove-line-items`, { lineItemIds: [lampLine.id] }, shopper);
    expect(removed.body.checkout.lineItems.map((l: { id: string }) => l.id)).toEqual([ebookLine.id]);
    // Only digital goods left: no shipping needed.
    expect(removed.body.checkout.shippingInfo.carrierServiceOptions).toEqual([]);
  });

  it('report payment settings', async () => {
    const shopper = await kit.visitor();
    const checkout = await checkoutFor(shopper);
    await kit.settings({ payment: { testOutcome: 'APPROVED', blockedPaymentOptions: ['MANUAL'] } });
    expect((await kit.http.get(`/ecom/v1/checkouts/${checkout.id}/payment-settings`, shopper)).body).toEqual({ paymentSettings: { blockedPaymentOptions: ['MANUAL'] } });
    await kit.settings({ payment: { testOutcome: 'APPROVED', blockedPaymentOptions: [] } });
  });
});

describe('create order', () => {
  it('needs the buyer’s e-mail, a shipping address for physical items, and no blocking violations', async () => {
    const shopper = await kit.visitor();
    const checkout = await checkoutFor(shopper);
    const noEmail = await kit.http.post(`/ecom/v1/checkouts/${checkout.id}/create-order`, {}, shopper);
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.details.applicationError.code).toBe('BUYER_EMAIL_REQUIRED');
    await kit.http.patch(`/ecom/v1/checkouts/${checkout.id}`, { checkout: { buyerInfo: { email: 'buyer@vitrine.test' } } }, shopper);
    const noAddress = await kit.http.post(`/ecom/v1/checkouts/${checkout.id}/create-order`, {}, shopper);
    expect(noAddress.body.details.applicationError.code).toBe('SHIPPING_ADDRESS_REQUIRED');
    await kit.http.patch(`/ecom/v1/checkouts/${checkout.id}`, { checkout: { shippingInfo: { shippingDestination: { address: { country: 'FR', city: 'Paris' } } } } }, shopper);
    // Nobody delivers to France, and the store's pickup point is in the United States: nothing to choose.
    const nowhere = await kit.http.post(`/ecom/v1/checkouts/${checkout.id}/create-order`, {}, shopper);
    expect(nowhere.body.details.applicationError).toMatchObject({ code: 'CHECKOUT_HAS_VIOLATIONS', description: expect.stringMatching(/ship/i) });
    expect((await kit.http.get(`/ecom/v1/checkouts/${checkout.id}`, shopper)).body.checkout.completed).toBe(false);

    const scarce = await kit.product({ name: 'Scarce', price: 1, quantity: 1 });
    const { body } = await kit.http.post(
      '/ecom/v1/checkouts',
      { lineItems: [kit.line(scarce.id, 2)], checkoutInfo: { buyerInfo: { email: 'b@vitrine.test' }, shippingInfo: { shippingDestination: { address: ny } } } },
      shopper,
    );
    expect(body.checkout.violations).toEqual([{ severity: 'ERROR', description: expect.stringContaining('Only 1'), target: { lineItem: { id: body.checkout.lineItems[0].id, name: 'LINE_ITEM_DEFAULT' } } }]);
    const refused = await kit.http.post(`/ecom/v1/checkouts/${body.checkout.id}/create-order`, {}, shopper);
    expect(refused.body.details.applicationError.code).toBe('CHECKOUT_HAS_VIOLATIONS');
    expect(await kit.stockOf(body.checkout.lineItems[0].catalogReference.options.variantId)).toBe(1);
  });

  it('reserves stock, records a test payment, completes the checkout and is idempotent', async () => {
    const before = (await kit.http.get(`/stores-reader/v1/products/${lamp.id}`, kit.staff)).body.product.stock.quantity;
    const shopper = await kit.visitor();
    await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(lamp.id, 3)] }, shopper);
    const { checkoutId } = (await kit.http.post('/ecom/v1/carts/current/create-checkout', { shippingAddress: ny, email: 'buyer@vitrine.test' }, shopper)).body;
    await kit.http.patch(`/ecom/v1/checkouts/${checkoutId}`, { couponCode: 'FIVE' }, shopper);
    const first = await kit.http.post(`/ecom/v1/checkouts/${checkoutId}/create-order`, {}, shopper);
    expect(first.status).toBe(200);
    const second = await kit.http.post(`/ecom/v1/checkouts/${checkoutId}/create-order`, {}, shopper);
    expect(second.body).toEqual(first.body);
    const after = (await kit.http.get(`/stores-reader/v1/products/${lamp.id}`, kit.staff)).body.product.stock.quantity;
    expect(after).toBe(before - 3);

    const order = (await kit.http.get(`/ecom/v1/orders/${first.body.orderId}`, shopper)).body.order;
    // 120.00 − 5.00 coupon = 115.00 (free shipping from 100.00 after discounts); tax 8.875 % of 115.00 = 10.21
    expect(order).toMatchObject({
      checkoutId,
      status: 'APPROVED',
      paymentStatus: 'PAID',
      buyerInfo: { email: 'buyer@vitrine.test' },
      priceSummary: { subtotal: { amount: '120.00' }, discount: { amount: '5.00' }, shipping: { amount: '0.00' }, tax: { amount: '10.21' }, total: { amount: '125.21' } },
      payment: { provider: 'TEST', outcome: 'APPROVED', amount: { amount: '125.21' } },
      shippingInfo: { code: 'standard', shippingDestination: { address: { city: 'New York' } } },
    });
    expect(order.lineItems[0]).toMatchObject({ productName: { original: 'Lamp' }, quantity: 3, price: { amount: '40.00' } });
    expect(order.number).toMatch(/^\d+$/);
    const checkout = (await kit.http.get(`/ecom/v1/checkouts/${checkoutId}`, shopper)).body.checkout;
    expect(checkout).toMatchObject({ completed: true, orderId: first.body.orderId });
    expect(await kit.events(checkoutId)).toEqual(['checkout.created', 'checkout.updated', 'checkout.completed']);
    // The bought cart is gone; a completed checkout no longer changes.
    expect((await kit.http.get('/ecom/v1/carts/current', shopper)).status).toBe(404);
    expect((await kit.http.patch(`/ecom/v1/checkouts/${checkoutId}`, { checkout: { buyerNote: 'late' } }, shopper)).status).toBe(409);
    // The coupon had a usage limit of one.
    const other = await checkoutFor(await kit.visitor());
    const used = await kit.http.patch(`/ecom/v1/checkouts/${other.id}`, { couponCode: 'FIVE' }, kit.staff);
    expect(used.body.details.applicationError.code).toBe('COUPON_USAGE_EXCEEDED');
    expect((await kit.http.get(`/ecom/v1/orders/${first.body.orderId}`, await kit.visitor())).status).toBe(404);
  });

  it('spends gift cards partially and records pending payments per the settings', async () => {
    await kit.http.post('/_api/vitrine/v1/store-settings/gift-cards', { code: 'HALF-GIFT-10', balance: '10.00' }, kit.staff);
    await kit.settings({ payment: { testOutcome: 'PENDING', blockedPaymentOptions: [] } });
    const shopper = await kit.visitor();
    const { body } = await kit.http.post('/ecom/v1/checkouts', { lineItems: [kit.line(ebook.id, 2)], giftCardCode: 'HALF-GIFT-10', checkoutInfo: { buyerInfo: { email: 'e@vitrine.test' } } }, shopper);
    const order = await kit.http.post(`/ecom/v1/checkouts/${body.checkout.id}/create-order`, {}, shopper);
    expect(order.status).toBe(200);
    const placed = (await kit.http.get(`/ecom/v1/orders/${order.body.orderId}`, kit.staff)).body.order;
    expect(placed).toMatchObject({ paymentStatus: 'PENDING', payNow: { amount: '14.00' }, giftCard: { amount: { amount: '10.00' } } });
    const balance = async () => (await kit.http.get('/_api/vitrine/v1/store-settings/gift-cards', kit.staff)).body.giftCards.find((c: { code: string }) => c.code === 'HALF-GIFT-10').balance;
    expect(await balance()).toBe('0.00');
    await kit.settings({ payment: { testOutcome: 'APPROVED', blockedPaymentOptions: [] } });

    // Canceled, the order gives the card back what it paid: no provider can refund a gift card.
    const canceled = await kit.http.post(`/ecom/v1/orders/${placed.id}/cancel`, {}, kit.staff);
    expect(canceled.status).toBe(200);
    expect(canceled.body.order.activities.find((a: { type: string }) => a.type === 'ORDER_CANCELED').data).toMatchObject({ giftCardReturned: '10.00' });
    expect(await balance()).toBe('10.00');
  });

  it('lets a buyer pick up in store without a shipping address, and marks checkouts completed', async () => {
    const shopper = await kit.visitor();
    const checkout = await checkoutFor(shopper);
    await kit.http.patch(`/ecom/v1/checkouts/${checkout.id}`, { checkout: { buyerInfo: { email: 'p@vitrine.test' }, shippingInfo: { selectedCarrierServiceOption: { code: 'shop' } } } }, shopper);
    const order = await kit.http.post(`/ecom/v1/checkouts/${checkout.id}/create-order`, {}, shopper);
    expect(order.status).toBe(200);
    const placed = (await kit.http.get(`/ecom/v1/orders/${order.body.orderId}`, shopper)).body.order;
    // Picked up in New York: taxed there.
    expect(placed.shippingInfo.logistics.pickupDetails.pickupMethod).toBe('STORE_PICKUP');
    expect(placed.priceSummary.tax.amount).toBe('7.10');

    const another = await checkoutFor(shopper);
    expect((await kit.http.post(`/ecom/v1/checkouts/${another.id}/mark-as-completed`, {}, shopper)).status).toBe(200);
    expect((await kit.http.get(`/ecom/v1/checkouts/${another.id}`, shopper)).body.checkout.completed).toBe(true);
    expect(await kit.events(another.id)).toEqual(['checkout.created', 'checkout.completed']);
    expect((await kit.http.post(`/ecom/v1/checkouts/${another.id}/create-order`, {}, shopper)).status).toBe(409);
  });
});

describe('orders', () => {
  it('are searched by staff, and by a member for their own', async () => {
    const member = await kit.member();
    const { body } = await kit.http.post(
      '/ecom/v1/checkouts',
      { lineItems: [kit.line(ebook.id)] },
      member.headers,
    );
    // A member's e-mail comes from their account when the checkout has none.
    const placed = await kit.http.post(`/ecom/v1/checkouts/${body.checkout.id}/create-order`, {}, member.headers);
    expect(placed.status).toBe(200);
    const mine = await kit.http.post('/ecom/v1/orders/search', {}, member.headers);
    expect(mine.body.orders.map((o: { id: string }) => o.id)).toEqual([placed.body.orderId]);
    expect(mine.body.orders[0].buyerInfo).toEqual({ email: member.email, memberId: member.id });
    const all = await kit.http.post('/ecom/v1/orders/search', { search: { paging: { limit: 100 } } }, kit.staff);
    expect(all.body.metadata.total).toBeGreaterThan(1);
    const filtered = await kit.http.post('/ecom/v1/orders/search', { search: { filter: { 'buyerInfo.email': member.email } } }, kit.staff);
    expect(filtered.body.orders.map((o: { id: string }) => o.id)).toEqual([placed.body.orderId]);
    const ranged = await kit.http.post('/ecom/v1/orders/search', { search: { filter: { 'priceSummary.total': { $gte: 1000000 } } } }, kit.staff);
    expect(ranged.body.orders).toEqual([]);
    // The total filters as the order shows it (`29.5`), not in cents.
    const total = Number(mine.body.orders[0].priceSummary.total.amount);
    expect(total).toBeGreaterThan(1);
    const byTotal = async (range: Record<string, number>) =>
      (await kit.http.post('/ecom/v1/orders/search', { search: { filter: { 'buyerInfo.email': member.email, 'priceSummary.total': range } } }, kit.staff)).body.orders.map((o: { id: string }) => o.id);
    expect(await byTotal({ $eq: total })).toEqual([placed.body.orderId]);
    expect(await byTotal({ $gte: total - 0.01, $lte: total + 0.01 })).toEqual([placed.body.orderId]);
    expect(await byTotal({ $gt: total })).toEqual([]);
    const badField = await kit.http.post('/ecom/v1/orders/search', { search: { filter: { secret: 1 } } }, kit.staff);
    expect(badField.status).toBe(400);
    expect((await kit.http.post('/ecom/v1/orders/search', {}, await kit.visitor())).status).toBe(403);
  });
});
