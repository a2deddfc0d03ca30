import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { ecomKit } from './ecom-helpers';

/**
 * What shoppers may and may not do to carts and checkouts beyond the happy path: completed
 * checkouts that stay as sold, gift card codes kept out of views and events, catalogue overrides,
 * ids in bodies, field masks, blocked payment options and other shoppers' checkouts.
 */
let platform: TestPlatform;
let kit: ReturnType<typeof ecomKit>;
let mug: { id: string };
beforeAll(async () => {
  platform = await startTestPlatform();
  kit = ecomKit(platform);
  mug = await kit.product({ name: 'Mug', price: 10, quantity: 50 });
  await kit.settings({
    shipping: { regions: [{ name: 'US', countries: ['US'], options: [{ code: 'post', title: 'Post', cost: '5.00' }] }], pickupPoints: [] },
  });
  await kit.http.post('/_api/vitrine/v1/store-settings/gift-cards', { code: 'SECRET-GIFT-9876', balance: '100.00' }, kit.staff);
});
afterAll(() => platform.close());

const address = { country: 'US', subdivision: 'US-NY', city: 'New York', addressLine: '5 Park Ave' };

async function readyCheckout(shopper: Record<string, string>, extra: Record<string, unknown> = {}) {
  const response = await kit.http.post(
    '/ecom/v1/checkouts',
    { lineItems: [kit.line(mug.id, 2)], checkoutInfo: { buyerInfo: { email: 'rules@vitrine.test' }, shippingInfo: { shippingDestination: { address } } }, ...extra },
    shopper,
  );
  expect(response.status).toBe(200);
  return response.body.checkout as { id: string; [key: string]: any };
}

async function payloads(entityId: string): Promise<string> {
  const rows = await platform.app.db.query<{ payload: unknown }>('SELECT payload FROM outbox_events WHERE entity_id = $1 ORDER BY seq', [entityId]);
  return JSON.stringify(rows.map((row) => row.payload));
}

describe('completed checkouts', () => {
  it('show what was sold, not today’s stock, prices or gift card balance', async () => {
    const shopper = await kit.visitor();
    const checkout = await readyCheckout(shopper, { giftCardCode: 'SECRET-GIFT-9876' });
    const { orderId } = (await kit.http.post(`/ecom/v1/checkouts/${checkout.id}/create-order`, {}, shopper)).body;
    const sold = (await kit.http.get(`/ecom/v1/checkouts/${checkout.id}`, shopper)).body.checkout;
    expect(sold).toMatchObject({ completed: true, orderId, priceSummary: { subtotal: { amount: '20.00' }, total: { amount: '25.00' } }, giftCard: { amount: { amount: '25.00' } } });
    expect(sold.lineItems[0].availability.status).toBe('AVAILABLE');

    // Afterwards the mug sells out and gets dearer, and the gift card is spent elsewhere.
    expect((await kit.http.patch(`/stores/v1/products/${mug.id}`, { product: { priceData: { price: 99 } } }, kit.staff)).status).toBe(200);
    await platform.app.db.query('UPDATE product_variants SET quantity = 0 WHERE product_id = $1', [mug.id]);
    await platform.app.db.query("UPDATE gift_cards SET balance = 0 WHERE code = 'SECRET-GIFT-9876'");
    const later = (await kit.http.get(`/ecom/v1/checkouts/${checkout.id}`, shopper)).body.checkout;
    expect(later.priceSummary).toEqual(sold.priceSummary);
    expect(later.lineItems).toEqual(sold.lineItems);
    expect(later.giftCard).toEqual(sold.giftCard);
    expect(later.violations).toEqual([]);
    await kit.http.patch(`/stores/v1/products/${mug.id}`, { product: { priceData: { price: 10 } } }, kit.staff);
    await platform.app.db.query('UPDATE product_variants SET quantity = 50 WHERE product_id = $1', [mug.id]);
    await platform.app.db.query("UPDATE gift_cards SET balance = 10000 WHERE code = 'SECRET-GIFT-9876'");
  });

  it('marked completed without an order keep the totals they had', async () => {
    const shopper = await kit.visitor();
    const checkout = await readyCheckout(shopper);
    await kit.http.post(`/ecom/v1/checkouts/${checkout.id}/mark-as-completed`, {}, shopper);
    await kit.http.patch(`/stores/v1/products/${mug.id}`, { product: { priceData: { price: 12 } } }, kit.staff);
    const later = (await kit.http.get(`/ecom/v1/checkouts/${checkout.id}`, shopper)).body.checkout;
    expect(later).toMatchObject({ completed: true, priceSummary: { subtotal: { amount: '20.00' } } });
    await kit.http.patch(`/stores/v1/products/${mug.id}`, { product: { priceData: { price: 10 } } }, kit.staff);
  });
});

