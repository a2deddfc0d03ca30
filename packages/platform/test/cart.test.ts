import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { ecomKit } from './ecom-helpers';
import { ownerToken } from './helpers';

let platform: TestPlatform;
let kit: ReturnType<typeof ecomKit>;
let mug: { id: string };
let tee: { id: string; variants?: Array<{ id: string; choices: Record<string, string> }> };
beforeAll(async () => {
  platform = await startTestPlatform();
  kit = ecomKit(platform);
  mug = await kit.product({ name: 'Mug', price: 10.5 });
  tee = await kit.product({ name: 'Tee', price: 20, options: [{ name: 'Size', choices: ['S', 'M'] }] });
});
afterAll(() => platform.close());

const amount = (money: { amount: string }) => money.amount;

describe('current cart', () => {
  it('is created by the first add-to-cart and priced from the catalogue', async () => {
    const shopper = await kit.visitor();
    expect((await kit.http.get('/ecom/v1/carts/current', shopper)).status).toBe(404);
    // A client-sent price is ignored: the catalogue sets it.
    const added = await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [{ ...kit.line(mug.id, 2), price: '0.01' }] }, shopper);
    expect(added.status).toBe(200);
    const cart = added.body.cart;
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0]).toMatchObject({
      quantity: 2,
      productName: { original: 'Mug' },
      price: { amount: '10.50', formattedAmount: '$10.50' },
      itemType: { preset: 'PHYSICAL' },
      availability: { status: 'AVAILABLE' },
      url: { relativePath: '/product-page/mug' },
    });
    expect(amount(cart.subtotal)).toBe('21.00');
    expect(cart.buyerInfo.visitorId).toBeDefined();
    const again = await kit.http.get('/ecom/v1/carts/current', shopper);
    expect(again.body.cart.id).toBe(cart.id);
    expect(await kit.events(cart.id)).toEqual(['cart.created']);
  });

  it('merges a repeated item into its line and keeps variants apart', async () => {
    const shopper = await kit.visitor();
    await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(tee.id, 1, { options: { Size: 'S' } })] }, shopper);
    await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(tee.id, 2, { options: { Size: 'S' } })] }, shopper);
    const { body } = await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(tee.id, 1, { options: { Size: 'M' } })] }, shopper);
    expect(body.cart.lineItems.map((l: { quantity: number; descriptionLines: Array<{ plainText: { original: string } }> }) => [l.quantity, l.descriptionLines[0]!.plainText.original])).toEqual([
      [3, 'S'],
      [1, 'M'],
    ]);
    expect(amount(body.cart.subtotal)).toBe('80.00');
  });

  it('updates quantities, removes lines and deletes the cart', async () => {
    const shopper = await kit.visitor();
    const { body } = await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(mug.id, 1), kit.line(tee.id, 1, { options: { Size: 'M' } })] }, shopper);
    const [first, second] = body.cart.lineItems;
    const updated = await kit.http.post('/ecom/v1/carts/current/update-line-items-quantity', { lineItems: [{ id: first.id, quantity: 5 }] }, shopper);
    expect(updated.body.cart.lineItems[0].quantity).toBe(5);
    const zero = await kit.http.post('/ecom/v1/carts/current/update-line-items-quantity', { lineItems: [{ id: first.id, quantity: 0 }] }, shopper);
    expect(zero.body.cart.lineItems.map((l: { id: string }) => l.id)).toEqual([second.id]);
    const removed = await kit.http.post('/ecom/v1/carts/current/remove-line-items', { lineItemIds: [second.id] }, shopper);
    expect(removed.body.cart.lineItems).toEqual([]);
    const unknown = await kit.http.post('/ecom/v1/carts/current/remove-line-items', { lineItemIds: ['nope'] }, shopper);
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.validationError.fieldViolations[0].field).toBe('lineItemIds');
    expect((await kit.http.delete('/ecom/v1/carts/current', shopper)).status).toBe(200);
    expect((await kit.http.get('/ecom/v1/carts/current', shopper)).body.details.applicationError.code).toBe('OWNED_CART_NOT_FOUND');
    expect(await kit.events(body.cart.id)).toEqual(['cart.created', 'cart.updated', 'cart.updated', 'cart.updated', 'cart.deleted']);
  });

  it('needs a caller', async () => {
    expect((await kit.http.get('/ecom/v1/carts/current')).status).toBe(401);
  });
});

