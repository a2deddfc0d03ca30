import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { ecomKit } from './ecom-helpers';

/**
 * Races on carts, stock and orders. Written against HTTP only, so the same file proves the locking
 * on PGlite (one connection, transactions in turn) and on PostgreSQL (real concurrency).
 */
let platform: TestPlatform;
let kit: ReturnType<typeof ecomKit>;
beforeAll(async () => {
  platform = await startTestPlatform({ rateLimits: false });
  kit = ecomKit(platform);
  await kit.settings({ shipping: { regions: [{ name: 'Everywhere', countries: [], options: [{ code: 'post', title: 'Post', cost: '1.00' }] }], pickupPoints: [] } });
});
afterAll(() => platform.close());

const address = { country: 'DE', city: 'Berlin', postalCode: '10115', addressLine: 'Unter den Linden 1' };

async function readyCheckout(shopper: Record<string, string>, lineItems: unknown[]) {
  const { status, body } = await kit.http.post(
    '/ecom/v1/checkouts',
    { lineItems, checkoutInfo: { buyerInfo: { email: 'race@vitrine.test' }, shippingInfo: { shippingDestination: { address } } } },
    shopper,
  );
  expect(status).toBe(200);
  return body.checkout as { id: string; lineItems: Array<{ catalogReference: { options: { variantId: string } } }> };
}

