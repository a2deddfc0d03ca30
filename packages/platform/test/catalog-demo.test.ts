import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { seedDemoCatalog } from '../src/seed/demo-catalog';
import { httpClient, visitorToken } from './helpers';

/** The demo store a shopper should believe: enough products, collections, pictures and variety. */
let platform: TestPlatform;
let http: ReturnType<typeof httpClient>;
let visitor: Record<string, string>;

beforeAll(async () => {
  platform = await startTestPlatform();
  http = httpClient(platform);
  await seedDemoCatalog(platform.app, platform.site.siteId);
  visitor = { authorization: await visitorToken(platform) };
}, 120_000);
afterAll(() => platform.close());

const query = (filter: unknown, limit = 100) =>
  http.post('/stores-reader/v1/products/query-platformized', { query: { filter, paging: { limit } }, includeVariants: true }, visitor);

describe('demo catalogue', () => {
  it('has at least 40 products with pictures that load, in at least 6 collections', async () => {
    const all = (await query({})).body;
    expect(all.totalResults).toBeGreaterThanOrEqual(40);
    for (const product of all.products) {
      expect(product.description.length).toBeGreaterThan(20);
      expect(product.media.mainMedia?.image?.url).toMatch(/^http/);
    }
    const picture = await fetch(all.products[0].media.mainMedia.image.url);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    const collections = (await http.post('/v2/collections/query', { query: {} }, visitor)).body;
    expect(collections.metadata.total).toBeGreaterThanOrEqual(6);
    expect(collections.collections.every((c: { numberOfProducts: number }) => c.numberOfProducts > 0)).toBe(true);
  });

  it('mixes options and variants, discounts, sold-out items and a digital product', async () => {
    const all = (await query({})).body.products;
    expect(all.filter((p: { variants: unknown[] }) => p.variants.length > 1).length).toBeGreaterThanOrEqual(10);
    expect(all.some((p: { productOptions: Array<{ optionType: string }> }) => p.productOptions.some((o) => o.optionType === 'color'))).toBe(true);
    expect((await query({ 'discount.type': { $ne: 'NONE' } })).body.totalResults).toBeGreaterThanOrEqual(5);
    expect((await query({ inStock: false })).body.totalResults).toBeGreaterThanOrEqual(3);
    expect((await query({ 'stock.inventoryStatus': 'PARTIALLY_OUT_OF_STOCK' })).body.totalResults).toBeGreaterThanOrEqual(1);
    expect((await query({ productType: 'digital' })).body.totalResults).toBeGreaterThanOrEqual(1);
    const prices = all.map((p: { priceData: { price: number } }) => p.priceData.price);
    expect(Math.min(...prices)).toBeGreaterThan(0);
    expect(new Set(prices).size).toBeGreaterThan(20);
  });
});