describe('line item validation', () => {
  it('refuses unknown catalogue app ids and items with field violations, not 500s', async () => {
    const shopper = await kit.visitor();
    const wrongApp = await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [{ catalogReference: { appId: 'other-app', catalogItemId: mug.id } }] }, shopper);
    expect(wrongApp.status).toBe(400);
    expect(wrongApp.body.details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'lineItems.0.catalogReference.appId', violatedRule: 'VALIDATION' }),
    ]);
    const missing = await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line('00000000-0000-4000-8000-000000000000'), kit.line('not-a-uuid')] }, shopper);
    expect(missing.status).toBe(400);
    expect(missing.body.details.validationError.fieldViolations.map((v: { field: string }) => v.field)).toEqual(['lineItems.0.catalogReference', 'lineItems.1.catalogReference']);
    const badChoice = await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(tee.id, 1, { options: { Size: 'XXL' } })] }, shopper);
    expect(badChoice.status).toBe(400);
    const badQuantity = await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(mug.id, 0)] }, shopper);
    expect(badQuantity.status).toBe(400);
    expect(badQuantity.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'lineItems.0.quantity', violatedRule: 'MIN' });
  });

  it('says what a line that names no item missed: a product with options needs a variant or a choice of each', async () => {
    const shopper = await kit.visitor();
    const descriptionOf = async (line: unknown) => {
      const answer = await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [line] }, shopper);
      expect(answer.status).toBe(400);
      return answer.body.details.validationError.fieldViolations[0].description as string;
    };
    // The tee exists; the line names none of its sizes, which must not read as a wrong product id.
    expect(await descriptionOf(kit.line(tee.id))).toBe(
      'no such item in the catalogue: no product has this catalogItemId, or the product has options and the line names none (send options.variantId, or a choice of each option in options.options)',
    );
    expect(await descriptionOf(kit.line(tee.id, 1, { variantId: '00000000-0000-4000-8000-000000000000' }))).toContain('has a variant with this options.variantId');
    expect(await descriptionOf(kit.line(tee.id, 1, { options: { Size: 'XXL' } }))).toContain('has a variant with exactly these options.options');
    // Named as it says, the line goes in.
    const added = await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(tee.id, 1, { options: { Size: 'M' } })] }, shopper);
    expect(added.status).toBe(200);
  });

  it('lets only owners and apps add custom line items and staff discounts', async () => {
    const custom = { quantity: 2, price: '7.25', productName: { original: 'Gift wrap' }, itemType: { preset: 'SERVICE' } };
    const shopper = await kit.visitor();
    const refused = await kit.http.post('/ecom/v1/carts', { customLineItems: [custom] }, shopper);
    expect(refused.status).toBe(403);
    const discountRefused = await kit.http.post('/ecom/v1/carts', { lineItems: [kit.line(mug.id)], merchantDiscounts: [{ amount: '1.00' }] }, shopper);
    expect(discountRefused.status).toBe(403);
    const created = await kit.http.post('/ecom/v1/carts', { customLineItems: [custom], lineItems: [kit.line(mug.id)], merchantDiscounts: [{ amount: '1.00' }] }, kit.staff);
    expect(created.status).toBe(200);
    expect(created.body.cart.lineItems[1]).toMatchObject({ productName: { original: 'Gift wrap' }, price: { amount: '7.25' }, itemType: { preset: 'SERVICE' } });
    expect(amount(created.body.cart.subtotal)).toBe('25.00');
    expect(created.body.cart.appliedDiscounts[0].merchantDiscount.amount.amount).toBe('1.00');
    const tooPrecise = await kit.http.post('/ecom/v1/carts', { customLineItems: [{ ...custom, price: '1.001' }] }, kit.staff);
    expect(tooPrecise.status).toBe(400);
  });

  it('holds at most 300 lines: one more is refused, while a line it has still takes more units', async () => {
    const lines = Array.from({ length: 300 }, (_, index) => ({ quantity: 1, price: '1.00', productName: { original: `Part ${index}` }, itemType: { preset: 'PHYSICAL' } }));
    const full = await kit.http.post('/ecom/v1/carts', { customLineItems: lines }, kit.staff);
    expect(full.status).toBe(200);
    expect(full.body.cart.lineItems).toHaveLength(300);
    const cartId = full.body.cart.id as string;
    const more = await kit.http.post(`/ecom/v1/carts/${cartId}/add-to-cart`, { lineItems: [kit.line(mug.id)] }, kit.staff);
    expect(more.status).toBe(400);
    expect(more.body.details.validationError.fieldViolations).toEqual([expect.objectContaining({ field: 'lineItems', violatedRule: 'MAX', data: { max: 300 } })]);
    const lineId = full.body.cart.lineItems[0].id as string;
    const bigger = await kit.http.post(`/ecom/v1/carts/${cartId}/update-line-items-quantity`, { lineItems: [{ id: lineId, quantity: 3 }] }, kit.staff);
    expect(bigger.status).toBe(200);
    expect(bigger.body.cart.lineItems).toHaveLength(300);
  });

  it('refuses what it could store but never show: an override picture given as a list, a page address that is no URL', async () => {
    const asList = await kit.http.post('/ecom/v1/carts', { lineItems: [{ ...kit.line(mug.id), catalogOverrideFields: { image: [{ url: 'https://example.com/x.png' }] } }] }, kit.staff);
    expect(asList.status).toBe(400);
    expect(asList.body.details.validationError.fieldViolations).toEqual([expect.objectContaining({ field: 'lineItems.0.catalogOverrideFields.image', violatedRule: 'FORMAT' })]);
    const custom = { quantity: 1, price: '1.00', productName: { original: 'Engraving' } };
    for (const url of ['http://a b/', 'https://', 'http://[']) {
      const noUrl = await kit.http.post('/ecom/v1/carts', { customLineItems: [{ ...custom, url }] }, kit.staff);
      expect(noUrl.status, url).toBe(400);
      expect(noUrl.body.details.validationError.fieldViolations[0], url).toMatchObject({ field: 'customLineItems.0.url', violatedRule: 'FORMAT' });
    }
    // Given as one picture and one address, both are kept and shown.
    const kept = await kit.http.post(
      '/ecom/v1/carts',
      { lineItems: [{ ...kit.line(mug.id), catalogOverrideFields: { image: { url: 'https://example.com/x.png' } } }], customLineItems: [{ ...custom, url: 'https://shop.example/engraving' }] },
      kit.staff,
    );
    expect(kept.status).toBe(200);
    expect(kept.body.cart.lineItems[0].image.url).toBe('https://example.com/x.png');
    expect(kept.body.cart.lineItems[1].url).toMatchObject({ relativePath: '/engraving', url: 'https://shop.example/engraving' });
  });

  it('tells a line the store hid since it was added as no longer for sale, not as out of stock', async () => {
    const hiddenLater = await kit.product({ name: 'Hidden later', price: 5, quantity: 10 });
    const soldOut = await kit.product({ name: 'Sold out too', price: 5, quantity: 0 });
    const shopper = await kit.visitor();
    await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(hiddenLater.id, 1), kit.line(soldOut.id, 1)] }, shopper);
    expect((await kit.http.patch(`/stores/v1/products/${hiddenLater.id}`, { product: { visible: false } }, kit.staff)).status).toBe(200);
    const estimate = await kit.http.post('/ecom/v1/carts/current/estimate-totals', {}, shopper);
    expect(estimate.body.cart.lineItems.map((l: { availability: { status: string } }) => l.availability.status)).toEqual(['NOT_AVAILABLE', 'NOT_AVAILABLE']);
    expect(estimate.body.violations.map((v: { description: string }) => v.description)).toEqual(['“Hidden later” is no longer for sale', '“Sold out too” is out of stock']);
  });

  it('reports availability from stock per line, and NOT_FOUND for items the catalogue dropped', async () => {
    const few = await kit.product({ name: 'Few', price: 5, quantity: 3 });
    const soldOut = await kit.product({ name: 'Sold out', price: 5, quantity: 0 });
    const shopper = await kit.visitor();
    const { body } = await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(few.id, 2), kit.line(soldOut.id, 1)] }, shopper);
    expect(body.cart.lineItems.map((l: { availability: { status: string } }) => l.availability.status)).toEqual(['AVAILABLE', 'NOT_AVAILABLE']);
    const more = await kit.http.post('/ecom/v1/carts/current/update-line-items-quantity', { lineItems: [{ id: body.cart.lineItems[0].id, quantity: 5 }] }, shopper);
    expect(more.body.cart.lineItems[0].availability).toEqual({ status: 'PARTIALLY_AVAILABLE', quantityAvailable: 3 });
    // The catalogue deletes the product: the line stays, NOT_FOUND, out of the totals.
    await kit.http.delete(`/stores/v1/products/${few.id}`, kit.staff);
    const estimate = await kit.http.post('/ecom/v1/carts/current/estimate-totals', {}, shopper);
    expect(estimate.body.cart.lineItems[0].availability.status).toBe('NOT_FOUND');
    expect(amount(estimate.body.priceSummary.subtotal)).toBe('0.00');
    expect(estimate.body.violations).toEqual([
      { severity: 'ERROR', description: expect.any(String), target: { lineItem: { id: body.cart.lineItems[0].id, name: 'LINE_ITEM_DEFAULT', suggestedFix: 'REMOVE_LINE_ITEM' } } },
      { severity: 'ERROR', description: expect.any(String), target: { lineItem: { id: body.cart.lineItems[1].id, name: 'LINE_ITEM_DEFAULT', suggestedFix: 'REMOVE_LINE_ITEM' } } },
    ]);
  });

  it('prices digital goods without shipping', async () => {
    const ebook = await kit.product({ name: 'E-book', price: 3, productType: 'digital' });
    const shopper = await kit.visitor();
    const { body } = await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(ebook.id)] }, shopper);
    expect(body.cart.lineItems[0].itemType).toEqual({ preset: 'DIGITAL' });
    expect(body.cart.lineItems[0].physicalProperties).toBeUndefined();
  });
});