describe('gift card codes', () => {
  it('are masked in checkout views and in checkout events', async () => {
    const shopper = await kit.visitor();
    const checkout = await readyCheckout(shopper, { giftCardCode: 'SECRET-GIFT-9876' });
    expect(checkout.giftCardCode).toBe('************9876');
    expect(checkout.giftCard.obfuscatedCode).toBe('************9876');
    await kit.http.patch(`/ecom/v1/checkouts/${checkout.id}`, { checkout: { buyerNote: 'hi' } }, shopper);
    await kit.http.post(`/ecom/v1/checkouts/${checkout.id}/create-order`, {}, shopper);
    const events = await payloads(checkout.id);
    expect(events).toContain('************9876');
    expect(events).not.toContain('SECRET-GIFT');
  });
});

describe('catalogue overrides', () => {
  const override = { productName: { original: 'Free gold bar' }, image: 'https://example.com/gold.png', descriptionLines: [{ plainText: { original: 'Real gold' } }] };

  it('are refused for visitors and members with FIELD_NOT_ALLOWED', async () => {
    const visitor = await kit.visitor();
    const refused = await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [{ ...kit.line(mug.id), catalogOverrideFields: override }] }, visitor);
    expect(refused.status).toBe(400);
    expect(refused.body.details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'lineItems.0.catalogOverrideFields', violatedRule: 'FIELD_NOT_ALLOWED' }),
    ]);
    const member = await kit.member();
    const checkout = await kit.http.post('/ecom/v1/checkouts', { lineItems: [{ ...kit.line(mug.id), catalogOverrideFields: { physicalProperties: { weight: 0 } } }] }, member.headers);
    expect(checkout.status).toBe(400);
  });

  it('are taken from owners and apps, with web image URLs only', async () => {
    const cart = await kit.http.post('/ecom/v1/carts', { lineItems: [{ ...kit.line(mug.id), catalogOverrideFields: override }] }, kit.staff);
    expect(cart.status).toBe(200);
    expect(cart.body.cart.lineItems[0]).toMatchObject({ productName: { original: 'Free gold bar' }, image: { url: 'https://example.com/gold.png' } });
    for (const image of ['javascript:alert(1)', 'data:image/png;base64,AAAA', { url: 'ftp://example.com/x.png' }]) {
      const bad = await kit.http.post('/ecom/v1/carts', { lineItems: [{ ...kit.line(mug.id), catalogOverrideFields: { image } }] }, kit.staff);
      expect(bad.status).toBe(400);
    }
  });
});

describe('ids in update bodies', () => {
  it('must match the cart or checkout in the path', async () => {
    const shopper = await kit.visitor();
    const cart = (await kit.http.post('/ecom/v1/carts', { lineItems: [kit.line(mug.id)] }, shopper)).body.cart;
    const other = (await kit.http.post('/ecom/v1/carts', { lineItems: [kit.line(mug.id)] }, shopper)).body.cart;
    const wrongCart = await kit.http.patch(`/ecom/v1/carts/${cart.id}`, { cartInfo: { id: other.id, buyerNote: 'x' } }, shopper);
    expect(wrongCart.status).toBe(400);
    expect(wrongCart.body.details.validationError.fieldViolations[0].field).toBe('cartInfo.id');
    expect((await kit.http.patch(`/ecom/v1/carts/${cart.id}`, { cartInfo: { id: cart.id, buyerNote: 'x' } }, shopper)).body.cart.buyerNote).toBe('x');
    expect((await kit.http.get(`/ecom/v1/carts/${other.id}`, shopper)).body.cart.buyerNote).toBeUndefined();

    const checkout = await readyCheckout(shopper);
    const wrongCheckout = await kit.http.patch(`/ecom/v1/checkouts/${checkout.id}`, { checkout: { id: other.id, buyerNote: 'x' } }, shopper);
    expect(wrongCheckout.status).toBe(400);
    expect(wrongCheckout.body.details.validationError.fieldViolations[0].field).toBe('checkout.id');
  });
});

