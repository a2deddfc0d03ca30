import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ecomKit } from './ecom-helpers';
import { apiKeyHeaders, platformForFile } from './helpers';
import { logLines } from './hostile-input';

/**
 * Input the platform took and should not have (a fuzzing pass over every route): ids of another
 * site, or of nothing, in a site's settings; money past the platform's range or finer than its
 * currency; text and dates the database cannot store. Each is a 400 violation at its field's path,
 * and its valid neighbour still passes. Warnings are logged too: a value that reaches the database
 * unvalidated is logged as one, and none may.
 */
const log = logLines();
const file = platformForFile({ logger: { ...log.logger, level: 'warn' } });
const { http, platform, staff } = file;
const kit = ecomKit(platform);
const settingsPath = '/_api/vitrine/v1/store-settings';

type Answer = { status: number; body: { details?: { validationError?: { fieldViolations: Array<{ field: string; violatedRule: string }> } } } };

/** The violations of a 400 as `field rule`, sorted: what each test compares. */
function violations(answer: Answer): string[] {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  return (answer.body.details?.validationError?.fieldViolations ?? []).map((v) => `${v.field} ${v.violatedRule}`).sort();
}

function expectOk(answer: { status: number; body: unknown }) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Record<string, any>;
}

/** A second site with a product and a member of its own: ids a first site must not store. */
async function otherSite() {
  const site = await platform.createSite();
  const product = expectOk(await http.post('/stores/v1/products', { product: { name: 'Not yours', priceData: { price: 5 } } }, apiKeyHeaders(site))).product;
  const memberId = randomUUID();
  await platform.app.db.query('INSERT INTO members (id, site_id, login_email) VALUES ($1, $2, $3)', [memberId, site.siteId, `m-${memberId.slice(0, 8)}@vitrine.test`]);
  return { productId: product.id as string, memberId };
}