describe('carts by id', () => {
  it('creates, reads, updates with a field mask and deletes', async () => {
    const shopper = await kit.visitor();
    const created = await kit.http.post(
      '/ecom/v1/carts',
      { cartInfo: { buyerNote: 'Leave at the door', contactInfo: { address: { country: 'US', city: 'Austin', geocode: { latitude: 30.27, longitude: -97.74 } } } }, lineItems: [kit.line(mug.id)] },
      shopper,
    );
    expect(created.status).toBe(200);
    const id = created.body.cart.id;
    expect(created.body.cart.contactInfo.address.geocode).toEqual({ latitude: 30.27, longitude: -97.74 });
    const read = await kit.http.get(`/ecom/v1/carts/${id}`, shopper);
    expect(read.body.cart.buyerNote).toBe('Leave at the door');
    // Without a mask, only what is sent changes.
    const patched = await kit.http.patch(`/ecom/v1/carts/${id}`, { cartInfo: { id, buyerNote: 'Ring twice' } }, shopper);
    expect(patched.body.cart).toMatchObject({ buyerNote: 'Ring twice', contactInfo: { address: { city: 'Austin' } } });
    // With a mask, a named field that is absent is cleared; fields not named stay.
    const masked = await kit.http.patch(`/ecom/v1/carts/${id}`, { cartInfo: { id, buyerNote: 'ignored' }, fieldMask: { paths: ['contactInfo'] } }, shopper);
    expect(masked.body.cart.contactInfo).toBeUndefined();
    expect(masked.body.cart.buyerNote).toBe('Ring twice');
    const stale = await kit.http.patch(`/ecom/v1/carts/${id}`, { cartInfo: { id, revision: 1, buyerNote: 'x' } }, shopper);
    expect(stale.status).toBe(409);
    expect((await kit.http.delete(`/ecom/v1/carts/${id}`, shopper)).status).toBe(200);
    expect((await kit.http.get(`/ecom/v1/carts/${id}`, shopper)).status).toBe(404);
    expect(await kit.events(id)).toEqual(['cart.created', 'cart.updated', 'cart.updated', 'cart.deleted']);
  });

  it('is reachable only by its owner and the site’s staff', async () => {
    const owner = await kit.visitor();
    const stranger = await kit.visitor();
    const { body } = await kit.http.post('/ecom/v1/carts', { lineItems: [kit.line(mug.id)] }, owner);
    const id = body.cart.id;
    expect((await kit.http.get(`/ecom/v1/carts/${id}`, stranger)).status).toBe(404);
    expect((await kit.http.post(`/ecom/v1/carts/${id}/add-to-cart`, { lineItems: [kit.line(mug.id)] }, stranger)).status).toBe(404);
    expect((await kit.http.post(`/ecom/v1/carts/${id}/estimate-totals`, {}, stranger)).status).toBe(404);
    expect((await kit.http.delete(`/ecom/v1/carts/${id}`, stranger)).status).toBe(404);
    expect((await kit.http.get(`/ecom/v1/carts/${id}`, kit.staff)).status).toBe(200);
    expect((await kit.http.get(`/ecom/v1/carts/${id}`, { authorization: await ownerToken(platform) })).status).toBe(200);
    // Another site's staff see nothing either.
    const other = await platform.createSite();
    expect((await kit.http.get(`/ecom/v1/carts/${id}`, { authorization: other.apiKey, 'wix-site-id': other.siteId })).status).toBe(404);
    expect((await kit.http.get(`/ecom/v1/carts/not-a-uuid`, owner)).status).toBe(404);
    // The owner's cart is unchanged by the attempts.
    expect((await kit.http.get(`/ecom/v1/carts/${id}`, owner)).body.cart.lineItems[0].quantity).toBe(1);
  });

  it('creates a checkout from the cart and refuses an empty cart', async () => {
    const shopper = await kit.visitor();
    const { body } = await kit.http.post('/ecom/v1/carts', { lineItems: [kit.line(mug.id, 2)] }, shopper);
    const checkout = await kit.http.post(`/ecom/v1/carts/${body.cart.id}/create-checkout`, { channelType: 'WEB', email: 'buyer@vitrine.test' }, shopper);
    expect(checkout.status).toBe(200);
    expect(checkout.body.checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    const read = await kit.http.get(`/ecom/v1/checkouts/${checkout.body.checkoutId}`, shopper);
    expect(read.body.checkout).toMatchObject({ cartId: body.cart.id, buyerInfo: { email: 'buyer@vitrine.test' }, channelType: 'WEB' });
    const empty = await kit.http.post('/ecom/v1/carts', {}, shopper);
    const refused = await kit.http.post(`/ecom/v1/carts/${empty.body.cart.id}/create-checkout`, {}, shopper);
    expect(refused.status).toBe(400);
    expect(refused.body.details.applicationError.code).toBe('CART_IS_EMPTY');
  });
});

describe('coupons on carts', () => {
  it('applies a valid coupon, refuses unknown ones, and removes it', async () => {
    await kit.http.post('/_api/vitrine/v1/store-settings/coupons', { code: 'TENOFF', name: '10% off', valueType: 'PERCENT', percentage: 10 }, kit.staff);
    const shopper = await kit.visitor();
    await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(mug.id, 3)] }, shopper);
    const unknown = await kit.http.patch('/ecom/v1/carts/current', { couponCode: 'NOPE' }, shopper);
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.applicationError.code).toBe('COUPON_NOT_FOUND');
    const applied = await kit.http.patch('/ecom/v1/carts/current', { couponCode: 'tenoff' }, shopper);
    expect(applied.status).toBe(200);
    expect(applied.body.cart.appliedDiscounts).toEqual([
      { discountType: 'GLOBAL', lineItemIds: [applied.body.cart.lineItems[0].id], coupon: expect.objectContaining({ code: 'TENOFF', amount: expect.objectContaining({ amount: '3.15' }) }) },
    ]);
    expect(amount(applied.body.cart.subtotalAfterDiscounts)).toBe('28.35');
    const removed = await kit.http.post('/ecom/v1/carts/current/remove-coupon', {}, shopper);
    expect(removed.body.cart.appliedDiscounts).toEqual([]);
  });
});