const countOrders = async (checkoutIds: string[]) =>
  (await platform.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE checkout_id = ANY($1::uuid[])', [checkoutIds]))[0]!.n;

describe('concurrency', () => {
  it('loses no add-to-cart among 20 parallel calls on one cart', async () => {
    const shopper = await kit.visitor();
    const product = await kit.product({ price: 2 });
    const cart = (await kit.http.post('/ecom/v1/carts', {}, shopper)).body.cart;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => kit.http.post(`/ecom/v1/carts/${cart.id}/add-to-cart`, { lineItems: [kit.line(product.id, 1)] }, shopper)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const final = (await kit.http.get(`/ecom/v1/carts/${cart.id}`, shopper)).body.cart;
    expect(final.lineItems).toHaveLength(1);
    expect(final.lineItems[0].quantity).toBe(20);
    expect(final.revision).toBe(String(Number(cart.revision) + 20));
  });

  it('keeps every line of 12 parallel add-to-cart calls of different products, each with its own event', async () => {
    const shopper = await kit.visitor();
    const products = await Promise.all(Array.from({ length: 12 }, (_, i) => kit.product({ price: i + 1 })));
    const cart = (await kit.http.post('/ecom/v1/carts', {}, shopper)).body.cart;
    const results = await Promise.all(products.map((product) => kit.http.post(`/ecom/v1/carts/${cart.id}/add-to-cart`, { lineItems: [kit.line(product.id, 1)] }, shopper)));
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(200));
    const final = (await kit.http.get(`/ecom/v1/carts/${cart.id}`, shopper)).body.cart;
    const productIds = (lines: Array<{ catalogReference: { catalogItemId: string } }>) => lines.map((line) => line.catalogReference.catalogItemId).sort();
    expect(productIds(final.lineItems)).toEqual(products.map((product) => product.id).sort());
    // Each write saw the one before: one event per add, the revisions one apart, the last event the cart as read.
    const events = await platform.app.db.query<{ payload: { revision: string; lineItems: unknown[] } }>(
      "SELECT payload FROM outbox_events WHERE entity_id = $1 AND type = 'cart.updated' ORDER BY seq",
      [cart.id],
    );
    expect(events.map((event) => Number(event.payload.revision))).toEqual(Array.from({ length: 12 }, (_, i) => Number(cart.revision) + i + 1));
    expect(events.map((event) => event.payload.lineItems.length)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(events.at(-1)!.payload).toEqual(final);
  });

  it('saves a write whose cart another write saved after its read on the locking path, losing neither', async () => {
    const shopper = await kit.visitor();
    const [first, second, third] = await Promise.all([1, 2, 3].map((price) => kit.product({ price })));
    const cart = (await kit.http.post('/ecom/v1/carts', { lineItems: [kit.line(first!.id, 1)] }, shopper)).body.cart;
    // A write reads its cart without a lock first; right after that read, another add saves the cart.
    const db = platform.app.db;
    const query = db.query;
    let other: Promise<{ status: number; body: any }> | undefined;
    db.query = async (sql, params) => {
      const rows = await query.call(db, sql, params);
      if (!other && sql.includes('FROM carts c JOIN sites') && !sql.includes('FOR UPDATE')) {
        other = kit.http.post(`/ecom/v1/carts/${cart.id}/add-to-cart`, { lineItems: [kit.line(second!.id, 1)] }, shopper);
        await other;
      }
      return rows as never;
    };
    let late;
    try {
      late = await kit.http.post(`/ecom/v1/carts/${cart.id}/add-to-cart`, { lineItems: [kit.line(third!.id, 1)] }, shopper);
    } finally {
      db.query = query;
    }
    const early = await other!;
    expect([early.status, late.status]).toEqual([200, 200]);
    expect(Number(early.body.cart.revision)).toBe(Number(cart.revision) + 1);
    expect(Number(late.body.cart.revision)).toBe(Number(cart.revision) + 2);
    const ids = (lines: Array<{ catalogReference: { catalogItemId: string } }>) => lines.map((line) => line.catalogReference.catalogItemId);
    expect(ids(late.body.cart.lineItems)).toEqual([first!.id, second!.id, third!.id]);
    expect((await kit.http.get(`/ecom/v1/carts/${cart.id}`, shopper)).body.cart).toEqual(late.body.cart);
    const events = await db.query<{ payload: unknown }>("SELECT payload FROM outbox_events WHERE entity_id = $1 AND type = 'cart.updated' ORDER BY seq", [cart.id]);
    expect(events.map((event) => event.payload)).toEqual([early.body.cart, late.body.cart]);
  });

  it('makes one current cart from 20 parallel first add-to-cart calls of a new visitor', async () => {
    const shopper = await kit.visitor();
    const product = await kit.product({ price: 2 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(product.id, 1)] }, shopper)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.cart.id)).size).toBe(1);
    const visitorId = results[0]!.body.cart.buyerInfo.visitorId;
    const carts = await platform.app.db.query('SELECT id FROM carts WHERE owner_id = $1', [visitorId]);
    expect(carts).toHaveLength(1);
    expect((await kit.http.get('/ecom/v1/carts/current', shopper)).body.cart.lineItems[0].quantity).toBe(20);
    expect(await kit.events(results[0]!.body.cart.id)).toEqual(['cart.created', ...Array(19).fill('cart.updated')]);
  });

  it('gives the last unit to exactly one of 10 racing buyers', async () => {
    const product = await kit.product({ price: 50, quantity: 1 });
    const checkouts = await Promise.all(Array.from({ length: 10 }, async () => ({ shopper: await kit.visitor() })).map(async (p) => {
      const { shopper } = await p;
      return { shopper, checkout: await readyCheckout(shopper, [kit.line(product.id, 1)]) };
    }));
    const results = await Promise.all(checkouts.map(({ shopper, checkout }) => kit.http.post(`/ecom/v1/checkouts/${checkout.id}/create-order`, {}, shopper)));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    for (const lost of results.filter((r) => r.status !== 200)) {
      expect([400, 409]).toContain(lost.status);
      expect(['INSUFFICIENT_STOCK', 'CHECKOUT_HAS_VIOLATIONS']).toContain(lost.body.details.applicationError.code);
    }
    expect(await kit.stockOf(checkouts[0]!.checkout.lineItems[0]!.catalogReference.options.variantId)).toBe(0);
    expect(await countOrders(checkouts.map((c) => c.checkout.id))).toBe(1);
  });

  it('sells two shared products to 12 racing buyers, lines in either order, without a deadlock or negative stock', async () => {
    const [cup, saucer] = await Promise.all([kit.product({ price: 8, quantity: 7 }), kit.product({ price: 4, quantity: 7 })]);
    const checkouts = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const shopper = await kit.visitor();
        const lines = i % 2 ? [kit.line(cup!.id, 1), kit.line(saucer!.id, 1)] : [kit.line(saucer!.id, 1), kit.line(cup!.id, 1)];
        return { shopper, checkout: await readyCheckout(shopper, lines) };
      }),
    );
    const results = await Promise.all(checkouts.map(({ shopper, checkout }) => kit.http.post(`/ecom/v1/checkouts/${checkout.id}/create-order`, {}, shopper)));
    // A deadlock would surface as a 500; every buyer gets an order or a clear refusal.
    expect(results.filter((r) => r.status === 200)).toHaveLength(7);
    for (const lost of results.filter((r) => r.status !== 200)) {
      expect(['INSUFFICIENT_STOCK', 'CHECKOUT_HAS_VIOLATIONS']).toContain(lost.body.details.applicationError.code);
    }
    expect(await kit.stockOf(cup!.variants![0]!.id)).toBe(0);
    expect(await kit.stockOf(saucer!.variants![0]!.id)).toBe(0);
    expect(await countOrders(checkouts.map((c) => c.checkout.id))).toBe(7);
  });

  it('refuses two lines of one variant that together exceed its stock', async () => {
    const product = await kit.product({ price: 5, quantity: 3 });
    // Different overrides keep the two lines apart although they name one variant; overrides are
    // for owners and apps, so the site's API key shops here.
    const shopper = kit.staff;
    const checkout = await readyCheckout(shopper, [
      { ...kit.line(product.id, 2), catalogOverrideFields: { productName: { original: 'For me' } } },
      { ...kit.line(product.id, 2), catalogOverrideFields: { productName: { original: 'For a friend' } } },
    ]);
    const refused = await kit.http.post(`/ecom/v1/checkouts/${checkout.id}/create-order`, {}, shopper);
    expect(refused.status).toBe(400);
    expect(refused.body.details.applicationError.code).toBe('CHECKOUT_HAS_VIOLATIONS');
    expect(await kit.stockOf(checkout.lineItems[0]!.catalogReference.options.variantId)).toBe(3);
    expect(await countOrders([checkout.id])).toBe(0);
  });

  it('lets one member’s racing orders use no more membership credits than there are', async () => {
    const product = await kit.product({ price: 10, quantity: 100 });
    const settings = await kit.settings({ memberships: [{ name: 'Race club', productIds: [product.id], credits: 5 }] });
    const clubId = settings.memberships.find((m: { name: string }) => m.name === 'Race club').id as string;
    const member = await kit.member();
    const checkouts = await Promise.all(Array.from({ length: 4 }, () => readyCheckout(member.headers, [kit.line(product.id, 2)])));
    for (const checkout of checkouts) {
      const selected = await kit.http.patch(`/ecom/v1/checkouts/${checkout.id}`, { checkout: { membershipOptions: { selectedMemberships: { memberships: [{ id: clubId }] } } } }, member.headers);
      expect(selected.status).toBe(200);
    }
    const results = await Promise.all(checkouts.map((checkout) => kit.http.post(`/ecom/v1/checkouts/${checkout.id}/create-order`, {}, member.headers)));
    let paidWithCredits = 0;
    for (const result of results) {
      if (result.status !== 200) {
        // Priced before another order used the credits: refused, nothing taken.
        expect(result.body.details.applicationError.code).toBe('MEMBERSHIP_CREDITS_USED_UP');
        continue;
      }
      const order = (await kit.http.get(`/ecom/v1/orders/${result.body.orderId}`, kit.staff)).body.order;
      for (const line of order.lineItems) if (line.paymentOption === 'MEMBERSHIP') paidWithCredits += line.quantity;
    }
    // Two orders of two fit in five credits; a third would need six.
    expect(paidWithCredits).toBe(4);
    const [row] = await platform.app.db.query<{ used: number }>('SELECT used FROM membership_credits_used WHERE member_id = $1 AND membership_id = $2', [member.id, clubId]);
    expect(row!.used).toBe(4);
  });

  it('answers every order and every variant edit of one product sent at once: none is lost to a deadlock', async () => {
    const product = await kit.product({ price: 5, quantity: 1000, options: [{ name: 'Size', choices: ['S', 'M'] }] });
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => kit.visitor()));
    const checkouts = await Promise.all(shoppers.map((shopper) => readyCheckout(shopper, [kit.line(product.id, 1, { options: { Size: 'S' } })])));
    const answers = await Promise.all([
      ...checkouts.map((checkout, i) => kit.http.post(`/ecom/v1/checkouts/${checkout.id}/create-order`, {}, shoppers[i]!)),
      ...Array.from({ length: 8 }, (_, i) => kit.http.patch(`/stores/v1/products/${product.id}/variants`, { variants: [{ choices: { Size: 'S' }, price: 5 + i }] }, kit.staff)),
    ]);
    expect(answers.filter((a) => a.status !== 200).map((a) => JSON.stringify(a.body))).toEqual([]);
    expect(await countOrders(checkouts.map((c) => c.id))).toBe(8);
    expect(await kit.stockOf(checkouts[0]!.lineItems[0]!.catalogReference.options.variantId)).toBe(992);
  });

  it('places one order from 20 parallel create-order calls on one checkout', async () => {
    const product = await kit.product({ price: 5, quantity: 10 });
    const shopper = await kit.visitor();
    const checkout = await readyCheckout(shopper, [kit.line(product.id, 2)]);
    const results = await Promise.all(Array.from({ length: 20 }, () => kit.http.post(`/ecom/v1/checkouts/${checkout.id}/create-order`, {}, shopper)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body.orderId)).size).toBe(1);
    expect(await countOrders([checkout.id])).toBe(1);
    expect(await kit.stockOf(checkout.lineItems[0]!.catalogReference.options.variantId)).toBe(8);
  });

  it('answers a retry after a dropped response with the same order', async () => {
    const product = await kit.product({ price: 5, quantity: 10 });
    const shopper = await kit.visitor();
    const checkout = await readyCheckout(shopper, [kit.line(product.id, 1)]);
    // The client gives up before the answer arrives; the server may or may not have placed the order.
    await fetch(`${platform.baseUrl}/ecom/v1/checkouts/${checkout.id}/create-order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...shopper },
      body: '{}',
      signal: AbortSignal.timeout(5),
    }).catch(() => undefined);
    const retry = await kit.http.post(`/ecom/v1/checkouts/${checkout.id}/create-order`, {}, shopper);
    expect(retry.status).toBe(200);
    const again = await kit.http.post(`/ecom/v1/checkouts/${checkout.id}/create-order`, {}, shopper);
    expect(again.body.orderId).toBe(retry.body.orderId);
    expect(await countOrders([checkout.id])).toBe(1);
    expect(await kit.stockOf(checkout.lineItems[0]!.catalogReference.options.variantId)).toBe(9);
  });
});
