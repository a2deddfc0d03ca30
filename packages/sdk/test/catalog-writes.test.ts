import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient, OAuthStrategy } from '../src';
import { media } from '../src/modules/media';
import { CatalogVersion, FileType, MediaType, mediaTypeOfFileType, OptionType, products, type Product } from '../src/modules/products';

/** The product writes a merchant's tools make one at a time: media, choice media, options, brand, ribbon, variants, bulk set. */
let platform: TestPlatform;
let merchant: ReturnType<typeof makeMerchant>;
let shopper: ReturnType<typeof makeShopper>;

const makeMerchant = () =>
  createClient({ modules: { products, media }, auth: ApiKeyStrategy({ apiKey: platform.site.apiKey, siteId: platform.site.siteId }), baseUrl: platform.baseUrl });
const makeShopper = () => createClient({ modules: { products }, auth: OAuthStrategy({ clientId: platform.site.clientId }), baseUrl: platform.baseUrl });

beforeAll(async () => {
  platform = await startTestPlatform();
  merchant = makeMerchant();
  shopper = makeShopper();
});
afterAll(() => platform.close());

const picture = (fill: string) =>
  new Blob([`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="${fill}"/></svg>`], { type: 'image/svg+xml' });

async function tee(): Promise<Product> {
  const { product } = await merchant.products.createProduct({
    name: `Tee ${Math.random().toString(36).slice(2, 7)}`,
    priceData: { price: 20 },
    brand: 'Acme',
    ribbon: 'New',
    manageVariants: true,
    productOptions: [
      { name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] },
      { name: 'Color', optionType: OptionType.COLOR, choices: [{ value: '#c00', description: 'Red' }, { value: '#00c', description: 'Blue' }] },
    ],
  });
  return product;
}

const choice = (product: Product, option: string, description: string) =>
  product.productOptions.find((o) => o.name === option)!.choices.find((c) => c.description === description)!;

describe('product media through the SDK', () => {
  it('adds and removes product media and choice media', async () => {
    const product = await tee();
    const red = await merchant.media.uploadFile(picture('#c00'), 'red.svg');
    const blue = await merchant.media.uploadFile(picture('#00c'), 'blue.svg');
    await merchant.products.addProductMedia(product.id, [{ mediaId: red.id, choice: { option: 'Color', choice: 'Red' } }, { mediaId: blue.id }]);
    let read = (await shopper.products.getProduct(product.id)).product;
    expect(read.media.items.map((item) => item.id)).toEqual([red.id, blue.id]);
    expect(read.media.mainMedia?.image).toEqual({ url: red.url, width: 300, height: 200, urlExpirationDate: null });
    expect(choice(read, 'Color', 'Red').media.items.map((item) => item.id)).toEqual([red.id]);

    await merchant.products.addProductMediaToChoices(product.id, [{ option: 'Color', choice: 'Blue', mediaIds: [blue.id] }]);
    await merchant.products.removeProductMediaFromChoices(product.id, [{ option: 'Color', choice: 'Red', mediaIds: [red.id] }]);
    read = (await shopper.products.getProduct(product.id)).product;
    expect(choice(read, 'Color', 'Blue').media.items.map((item) => item.id)).toEqual([blue.id]);
    expect(choice(read, 'Color', 'Red').media.items).toEqual([]);

    // Media not on the product cannot be shown for a choice.
    const stray = await merchant.media.uploadFile(picture('#0c0'), 'green.svg');
    await expect(merchant.products.addProductMediaToChoices(product.id, [{ option: 'Color', choice: 'Red', mediaIds: [stray.id] }])).rejects.toMatchObject({ status: 400 });

    await merchant.products.removeProductMedia(product.id, [blue.id]);
    read = (await shopper.products.getProduct(product.id)).product;
    expect(read.media.items.map((item) => item.id)).toEqual([red.id]);
    // Removing a product's media also takes it off every choice.
    expect(choice(read, 'Color', 'Blue').media.items).toEqual([]);
  });

  it('types uploads by the catalogue file types and reports video resolutions', async () => {
    expect(mediaTypeOfFileType[FileType.SECURE_VIDEO]).toBe(MediaType.VIDEO);
    expect(Object.values(CatalogVersion)).toEqual(['V1_CATALOG', 'V3_CATALOG']);
    const bytes = readFileSync(new URL('../../platform/src/seed/assets/stoneware-mug-turning.webm', import.meta.url));
    const clip = await merchant.media.uploadFile(new Blob([new Uint8Array(bytes)], { type: 'video/webm' }), 'clip.webm');
    expect(clip.mediaType).toBe(mediaTypeOfFileType[FileType.SECURE_VIDEO]);
    const poster = await merchant.media.uploadFile(picture('#333'), 'poster.svg');
    const product = await tee();
    await merchant.products.addProductMedia(product.id, [{ mediaId: clip.id, stillFrameMediaId: poster.id }]);
    const video = (await shopper.products.getProduct(product.id)).product.media.mainMedia!.video!;
    expect(video.resolutions).toEqual([
      { url: clip.url, width: 320, height: 180, format: 'webm', urlExpirationDate: null, poster: { url: poster.url, width: 300, height: 200, urlExpirationDate: null } },
    ]);
  });
});

describe('options, brand, ribbon, variants and bulk set through the SDK', () => {
  it('removes brand and ribbon, then deletes the options down to one default variant', async () => {
    const product = await tee();
    await merchant.products.removeBrand(product.id);
    await merchant.products.removeRibbon(product.id);
    await merchant.products.deleteProductOptions(product.id);
    const { product: read } = await merchant.products.getProduct(product.id);
    expect(read).toMatchObject({ productOptions: [], manageVariants: false });
    expect(read.brand).toBeUndefined();
    expect(read.ribbon).toBeUndefined();
    expect(read.variants?.map((v) => v.choices)).toEqual([{}]);
    await expect(merchant.products.removeBrand('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ status: 404 });
  });

  it('queries a product’s variants by choices with paging', async () => {
    const product = await tee();
    const red = await shopper.products.queryProductVariants(product.id, { choices: { Color: 'Red' } });
    expect(red.variants.map((v) => v.choices)).toEqual([{ Size: 'S', Color: 'Red' }, { Size: 'M', Color: 'Red' }]);
    expect(red.totalResults).toBe(2);
    const page = await shopper.products.queryProductVariants(product.id, { paging: { limit: 3, offset: 2 } });
    expect(page).toMatchObject({ metadata: { items: 2, offset: 2 }, totalResults: 4 });
    const none = await shopper.products.queryProductVariants(product.id, { paging: { limit: 0 } });
    expect(none).toMatchObject({ variants: [], totalResults: 4 });
  });

  it('bulk-sets prices with a result per product', async () => {
    const a = await tee();
    const b = await tee();
    const unknown = '00000000-0000-4000-8000-000000000001';
    const result = await merchant.products.bulkUpdateProducts([a.id, unknown, b.id], { price: 25, cost: 9 });
    expect(result.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 1 });
    expect(result.results[1]!.itemMetadata).toMatchObject({ id: unknown, originalIndex: 1, success: false, error: { code: 'PRODUCT_NOT_FOUND' } });
    const { product } = await merchant.products.getProduct(b.id, { includeMerchantSpecificData: true });
    expect(product.priceRange).toEqual({ minValue: 25, maxValue: 25 });
    expect(product.costAndProfitData).toMatchObject({ itemCost: 9, profit: 16 });
    await expect(shopper.products.bulkUpdateProducts([a.id], { price: 1 })).rejects.toMatchObject({ status: 403 });
  });
});