describe('sign-in merge', () => {
  it('merges the visitor’s current cart into the member’s once, then the visitor cart is gone', async () => {
    const visitor = await kit.visitor();
    const visitorCart = (await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(mug.id, 2), kit.line(tee.id, 1, { options: { Size: 'S' } })] }, visitor)).body.cart;
    // The member already has a cart from an earlier visit.
    const earlier = await kit.member();
    const memberId = earlier.id;
    await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(mug.id, 1)] }, earlier.headers);
    const tokens = await platform.app.auth.issueMemberTokens(platform.site.siteId, platform.site.clientId, memberId, await platform.app.auth.callerFromToken(visitor.authorization));
    const signedIn = { authorization: tokens.access_token };
    const merged = await kit.http.get('/ecom/v1/carts/current', signedIn);
    expect(merged.status).toBe(200);
    expect(merged.body.cart.buyerInfo).toEqual({ memberId });
    expect(merged.body.cart.lineItems.map((l: { quantity: number; productName: { original: string } }) => [l.productName.original, l.quantity])).toEqual([
      ['Mug', 3],
      ['Tee', 1],
    ]);
    expect((await kit.http.get(`/ecom/v1/carts/${visitorCart.id}`, kit.staff)).status).toBe(404);
    // Once only: more calls do not add the lines again.
    const again = await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(mug.id, 1)] }, signedIn);
    expect(again.body.cart.lineItems[0].quantity).toBe(4);
    expect(await kit.events(visitorCart.id)).toEqual(['cart.created', 'cart.deleted']);
  });

  it('hands the visitor’s cart over whole when the member has none', async () => {
    const visitor = await kit.visitor();
    const visitorCart = (await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(mug.id, 2)] }, visitor)).body.cart;
    const member = await kit.member(visitor);
    const cart = (await kit.http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(mug.id, 1)] }, member.headers)).body.cart;
    expect(cart.id).toBe(visitorCart.id);
    expect(cart.lineItems[0].quantity).toBe(3);
    expect(cart.buyerInfo).toEqual({ memberId: member.id });
    // The visitor token no longer has a current cart.
    expect((await kit.http.get('/ecom/v1/carts/current', visitor)).status).toBe(404);
  });
});
