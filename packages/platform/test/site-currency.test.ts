import { describe, expect, it } from 'vitest';
import { storesAppId } from '../src/domains/catalog/catalog-items';
import { apiKeyHeaders, committedLater, platformForFile, visitorToken } from './helpers';

/**
 * The site's currency: every amount a store keeps is minor units of it, so a change keeps the
 * numbers, and a price filter reads its value in it.
 */
const file = platformForFile();
const { http } = file;
const sitePath = '/_api/vitrine/v1/site';

/** A site of its own (its API key's headers): a store with nothing in it. */
const newStore = async () => apiKeyHeaders(await file.platform.createSite());

const createProduct = async (headers: Record<string, string>, product: Record<string, unknown>) => {
  const response = await http.post('/stores/v1/products', { product }, headers);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.product;
};

describe('changing the currency', () => {
  it('keeps the numbers: to a currency with the same decimals, products and open carts follow; to others, only an empty store moves', async () => {
    const site = await file.platform.createSite();
    const store = apiKeyHeaders(site);
    // An empty store moves anywhere.
    expect((await http.patch(sitePath, { currency: 'JPY' }, store)).body.site.currency).toBe('JPY');
    expect((await http.patch(sitePath, { currency: 'EUR' }, store)).body.site.currency).toBe('EUR');

    const kettle = await createProduct(store, { name: 'Kettle', priceData: { price: 40.5 } });
    const shopper = { authorization: await visitorToken(file.platform, site.clientId) };
    const line = { catalogReference: { appId: storesAppId, catalogItemId: kettle.id }, quantity: 1 };
    const cart = (await http.post('/ecom/v1/carts', { lineItems: [line] }, shopper)).body.cart;
    expect(cart.currency).toBe('EUR');

    // 4,050 cents would be 4.050 dinars: refused, the name sent with it too.
    const refused = await http.patch(sitePath, { name: 'Renamed', currency: 'KWD' }, store);
    expect(refused.status).toBe(409);
    expect(refused.body.details.applicationError).toMatchObject({ code: 'CURRENCY_IN_USE', data: { currency: 'EUR', holding: ['products', 'carts'] } });
    expect((await http.get(sitePath, store)).body.site).toMatchObject({ currency: 'EUR', name: 'Test store' });

    // €40.50 becomes $40.50, in the catalogue and in the cart, each saved anew.
    expect((await http.patch(sitePath, { name: 'Renamed', currency: 'USD' }, store)).body.site).toMatchObject({ name: 'Renamed', currency: 'USD' });
    const product = (await http.get(`/stores-reader/v1/products/${kettle.id}`, store)).body.product;
    expect(product.priceData).toMatchObject({ currency: 'USD', price: 40.5, formatted: { price: '$40.50' } });
    expect(Number(product.revision)).toBe(Number(kettle.revision) + 1);
    const after = (await http.get(`/ecom/v1/carts/${cart.id}`, shopper)).body.cart;
    expect(after.currency).toBe('USD');
    expect(after.subtotal).toMatchObject({ amount: '40.50', formattedAmount: '$40.50' });
    expect(Number(after.revision)).toBe(Number(cart.revision) + 1);
    // An editor who read the product in euros saves against a revision that is gone.
    const stale = await http.patch(`/stores/v1/products/${kettle.id}`, { product: { priceData: { price: 41 } }, expectedRevision: kettle.revision }, store);
    expect(stale.status).toBe(409);
    expect(stale.body.details.applicationError.code).toBe('REVISION_MISMATCH');
  });

  it('names every kind of amount the store keeps: saved settings as well as products', async () => {
    const store = apiKeyHeaders(await file.platform.createSite());
    const settings = await http.patch('/_api/vitrine/v1/store-settings', { shipping: { regions: [{ name: 'All', countries: [], options: [{ code: 'post', title: 'Post', cost: '4.50' }] }], pickupPoints: [] } }, store);
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    // 450 cents of shipping would become ¥450: refused; pounds keep it 4.50.
    const refused = await http.patch(sitePath, { currency: 'JPY' }, store);
    expect(refused.status).toBe(409);
    expect(refused.body.details.applicationError.data.holding).toEqual(['store settings']);
    expect((await http.patch(sitePath, { currency: 'GBP' }, store)).status).toBe(200);
  });
});

