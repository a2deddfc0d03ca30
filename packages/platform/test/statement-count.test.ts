import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { countStatements } from './statement-counter';
import { ecomKit } from './ecom-helpers';

/**
 * Round trips to the database per request, for the requests every shopper makes most: each is a
 * wait on the database's connection (on PGlite, the whole database's), so a regression here slows
 * every store. The figures are the targets, not today's counts plus slack.
 */
let platform: TestPlatform;
let statements: ReturnType<typeof countStatements>;
let kit: ReturnType<typeof ecomKit>;
let shirt: Awaited<ReturnType<ReturnType<typeof ecomKit>['product']>>;
let lamp: Awaited<ReturnType<ReturnType<typeof ecomKit>['product']>>;
let collectionId: string;
beforeAll(async () => {
  platform = await startTestPlatform({ events: { worker: false }, mail: { sweepIntervalMs: 3_600_000 }, orders: { refundSweepIntervalMs: false } });
  statements = countStatements(platform.app.db);
  kit = ecomKit(platform);
  shirt = await kit.product({ name: 'Shirt', price: 20, quantity: 50, options: [{ name: 'Size', choices: ['S', 'M'] }] });
  lamp = await kit.product({ name: 'Lamp', price: 40, quantity: 50 });
  const collection = await kit.http.post('/stores/v1/collections', { collection: { name: 'Tops' } }, kit.staff);
  collectionId = collection.body.collection.id;
  await kit.http.post(`/stores/v1/collections/${collectionId}/productIds`, { productIds: [shirt.id] }, kit.staff);
  await kit.settings({ shipping: { regions: [{ name: 'US', countries: ['US'], options: [{ code: 'standard', title: 'Standard', cost: '5.00' }] }], pickupPoints: [] } });
});
afterAll(() => platform.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(platform.baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('database statements per request', () => {
  it('an anonymous token grant: one statement (app, visitor and refresh token together), signed after it', async () => {
    let answer: Response | undefined;
    const sent = await statements.during(async () => {
      answer = await post('/oauth2/token', { clientId: platform.site.clientId, grantType: 'anonymous' });
    });
    expect(answer!.status).toBe(200);
    const tokens = await answer!.json();
    expect(sent, sent.join('\n---\n')).toHaveLength(1);

    // What the one statement wrote is whole: the visitor's refresh token works.
    const refreshed = await post('/oauth2/token', { clientId: platform.site.clientId, grantType: 'refresh_token', refreshToken: tokens.refresh_token });
    expect(refreshed.status).toBe(200);
  });

  it('an anonymous grant for a client id no app has: one statement, nothing written', async () => {
    const visitorsBefore = await platform.app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM visitors');
    let answer: Response | undefined;
    const sent = await statements.during(async () => {
      answer = await post('/oauth2/token', { clientId: '00000000-0000-4000-8000-000000000000', grantType: 'anonymous' });
    });
    expect(answer!.status).toBe(401);
    expect((await answer!.json()).details.applicationError.code).toBe('invalid_client');
    expect(sent).toHaveLength(1);
    const visitorsAfter = await platform.app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM visitors');
    expect(visitorsAfter).toEqual(visitorsBefore);
  });
});

/** The statements of one request made by `send`, and its answer. */
async function counted(send: () => Promise<{ status: number; body: any }>) {
  let answer: { status: number; body: any } | undefined;
  const sent = await statements.during(async () => {
    answer = await send();
  });
  expect(answer!.status, JSON.stringify(answer!.body)).toBe(200);
  return { sent, body: answer!.body, shown: sent.map((sql) => sql.replace(/\s+/g, ' ')).join('\n---\n') };
}

const ny = { country: 'US', subdivision: 'US-NY', city: 'New York', addressLine: '5 Park Ave' };

describe('catalogue reads', () => {
  it('a product page: 1 (the product with its variants and collections)', async () => {
    const shopper = await kit.visitor();
    const { sent, body, shown } = await counted(() => kit.http.get(`/stores-reader/v1/products/${shirt.id}`, shopper));
    expect(sent.length, shown).toBe(1);
    expect(body.product.variants.map((v: { choices: Record<string, string> }) => v.choices.Size)).toEqual(['S', 'M']);
    expect(body.product.collectionIds).toEqual([collectionId]);
  });

  it('a product query: 1 (the page with its variants, collections and bounded count), price filters included', async () => {
    const shopper = await kit.visitor();
    // A full first page cannot tell the total: the count runs inside the page's statement.
    const page = await counted(() => kit.http.post('/stores-reader/v1/products/query', { query: { paging: { limit: 1 }, sort: [{ fieldName: 'name', order: 'ASC' }] } }, shopper));
    expect(page.sent.length, page.shown).toBe(1);
    expect(page.body.products.map((p: { name: string }) => p.name)).toEqual(['Lamp']);
    expect(page.body.metadata).toMatchObject({ items: 1, total: 2, tooManyToCount: false });

    // A price in the site's currency converts inside the statement: no read of the currency first.
    const priced = await counted(() =>
      kit.http.post('/stores-reader/v1/products/query', { query: { filter: { price: { $gte: 30 } }, paging: { offset: 5 } }, includeVariants: true }, shopper),
    );
    expect(priced.sent.length, priced.shown).toBe(1);
    expect(priced.body.metadata).toMatchObject({ items: 0, total: 1 });
    const matched = await counted(() => kit.http.post('/stores-reader/v1/products/query', { query: { filter: { price: { $in: [20, 21] } } } }, shopper));
    expect(matched.body.products.map((p: { name: string }) => p.name)).toEqual(['Shirt']);
  });
});

describe('cart and checkout', () => {
  it('add-to-cart on an existing cart: 2 (the cart read with currency, settings, products and variants; the save with its event, if the cart is still at the revision read)', async () => {
    const shopper = await kit.visitor();
    const created = await counted(() => kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(lamp.id)] }, shopper));
    // Creating the cart: the read finds none, then the locking path reads the currency and settings
    // and inserts the cart in its transaction (9 before the event was written by the save's statement).
    expect(created.sent.length, created.shown).toBeLessThanOrEqual(8);
    expect(await kit.events(created.body.cart.id)).toEqual(['cart.created']);

    const added = await counted(() => kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(shirt.id, 2, { options: { Size: 'M' } })] }, shopper));
    // The cart read without a lock (with the currency, settings, the database's time and the
    // catalogue's products of its lines and of the new one), then the save with its cart.updated
    // event (one data-modifying CTE) if the cart is still at the revision read: no transaction. It
    // was 4 with a lock (BEGIN, lock, save, COMMIT), 6 before the catalogue and the event joined them.
    expect(added.sent.length, added.shown).toBeLessThanOrEqual(2);
    expect(added.sent.filter((sql) => sql === 'BEGIN' || sql.includes('FOR UPDATE')), added.shown).toEqual([]);
    expect(await kit.events(added.body.cart.id)).toEqual(['cart.created', 'cart.updated']);
    // The event carries the cart as answered and as read back: the revision and time the save gave it.
    const [event] = await platform.app.db.query<{ payload: unknown }>("SELECT payload FROM outbox_events WHERE entity_id = $1 AND type = 'cart.updated'", [added.body.cart.id]);
    expect(event!.payload).toEqual(added.body.cart);
    expect((await kit.http.get('/ecom/v1/carts/current', shopper)).body.cart).toEqual(added.body.cart);
    expect(added.sent.filter((sql) => sql.includes('FROM products p')), added.shown).toHaveLength(1);
    expect(added.body.cart.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([1, 2]);
    expect(added.body.cart.subtotal.amount).toBe('80.00');
  });

  it('add-to-cart by a member signed in from a visitor: the locking path while the visitor’s cart waits to merge, then 4 without a transaction, and a read 3', async () => {
    const visitor = await kit.visitor();
    await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(lamp.id)] }, visitor);
    const member = await kit.member(visitor);
    // The member's first add merges the visitor's cart, under the lock.
    const merging = await counted(() => kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(lamp.id)] }, member.headers));
    expect(merging.sent, merging.shown).toContain('BEGIN');
    expect(merging.body.cart.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([2]);
    // Merged, the visitor has no cart: the member token's revocation check (a member's tokens can be
    // revoked, docs/architecture.md), whether the visitor has a cart, the member's cart read, and the
    // save with its event.
    const added = await counted(() => kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(shirt.id, 1, { options: { Size: 'S' } })] }, member.headers));
    expect(added.sent.length, added.shown).toBeLessThanOrEqual(4);
    expect(added.sent.filter((sql) => sql === 'BEGIN' || sql.includes('FOR UPDATE')), added.shown).toEqual([]);
    expect(added.body.cart.lineItems.map((l: { quantity: number }) => l.quantity)).toEqual([2, 1]);
    expect(added.body.cart.buyerInfo.memberId).toBe(member.id);
    // Reading it: the revocation check, whether the visitor has a cart, the read.
    const read = await counted(() => kit.http.get('/ecom/v1/carts/current', member.headers));
    expect(read.sent.length, read.shown).toBeLessThanOrEqual(3);
    expect(read.sent, read.shown).not.toContain('BEGIN');
    expect(read.body.cart).toEqual(added.body.cart);
  });

  it('estimate totals and the cart: 1 each (the cart with the currency, settings and its products beside it)', async () => {
    const shopper = await kit.visitor();
    await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(lamp.id)] }, shopper);
    const { sent, body, shown } = await counted(() => kit.http.post('/ecom/v1/carts/current/estimate-totals', { shippingAddress: ny }, shopper));
    // It was 2 while the catalogue was read after the cart.
    expect(sent.length, shown).toBe(1);
    expect(body.priceSummary.subtotal.amount).toBe('40.00');
    expect(body.priceSummary.shipping.amount).toBe('5.00');

    const cart = await counted(() => kit.http.get('/ecom/v1/carts/current', shopper));
    expect(cart.sent.length, cart.shown).toBe(1);
    expect(cart.body.cart.subtotal.amount).toBe('40.00');
  });

  it('create order: at most 10 in its transaction (the order, its checkout and cart in one statement; mails and events each in one)', async () => {
    const shopper = await kit.visitor();
    await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(lamp.id, 2), kit.line(shirt.id, 1, { options: { Size: 'S' } })] }, shopper);
    const { checkoutId } = (await kit.http.post('/ecom/v1/carts/current/create-checkout', { shippingAddress: ny, email: 'buyer@vitrine.test' }, shopper)).body;
    const lampStock = await kit.stockOf(lamp.variants![0]!.id);
    const { sent, body, shown } = await counted(() => kit.http.post(`/ecom/v1/checkouts/${checkoutId}/create-order`, {}, shopper));
    // BEGIN, lock the checkout (currency and settings with it), the catalogue, lock and take the
    // stock, the products' new stock status (with their variants and collections), the order with
    // its checkout completed and cart deleted, the mail settings, the two mails, the events, COMMIT.
    // Only the transaction counts: the mail sender's sweep it wakes after COMMIT runs on its own time.
    expect(sent.indexOf('COMMIT') + 1, shown).toBeLessThanOrEqual(10);

    // What the buyer gets back is whole: the order with its lines and totals, the checkout completed
    // with it, the cart gone, the stock taken, both mails and every event written.
    const order = (await kit.http.get(`/ecom/v1/orders/${body.orderId}`, shopper)).body.order;
    expect(order).toMatchObject({ checkoutId, status: 'APPROVED', paymentStatus: 'PAID', priceSummary: { subtotal: { amount: '100.00' }, shipping: { amount: '5.00' } } });
    expect(order.lineItems.map((line: { productName: { original: string }; quantity: number }) => [line.productName.original, line.quantity])).toEqual([
      ['Lamp', 2],
      ['Shirt', 1],
    ]);
    expect(order.number).toMatch(/^\d+$/);
    const checkout = (await kit.http.get(`/ecom/v1/checkouts/${checkoutId}`, shopper)).body.checkout;
    expect(checkout).toMatchObject({ completed: true, orderId: body.orderId });
    expect((await kit.http.get('/ecom/v1/carts/current', shopper)).status).toBe(404);
    expect(await kit.events(checkout.cartId)).toEqual(['cart.created', 'cart.deleted']);
    expect(await kit.stockOf(lamp.variants![0]!.id)).toBe(lampStock! - 2);
    const mails = await platform.app.db.query<{ kind: string }>("SELECT kind FROM mail_outbox WHERE dedupe_key LIKE $1 ORDER BY kind", [`order:${body.orderId}:%`]);
    expect(mails.map((mail) => mail.kind)).toEqual(['NEW_ORDER', 'ORDER_CONFIRMATION']);
    expect(await kit.events(body.orderId)).toEqual(['order.created']);
    expect(await kit.events(checkoutId)).toEqual(['checkout.created', 'checkout.completed']);
    // The event's checkout, built from what the statement answered, is the checkout as read back.
    const [completed] = await platform.app.db.query<{ payload: unknown }>("SELECT payload FROM outbox_events WHERE entity_id = $1 AND type = 'checkout.completed'", [checkoutId]);
    expect(completed!.payload).toEqual(checkout);
    expect(await kit.events(lamp.id)).toContain('product.variants_changed');
  });
});