describe('field masks', () => {
  it('let a parent path cover its children, with or without the body’s wrapper', async () => {
    const shopper = await kit.visitor();
    const checkout = await readyCheckout(shopper);
    for (const [path, city] of [['shippingInfo', 'Buffalo'], ['checkout.shippingInfo', 'Albany']] as const) {
      const patch = { checkout: { buyerNote: 'not in the mask', shippingInfo: { shippingDestination: { address: { ...address, city } } } }, fieldMask: { paths: [path] } };
      const masked = await kit.http.patch(`/ecom/v1/checkouts/${checkout.id}`, patch, shopper);
      expect(masked.status).toBe(200);
      expect(masked.body.checkout.shippingInfo.shippingDestination.address.city).toBe(city);
      expect(masked.body.checkout.buyerNote).toBeUndefined();
    }
    const child = await kit.http.patch(`/ecom/v1/carts/current`, { cartInfo: { contactInfo: { address } }, fieldMask: 'cartInfo.contactInfo.address' }, shopper);
    expect(child.body.cart.contactInfo.address.city).toBe('New York');
  });

  it('refuse paths the update cannot write', async () => {
    const shopper = await kit.visitor();
    const checkout = await readyCheckout(shopper);
    const unknown = await kit.http.patch(`/ecom/v1/checkouts/${checkout.id}`, { checkout: { buyerNote: 'x' }, fieldMask: { paths: ['buyerNote', 'priceSummary.total'] } }, shopper);
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'fieldMask.paths', violatedRule: 'FIELD_NOT_ALLOWED', description: expect.stringContaining('priceSummary.total') }),
    ]);
    const cart = await kit.http.patch('/ecom/v1/carts/current', { cartInfo: { buyerNote: 'x' }, fieldMask: 'buyerNot' }, shopper);
    expect(cart.status).toBe(400);
  });
});

describe('blocked payment options', () => {
  it('are reported as violations and refused by create-order', async () => {
    const offline = { quantity: 1, price: '3.00', productName: { original: 'Pay at the door' }, itemType: { preset: 'SERVICE' }, paymentOption: 'FULL_PAYMENT_OFFLINE' };
    const created = await kit.http.post(
      '/ecom/v1/checkouts',
      { customLineItems: [offline], checkoutInfo: { buyerInfo: { email: 'rules@vitrine.test' } } },
      kit.staff,
    );
    const id = created.body.checkout.id;
    await kit.settings({ payment: { testOutcome: 'APPROVED', blockedPaymentOptions: ['FULL_PAYMENT_OFFLINE'] } });
    try {
      const priced = (await kit.http.get(`/ecom/v1/checkouts/${id}`, kit.staff)).body.checkout;
      expect(priced.violations).toEqual([
        { severity: 'ERROR', description: expect.stringContaining('FULL_PAYMENT_OFFLINE'), target: { lineItem: { id: priced.lineItems[0].id, name: 'LINE_ITEM_DEFAULT' } } },
      ]);
      const refused = await kit.http.post(`/ecom/v1/checkouts/${id}/create-order`, {}, kit.staff);
      expect(refused.status).toBe(400);
      expect(refused.body.details.applicationError).toMatchObject({ code: 'PAYMENT_OPTION_BLOCKED', data: { lineItemIds: [priced.lineItems[0].id] } });
    } finally {
      await kit.settings({ payment: { testOutcome: 'APPROVED', blockedPaymentOptions: [] } });
    }
    expect((await kit.http.post(`/ecom/v1/checkouts/${id}/create-order`, {}, kit.staff)).status).toBe(200);
  });
});

describe('someone else’s checkout', () => {
  it('is answered 404 for every call a stranger makes on it', async () => {
    const owner = await kit.visitor();
    const stranger = await kit.visitor();
    const checkout = await readyCheckout(owner);
    const calls = [
      kit.http.patch(`/ecom/v1/checkouts/${checkout.id}`, { checkout: { buyerNote: 'mine now' } }, stranger),
      kit.http.post(`/ecom/v1/checkouts/${checkout.id}/add-to-checkout`, { lineItems: [kit.line(mug.id)] }, stranger),
      kit.http.post(`/ecom/v1/checkouts/${checkout.id}/create-order`, {}, stranger),
      kit.http.post(`/ecom/v1/checkouts/${checkout.id}/mark-as-completed`, {}, stranger),
      kit.http.get(`/ecom/v1/checkouts/${checkout.id}/checkout-url`, stranger),
      kit.http.get(`/ecom/v1/checkouts/${checkout.id}/payment-settings`, stranger),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(404);
    const untouched = (await kit.http.get(`/ecom/v1/checkouts/${checkout.id}`, owner)).body.checkout;
    expect(untouched).toMatchObject({ completed: false, lineItems: [{ quantity: 2 }] });
    expect(untouched.buyerNote).toBeUndefined();
  });
});