describe('ids a site stores in its settings are its own', () => {
  it('refuses a coupon limited to another site’s product, or to its own written in capitals, at each id; its own products and apps’ items pass', async () => {
    const own = await kit.product();
    const other = await otherSite();
    const refused = await http.post(`${settingsPath}/coupons`, { code: 'SCOPED', name: 'Scoped', valueType: 'PERCENT', percentage: 10, productIds: [own.id, other.productId, own.id.toUpperCase()] }, staff);
    expect(violations(refused)).toEqual(['productIds.1 VALIDATION', 'productIds.2 VALIDATION']);
    expect(expectOk(await http.get(`${settingsPath}/coupons`, staff)).coupons.map((c: { code: string }) => c.code)).not.toContain('SCOPED');

    // An id that is no product may be an app's item, which a custom line names and pricing matches.
    const appItem = randomUUID();
    const coupon = expectOk(await http.post(`${settingsPath}/coupons`, { code: 'SCOPED', name: 'Scoped', valueType: 'PERCENT', percentage: 10, productIds: [own.id, appItem] }, staff)).coupon;
    expect(coupon.productIds).toEqual([own.id, appItem]);
    expect(violations(await http.patch(`${settingsPath}/coupons/${coupon.id}`, { productIds: [other.productId] }, staff))).toEqual(['productIds.0 VALIDATION']);
    // Only the ids a change sends are checked: a coupon whose product was deleted since can still be switched off.
    expectOk(await http.delete(`/stores/v1/products/${own.id}`, staff));
    expect(expectOk(await http.patch(`${settingsPath}/coupons/${coupon.id}`, { active: false }, staff)).coupon).toMatchObject({ active: false, productIds: [own.id, appItem] });
  });

  it('refuses store settings naming another site’s products or members, in discounts, tax regions and memberships, and saves none of it', async () => {
    const own = await kit.product();
    const [member, second] = [await kit.member(), await kit.member()];
    const other = await otherSite();
    const before = expectOk(await http.get(settingsPath, staff)).settings;
    const patch = (productId: string, memberId: string) => ({
      merchantDiscounts: [{ name: 'Mugs', scope: 'SPECIFIC_ITEMS', valueType: 'PERCENT', percentage: 10, productIds: [productId] }],
      tax: { ...before.tax, regions: [{ name: 'Books', jurisdictionType: 'SPECIAL', country: 'US', rate: 5, productIds: [own.id, productId] }] },
      memberships: [{ name: 'Club', productIds: [productId], memberIds: [member.id, memberId] }],
    });
    expect(violations(await http.patch(settingsPath, patch(other.productId, other.memberId), staff))).toEqual([
      'memberships.0.memberIds.1 VALIDATION',
      'memberships.0.productIds.0 VALIDATION',
      'merchantDiscounts.0.productIds.0 VALIDATION',
      'tax.regions.0.productIds.1 VALIDATION',
    ]);
    // A member of no site is refused the same way (members are the platform's own, never an app's).
    expect(violations(await http.patch(settingsPath, { memberships: [{ name: 'Club', productIds: [own.id], memberIds: [randomUUID()] }] }, staff))).toEqual(['memberships.0.memberIds.0 VALIDATION']);
    expect(expectOk(await http.get(settingsPath, staff)).settings.sectionRevisions).toEqual(before.sectionRevisions);

    const saved = expectOk(await http.patch(settingsPath, patch(own.id, second.id), staff)).settings;
    expect(saved.memberships[0]).toMatchObject({ productIds: [own.id], memberIds: [member.id, second.id] });
    expect(saved.merchantDiscounts[0].productIds).toEqual([own.id]);
  });

  it('a section or coupon sent back as it was is saved, though a product it names was deleted since', async () => {
    const gone = await kit.product({ name: 'Soon gone', price: 4 });
    const discounts = [{ name: 'Gone soon', scope: 'SPECIFIC_ITEMS', valueType: 'PERCENT', percentage: 5, productIds: [gone.id] }];
    expectOk(await http.patch(settingsPath, { merchantDiscounts: discounts }, staff));
    const coupon = expectOk(await http.post(`${settingsPath}/coupons`, { code: 'GONE', name: 'Gone', valueType: 'PERCENT', percentage: 5, productIds: [gone.id] }, staff)).coupon;
    expect((await http.delete(`/stores/v1/products/${gone.id}`, staff)).status).toBe(200);

    // The studio sends a section whole: what the site already keeps is not asked about again.
    const kept = expectOk(await http.patch(settingsPath, { merchantDiscounts: [{ ...discounts[0], percentage: 6 }] }, staff)).settings;
    expect(kept.merchantDiscounts[0]).toMatchObject({ percentage: 6, productIds: [gone.id] });
    expect(expectOk(await http.patch(`${settingsPath}/coupons/${coupon.id}`, { productIds: [gone.id], percentage: 6 }, staff)).coupon).toMatchObject({ percentage: 6 });
    // A new id of another site's product still is.
    const other = await otherSite();
    expect(violations(await http.patch(settingsPath, { merchantDiscounts: [{ ...discounts[0], productIds: [gone.id, other.productId] }] }, staff))).toEqual(['merchantDiscounts.0.productIds.1 VALIDATION']);
  });
});

