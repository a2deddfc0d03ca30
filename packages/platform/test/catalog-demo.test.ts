import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalog } from '../src/seed/demo-catalog';
import { platformForFile } from './helpers';

/** The demo store a shopper should believe: enough products, collections, pictures and variety. */
const file = platformForFile();
const { http, visitor } = file;

beforeAll(async () => {
  await seedDemoCatalog(file.platform.app, file.platform.site.siteId);
}, 120_000);

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

  it('shows a product video with its poster, and coffee priced per 100 g', async () => {
    const mug = (await query({ slug: 'stoneware-mug' })).body.products[0];
    const video = mug.media.items.find((item: { mediaType: string }) => item.mediaType === 'video');
    expect(video.video.resolutions[0]).toMatchObject({ width: 320, height: 180, format: 'webm', poster: { url: mug.media.mainMedia.image.url } });
    const served = await fetch(video.video.resolutions[0].url);
    expect(served.headers.get('content-type')).toBe('video/webm');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    const coffee = (await query({ slug: 'single-origin-coffee-beans' })).body.products[0];
    expect(coffee.pricePerUnitData).toEqual({ totalQuantity: 250, totalMeasurementUnit: 'G', baseQuantity: 100, baseMeasurementUnit: 'G' });
    expect(coffee.priceData).toMatchObject({ price: 16, pricePerUnit: 6.4 });
    expect(coffee.priceData.formatted.pricePerUnit).toContain('6.40');
  });

  it('draws each product its own picture, one per colour it comes in, and each collection its own cover', async () => {
    const svg = async (url: string) => (await fetch(url)).text();
    const shirt = (await query({ slug: 'linen-camp-shirt' })).body.products[0];
    // The product's picture, then one for each colour: Sand, Sky and White.
    const pictures = await Promise.all(shirt.media.items.map((item: { image: { url: string } }) => svg(item.image.url)));
    expect(pictures).toHaveLength(4);
    expect(new Set(pictures).size).toBe(4);
    for (const [colour, picture] of [['#d8c8a8', pictures[1]], ['#a9c6de', pictures[2]], ['#f7f5f0', pictures[3]]] as const) expect(picture).toContain(`fill="${colour}"`);
    // Drawings, not the product's name typed into a box.
    expect(pictures.every((picture) => !picture.includes('<text'))).toBe(true);
    const mug = (await query({ slug: 'stoneware-mug' })).body.products[0];
    expect(await svg(mug.media.mainMedia.image.url)).not.toBe(pictures[0]);

    const collections = (await http.post('/v2/collections/query', { query: {} }, visitor)).body.collections as Array<{ media: { mainMedia: { image: { url: string } } } }>;
    const covers = await Promise.all(collections.map((collection) => svg(collection.media.mainMedia.image.url)));
    expect(new Set(covers).size).toBe(collections.length);
  });
});