const onPostgres = Boolean(process.env.VITRINE_TEST_POSTGRES_URL);
if (!onPostgres) console.log('site-currency.test.ts: the races of a new product, cart and checkout with a currency change (2 tests) are skipped on PGlite, which cannot overlap two transactions; they run in the PostgreSQL suite');

describe.skipIf(!onPostgres)('a product created while the currency changes', () => {
  it('waits for the change and takes the new currency, never converting with the old one', async () => {
    const site = await file.platform.createSite();
    const store = apiKeyHeaders(site);
    // A change to yen holds the site's row, as updateSite does, and stays uncommitted.
    const changing = await committedLater(file.platform, async (tx) => {
      await tx.query('SELECT currency FROM sites WHERE id = $1 FOR UPDATE', [site.siteId]);
      await tx.query("UPDATE sites SET currency = 'JPY' WHERE id = $1", [site.siteId]);
    });
    const creating = http.post('/stores/v1/products', { product: { name: 'Racer', priceData: { price: 40 } } }, store);
    const waiting = async () =>
      (await file.platform.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'"))[0]!.n;
    await expect.poll(waiting, { timeout: 30_000 }).toBe(1);
    await changing.commit();
    const created = await creating;
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    // ¥40, not 4,000 minor units read with the dollar's decimals under a yen sign.
    expect(created.body.product.priceData).toMatchObject({ currency: 'JPY', price: 40, formatted: { price: '¥40' } });
  });
});

describe.skipIf(!onPostgres)('a cart or checkout created while the currency changes', () => {
  it('waits for the change and is kept in the new currency', async () => {
    const site = await file.platform.createSite();
    const shopper = { authorization: await visitorToken(file.platform, site.clientId) };
    // A change to euros holds the site's row, as updateSite does, and stays uncommitted.
    const changing = await committedLater(file.platform, async (tx) => {
      await tx.query('SELECT currency FROM sites WHERE id = $1 FOR UPDATE', [site.siteId]);
      await tx.query("UPDATE sites SET currency = 'EUR' WHERE id = $1", [site.siteId]);
    });
    const creating = [
      http.post('/ecom/v1/carts', {}, shopper),
      http.post('/ecom/v1/carts/current/add-to-cart', { lineItems: [] }, shopper),
      http.post('/ecom/v1/checkouts', { channelType: 'WEB' }, shopper),
    ];
    const waiting = async () =>
      (await file.platform.app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'"))[0]!.n;
    // All three wait for the change: none stores a document in the currency it is replacing.
    await expect.poll(waiting, { timeout: 30_000 }).toBe(3);
    await changing.commit();
    const [cart, current, checkout] = await Promise.all(creating);
    for (const created of [cart, current, checkout]) expect(created!.status, JSON.stringify(created!.body)).toBe(200);
    expect(cart!.body.cart.currency).toBe('EUR');
    expect(current!.body.cart.currency).toBe('EUR');
    expect(checkout!.body.checkout.currency).toBe('EUR');
  });
});

describe('price filters in the site’s currency', () => {
  it('read the value by the currency’s own digits: yen have none, dinars three, dollars two', async () => {
    // One store per currency, each with a teapot of 1,500 minor units: ¥1,500, 1.500 KWD, $15.00.
    for (const [currency, price, tooHigh] of [['JPY', 1500, 1501], ['KWD', 1.5, 1.501], ['USD', 15, 15.01]] as const) {
      const store = await newStore();
      expect((await http.patch(sitePath, { currency }, store)).status).toBe(200);
      await createProduct(store, { name: 'Teapot', priceData: { price } });
      const names = async (filter: unknown) => {
        const response = await http.post('/stores-reader/v1/products/query-platformized', { query: { filter } }, store);
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        return response.body.products.map((product: { name: string }) => product.name);
      };
      expect(await names({ price: { $gte: price, $lte: price } }), currency).toEqual(['Teapot']);
      expect(await names({ price: { $gte: tooHigh } }), currency).toEqual([]);
    }
  });
});