describe('money a caller sends is within the platform’s range and its currency’s decimals', () => {
  const customLine = (price: string) => ({ quantity: 1, price, productName: { original: 'Engraving' } });

  it('refuses custom prices and staff discounts that are no decimals, past 999,999,999 or finer than cents, at their paths; "12.50" passes and prices', async () => {
    const malformed = await http.post('/ecom/v1/carts', { customLineItems: [customLine('1e400'), customLine('-5'), customLine('99999999999999999999999')] }, staff);
    expect(violations(malformed)).toEqual(['customLineItems.0.price FORMAT', 'customLineItems.1.price FORMAT', 'customLineItems.2.price FORMAT']);
    const outOfRange = await http.post('/ecom/v1/carts', { customLineItems: [customLine('10000000000'), { ...customLine('1.00'), fullPrice: '999999999.01' }, customLine('12.505')] }, staff);
    expect(violations(outOfRange)).toEqual(['customLineItems.0.price DECIMAL_LTE', 'customLineItems.1.fullPrice DECIMAL_LTE', 'customLineItems.2.price DECIMAL_MAX_SCALE']);
    // A discount finer than a cent was taken as no discount at all.
    expect(violations(await http.post('/ecom/v1/carts', { merchantDiscounts: [{ amount: '2.505' }, { amount: '1000000000' }] }, staff))).toEqual([
      'merchantDiscounts.0.amount DECIMAL_MAX_SCALE',
      'merchantDiscounts.1.amount DECIMAL_LTE',
    ]);

    const cart = expectOk(await http.post('/ecom/v1/carts', { customLineItems: [{ ...customLine('12.50'), quantity: 3 }], merchantDiscounts: [{ amount: '2.50' }] }, staff)).cart;
    const estimate = expectOk(await http.post(`/ecom/v1/carts/${cart.id}/estimate-totals`, {}, staff));
    expect(estimate.priceSummary).toMatchObject({ subtotal: { amount: '37.50' }, discount: { amount: '2.50' }, total: { amount: '35.00' } });
    // The most a price may be, in lines up to the most a cart may come to, still adds up to amounts (a 13-digit price once gave "$NaN").
    const most = expectOk(await http.post('/ecom/v1/carts', { customLineItems: [{ ...customLine('999999999'), quantity: 999 }, customLine('999999999')] }, staff)).cart;
    const mostTotal = expectOk(await http.post(`/ecom/v1/carts/${most.id}/estimate-totals`, {}, staff)).priceSummary.subtotal;
    expect(mostTotal).toMatchObject({ amount: '999999999000.00', formattedAmount: '$999,999,999,000.00' });
  });

  it('refuses amounts past the range in shipping rates, coupons, gift cards and refunds, as the catalogue refuses such prices', async () => {
    const rate = (cost: string) => ({ shipping: { regions: [{ name: 'US', countries: ['US'], options: [{ code: 'std', title: 'Standard', cost, freeShippingThreshold: '1000000000' }] }], pickupPoints: [] } });
    expect(violations(await http.patch(settingsPath, rate('1000000000'), staff))).toEqual([
      'shipping.regions.0.options.0.cost DECIMAL_LTE',
      'shipping.regions.0.options.0.freeShippingThreshold DECIMAL_LTE',
    ]);
    expect(violations(await http.post(`${settingsPath}/coupons`, { code: 'HUGE', name: 'Huge', valueType: 'AMOUNT', amount: '1000000000' }, staff))).toEqual(['amount DECIMAL_LTE']);
    expect(violations(await http.post(`${settingsPath}/gift-cards`, { code: 'HUGE-GIFT', balance: '1000000000' }, staff))).toEqual(['balance DECIMAL_LTE']);
    expect(expectOk(await http.post(`${settingsPath}/gift-cards`, { code: 'FINE-GIFT', balance: '12.50' }, staff)).giftCard.balance).toBe('12.50');
    expect(violations(await http.post('/stores/v1/products', { product: { name: 'Huge', priceData: { price: 1_000_000_000 } } }, staff))).toEqual(['product.priceData.price MAX']);

    const ebook = await kit.product({ productType: 'digital', price: 20 });
    const shopper = await kit.visitor();
    const checkout = expectOk(await http.post('/ecom/v1/checkouts', { lineItems: [kit.line(ebook.id)], checkoutInfo: { buyerInfo: { email: 'buyer@vitrine.test' } } }, shopper)).checkout;
    const { orderId } = expectOk(await http.post(`/ecom/v1/checkouts/${checkout.id}/create-order`, {}, shopper));
    const refund = (amount: string) => http.post('/ecom/v1/order-billing/refund-payments', { orderId, paymentRefunds: [{ amount }] }, staff);
    expect(violations(await refund('10000000000'))).toEqual(['paymentRefunds.0.amount DECIMAL_LTE']);
    expect(violations(await refund('1.005'))).toEqual(['paymentRefunds.0.amount DECIMAL_MAX_SCALE']);
    expectOk(await refund('1.00'));
  });
});

describe('no total passes 999,999,999,999, so none passes 2^53 minor units', () => {
  const custom = (price: string, quantity: number) => ({ quantity, price, productName: { original: 'Bulk' }, itemType: { preset: 'DIGITAL' } });
  /** A write refused for growing past the bound, naming the line when `lineItemId` is given. */
  const refusedGrowth = (answer: Answer & { body: { details?: { validationError?: { fieldViolations: Array<{ data?: { max?: string; lineItemId?: string } }> } } } }, lineItemId?: string) => {
    expect(violations(answer)).toEqual(['lineItems DECIMAL_LTE']);
    const data = answer.body.details!.validationError!.fieldViolations[0]!.data;
    expect(data?.max).toBe('999999999999');
    if (lineItemId) expect(data?.lineItemId).toBe(lineItemId);
  };

  it('refuses a line or a cart past it on create, add-to-cart and update-quantity, for custom and catalogue lines; up to it the totals are exact', async () => {
    // The review's reproduction: 999,999,999.00 × 100,000 passed 2^53 cents and lost a cent in the totals.
    refusedGrowth(await http.post('/ecom/v1/carts', { customLineItems: [custom('999999999', 100_000)] }, staff));

    const cart = expectOk(await http.post('/ecom/v1/carts', { customLineItems: [custom('999999999', 1000)] }, staff)).cart;
    const lineId = cart.lineItems[0].id;
    refusedGrowth(await http.post(`/ecom/v1/carts/${cart.id}/update-line-items-quantity`, { lineItems: [{ id: lineId, quantity: 1001 }] }, staff), lineId);
    // The line is within it but the cart would not be: 999,999,999,000.00 + 999.01.
    refusedGrowth(await http.post(`/ecom/v1/carts/${cart.id}/add-to-cart`, { customLineItems: [custom('999.01', 1)] }, staff));
    refusedGrowth(await http.patch(`/ecom/v1/carts/${cart.id}`, { customLineItems: [custom('999.01', 1)] }, staff));
    expect(expectOk(await http.get(`/ecom/v1/carts/${cart.id}`, staff)).cart).toMatchObject({ revision: cart.revision, subtotal: { amount: '999999999000.00' } });
    // Exactly the most passes, exact to the cent.
    const full = expectOk(await http.post(`/ecom/v1/carts/${cart.id}/add-to-cart`, { customLineItems: [custom('999.00', 1)] }, staff)).cart;
    expect(full.subtotal).toMatchObject({ amount: '999999999999.00', formattedAmount: '$999,999,999,999.00' });
    // Lowering is never refused.
    expectOk(await http.post(`/ecom/v1/carts/${cart.id}/update-line-items-quantity`, { lineItems: [{ id: lineId, quantity: 999 }] }, staff));

    // Catalogue lines, a shopper's: 100,000 units of a product at 20,000,000.00.
    const dear = await kit.product({ price: 20_000_000, productType: 'digital' });
    const shopper = await kit.visitor();
    const refused = await http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(dear.id, 100_000)] }, shopper);
    expect(refused.body.details.validationError.fieldViolations[0].description).toContain('comes to more than $999,999,999,999.00, the most one line may');
    refusedGrowth(refused);
    const mine = expectOk(await http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(dear.id, 49_999)] }, shopper)).cart;
    expect(mine.subtotal.amount).toBe('999980000000.00');
    refusedGrowth(await http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(dear.id, 1)] }, shopper), mine.lineItems[0].id);
  });

  it('refuses checkouts past it on create, from a cart, add, update and update-quantity', async () => {
    refusedGrowth(await http.post('/ecom/v1/checkouts', { customLineItems: [custom('999999999', 100_000)], channelType: 'WEB' }, staff));
    const checkout = expectOk(await http.post('/ecom/v1/checkouts', { customLineItems: [custom('999999999', 600)], channelType: 'WEB' }, staff)).checkout;
    const lineId = checkout.lineItems[0].id;
    refusedGrowth(await http.post(`/ecom/v1/checkouts/${checkout.id}/add-to-checkout`, { customLineItems: [custom('999999999', 401)] }, staff));
    refusedGrowth(await http.patch(`/ecom/v1/checkouts/${checkout.id}`, { customLineItems: [custom('999999999', 401)] }, staff));
    refusedGrowth(await http.post(`/ecom/v1/checkouts/${checkout.id}/update-line-items-quantity`, { lineItems: [{ id: lineId, quantity: 1001 }] }, staff), lineId);
    expect(expectOk(await http.get(`/ecom/v1/checkouts/${checkout.id}`, staff)).checkout.priceSummary.subtotal.amount).toBe('599999999400.00');

    // A cart whose product's price was raised since its line was added: the line is not charged, shown at its exact
    // amount past 2^53 cents, and neither a checkout from it nor an order of a checkout made before is taken.
    const product = await kit.product({ price: 1, productType: 'digital' });
    const shopper = await kit.visitor();
    const cart = expectOk(await http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(product.id, 99_999)] }, shopper)).cart;
    const earlier = expectOk(await http.post('/ecom/v1/carts/current/create-checkout', { channelType: 'WEB', email: 'bulk@vitrine.test' }, shopper)).checkoutId;
    expectOk(await http.patch(`/stores/v1/products/${product.id}`, { product: { priceData: { price: 999_999_998.99 } } }, staff));
    const estimate = expectOk(await http.post('/ecom/v1/carts/current/estimate-totals', {}, shopper));
    expect(estimate.cart.lineItems[0].lineItemPrice).toEqual(expect.objectContaining({ amount: '99998999899001.01', formattedAmount: '$99,998,999,899,001.01' }));
    expect(estimate.priceSummary.total.amount).toBe('0.00');
    expect(estimate.violations).toContainEqual(
      expect.objectContaining({ severity: 'ERROR', target: { lineItem: expect.objectContaining({ id: cart.lineItems[0].id }) }, description: expect.stringContaining('the most one line may') }),
    );
    refusedGrowth(await http.post('/ecom/v1/carts/current/create-checkout', { channelType: 'WEB' }, shopper), cart.lineItems[0].id);
    const placing = await http.post(`/ecom/v1/checkouts/${earlier}/create-order`, {}, shopper);
    expect(placing.status).toBe(400);
    expect(placing.body.details.applicationError.code).toBe('CHECKOUT_HAS_VIOLATIONS');
    // Lowering is how the shopper gets back, so it is taken while the line is still past the bound; another
    // line is taken too (and charged): only what grows past the bound is refused.
    const lowered = expectOk(await http.post('/ecom/v1/carts/current/update-line-items-quantity', { lineItems: [{ id: cart.lineItems[0].id, quantity: 99_998 }] }, shopper)).cart;
    expect(lowered.lineItems[0].quantity).toBe(99_998);
    const cheap = await kit.product({ price: 2, productType: 'digital' });
    expect(expectOk(await http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [kit.line(cheap.id, 1)] }, shopper)).cart.subtotal.amount).toBe('2.00');
  });

  it('in a currency of four decimals (CLF) the bound is 99,999,999,999.9, so its totals stay under 2^53 minor units too', async () => {
    const site = await platform.createSite({ currency: 'CLF' });
    const siteStaff = apiKeyHeaders(site);
    // 999,999,998.9999 × 901 is 9,009,999,990,989,099 ten-thousandths: odd and past 2^53, where it lost one.
    const refused = await http.post('/ecom/v1/carts', { customLineItems: [custom('999999998.9999', 901)] }, siteStaff);
    expect(violations(refused)).toEqual(['lineItems DECIMAL_LTE']);
    expect(refused.body.details.validationError.fieldViolations[0].data.max).toBe('99999999999.9');
    const most = expectOk(await http.post('/ecom/v1/carts', { customLineItems: [custom('999999999', 100)] }, siteStaff)).cart;
    expect(most.subtotal.amount).toBe('99999999900.0000');
  });

  it('charges nothing when tax would take a checkout past it, and no order is placed', async () => {
    const site = await platform.createSite();
    const siteStaff = apiKeyHeaders(site);
    const tax = { mode: 'MANUAL', autoTaxActive: false, pricesIncludeTax: false, taxableAddressType: 'SHIPPING', taxShipping: false, regions: [{ name: 'US', jurisdictionType: 'COUNTRY', country: 'US', rate: 100 }] };
    expectOk(await http.patch(settingsPath, { tax }, siteStaff));
    const checkout = expectOk(await http.post('/ecom/v1/checkouts', { customLineItems: [custom('999999999', 600)], channelType: 'WEB', checkoutInfo: { buyerInfo: { email: 'bulk@vitrine.test' } } }, siteStaff)).checkout;
    // An address is no growth: taken, and the checkout says why it cannot be ordered.
    const taxed = expectOk(await http.patch(`/ecom/v1/checkouts/${checkout.id}`, { checkout: { billingInfo: { address: { country: 'US' } }, shippingInfo: { shippingDestination: { address: { country: 'US', city: 'New York' } } } } }, siteStaff)).checkout;
    expect(taxed.priceSummary).toMatchObject({ subtotal: { amount: '0.00' }, tax: { amount: '0.00' }, total: { amount: '0.00' } });
    expect(taxed.violations).toEqual([expect.objectContaining({ severity: 'ERROR', description: expect.stringContaining('The order would come to more than $999,999,999,999.00') })]);
    const placing = await http.post(`/ecom/v1/checkouts/${checkout.id}/create-order`, {}, siteStaff);
    expect(placing.status).toBe(400);
    expect(placing.body.details.applicationError.code).toBe('CHECKOUT_HAS_VIOLATIONS');
    // Lowering is taken while the whole is still past the bound (599 × 999,999,999 taxed at 100 %), raising is not.
    const lineId = checkout.lineItems[0].id;
    expect(expectOk(await http.post(`/ecom/v1/checkouts/${checkout.id}/update-line-items-quantity`, { lineItems: [{ id: lineId, quantity: 599 }] }, siteStaff)).checkout.lineItems[0].quantity).toBe(599);
    refusedGrowth(await http.post(`/ecom/v1/checkouts/${checkout.id}/update-line-items-quantity`, { lineItems: [{ id: lineId, quantity: 600 }] }, siteStaff));
  });
});

describe('text and dates the database cannot store are refused before any route runs', () => {
  it('refuses a NUL character at its field path: in bodies, names, query strings, path parameters, filters and GraphQL', async () => {
    expect(violations(await http.post(`${settingsPath}/coupons`, { code: 'NUL', name: 'a\u0000b', valueType: 'PERCENT', percentage: 5 }, staff))).toEqual(['name FORMAT']);
    const visitor = await kit.visitor();
    expect(violations(await http.patch('/ecom/v1/carts/current', { cartInfo: { contactInfo: { contactDetails: { firstName: 'Ann', 'x\u0000': 'y' } } } }, visitor))).toEqual([
      'cartInfo.contactInfo.contactDetails.x\\u0000 FORMAT',
    ]);
    expect(violations(await http.get('/_api/vitrine/v1/media?limit=1&note=%00', staff))).toEqual(['note FORMAT']);
    expect(violations(await http.get('/stores-reader/v1/collections/slug/a%00b', staff))).toEqual(['slug FORMAT']);
    // A filter sent as a JSON string holds the character only once parsed.
    expect(violations(await http.post('/stores-reader/v1/products/query', { query: { filter: JSON.stringify({ name: 'a\u0000' }) } }, staff))).toEqual(['query.filter.name FORMAT']);
    const graphql = await http.post('/graphql/alpha', { query: '{ collection(slug: "a\\u0000") { id } }' }, staff);
    expect(graphql.status).toBe(400);
    expect(graphql.body.details.applicationError.code).toBe('INVALID_ARGUMENT');
    // A GET's variables are JSON in the query string: the character is there only once they are parsed.
    const variables = encodeURIComponent(JSON.stringify({ s: 'a\u0000b' }));
    const query = encodeURIComponent('query($s: String) { collection(slug: $s) { id } }');
    expect(violations(await http.get(`/graphql/alpha?query=${query}&variables=${variables}`, staff))).toEqual(['variables.s FORMAT']);
    expect(log.errors().filter((line) => line.includes('unvalidated'))).toEqual([]);
  });

  it('refuses half a surrogate pair, which a text column stored as U+FFFD, and keeps emoji and other Unicode as sent', async () => {
    expect(violations(await http.post('/stores/v1/products', { product: { name: 'Mug \udc00', priceData: { price: 5 } } }, staff))).toEqual(['product.name FORMAT']);
    expect(violations(await http.post(`${settingsPath}/coupons`, { code: 'HALF', name: '\ud83d', valueType: 'PERCENT', percentage: 5 }, staff))).toEqual(['name FORMAT']);
    const name = 'Tasse 🛍️ Café – 茶杯 ✓';
    expect(expectOk(await http.post('/stores/v1/products', { product: { name, priceData: { price: 5 } } }, staff)).product.name).toBe(name);
    // As a client that escapes everything past ASCII sends it: whole pairs pass.
    const escaped = await fetch(`${platform.baseUrl}/stores/v1/products`, {
      method: 'POST',
      headers: { ...staff, 'content-type': 'application/json' },
      body: '{"product":{"name":"Caf\\u00e9 \\ud83c\\udf75","priceData":{"price":5}}}',
    });
    expect((await escaped.json()).product.name).toBe('Café 🍵');
    expect(expectOk(await http.post(`${settingsPath}/coupons`, { code: 'EMOJI', name: '🎉 Party', valueType: 'PERCENT', percentage: 5 }, staff)).coupon.name).toBe('🎉 Party');
    expect(log.errors().filter((line) => line.includes('unvalidated'))).toEqual([]);
  });

  it('refuses dates to keep outside the years 1000 to 9999 (in UTC), filter dates of a year 0, and leap seconds, at their paths; the years at either end are kept as sent', async () => {
    const card = (code: string, expirationDate: string) => http.post(`${settingsPath}/gift-cards`, { code, balance: '5', expirationDate }, staff);
    expect(violations(await http.post(`${settingsPath}/coupons`, { code: 'YEAR0', name: 'Year 0', valueType: 'PERCENT', percentage: 5, expirationDate: '0000-01-01T00:00:00Z' }, staff))).toEqual(['expirationDate FORMAT']);
    expect(violations(await card('LEAP-GIFT', '9999-12-31T23:59:60Z'))).toEqual(['expirationDate FORMAT']);
    // The embedded database's driver read the year 1 back as 2001.
    expect(violations(await card('EARLY-GIFT', '0001-01-01T00:00:00Z'))).toEqual(['expirationDate FORMAT']);
    expect(violations(await card('EARLIER-GIFT', '1000-01-01T00:30:00+01:00'))).toEqual(['expirationDate FORMAT']);
    expect(violations(await http.post('/ecom/v1/orders/search', { search: { filter: { createdDate: { $gt: '0000-01-01T00:00:00Z' } } } }, staff))).toEqual(['search.filter.createdDate.$gt FORMAT']);
    // A filter compares and stores nothing: "since the beginning" (the year 1, many languages' smallest date) is a filter like any other.
    const since = await http.post('/ecom/v1/orders/search', { search: { filter: { createdDate: { $gte: '0001-01-01T00:00:00Z' } } } }, staff);
    expect(since.status, JSON.stringify(since.body)).toBe(200);
    expect(expectOk(await card('LAST-GIFT', '9999-12-31T23:59:59Z')).giftCard.expirationDate).toBe('9999-12-31T23:59:59.000Z');
    expect(expectOk(await card('FIRST-GIFT', '1000-01-01T00:00:00Z')).giftCard.expirationDate).toBe('1000-01-01T00:00:00.000Z');
    expect(log.errors().filter((line) => line.includes('unvalidated'))).toEqual([]);
  });
});
