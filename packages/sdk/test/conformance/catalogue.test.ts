/**
 * Spec §7 conformance: catalogue writes, catalogue reads and store collections, through the SDK
 * against the real platform. Each area is tested in depth in test/catalog.test.ts,
 * test/catalog-writes.test.ts and packages/platform/test/catalog-*.test.ts; here each call's wire
 * and shape, in the order a merchant's tool and a shop make them.
 *
 * Checklist (spec line → test):
 * - POST/PATCH/DELETE /v1/products, media, media/delete, choices/media, choices/media/delete,
 *   variants (price, cost, weight), variants/resetToDefault, options, remove-brand, remove-ribbon
 *   → "a merchant builds a product …"
 * - POST/PATCH/DELETE /v1/collections, collections/{id}/productIds and productIds/delete → "a merchant files products …"
 * - bulk/products/update (set), bulk/products/adjust-properties (adjust) → "a merchant changes prices in bulk"
 * - GET products/{id} (includeMerchantSpecificData), productOptionsAvailability (selectedVariant),
 *   products/{id}/variants/query, variants/query, variants/{id}, query-platformized (metadata.total,
 *   tooManyToCount), GET /v1/collections/slug/{slug}; the path's id repeated as `?id=` → "a shopper reads …"
 * - GET /v2/collections/{id}, /v2/collections/slug/{slug}, POST /v2/collections/query → "store collections v2 …"
 * - transport rules: a GET past 4000 characters → POST; non-finite numbers as strings → "transport rules …"
 * - every call of the three sections sent → last test
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidationError } from '../../src';
import { collections } from '../../src/modules/collections';
import { media } from '../../src/modules/media';
import { productQuery, products, type Product } from '../../src/modules/products';
import { variants } from '../../src/modules/variants';
import { startConformancePlatform } from './conformance-platform';
import { conformanceFiles } from './section-7';

let context: Awaited<ReturnType<typeof startConformancePlatform>>;
let merchant: ReturnType<typeof makeMerchant>;
let shopper: ReturnType<typeof makeShopper>;
const makeMerchant = () => context.merchant({ products, collections, media });
const makeShopper = () => context.shopper({ products, collections, variants }).client;

beforeAll(async () => {
  context = await startConformancePlatform();
  merchant = makeMerchant();
  shopper = makeShopper();
});
afterAll(() => context.platform.close());

const picture = (fill: string) => new Blob([`<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40"><rect width="60" height="40" fill="${fill}"/></svg>`], { type: 'image/svg+xml' });

async function tee(name: string): Promise<Product> {
  const { product } = await merchant.products.createProduct({
    name,
    priceData: { price: 20 },
    brand: 'Acme',
    ribbon: 'New',
    manageVariants: true,
    productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] }],
  });
  return product;
}

describe('spec §7 catalogue writes', () => {
  it('a merchant builds a product: options, media, choice media, variants, brand and ribbon, then deletes it', async () => {
    const { wire } = context;
    const product = await tee('Conformance tee');
    expect(product).toMatchObject({ id: expect.any(String), name: 'Conformance tee', slug: expect.any(String), brand: 'Acme', ribbon: 'New', revision: expect.anything() });
    // Wire fact: the product travels under `product`, with an idempotency key.
    expect(wire.last('POST /v1/products').json).toMatchObject({ product: { name: 'Conformance tee', priceData: { price: 20 } } });
    expect(wire.last('POST /v1/products').headers.get('idempotency-key')).toBeTruthy();

    const { product: renamed } = await merchant.products.updateProduct(product.id, { description: 'Soft cotton' }, { expectedRevision: product.revision });
    expect(renamed).toMatchObject({ id: product.id, description: 'Soft cotton' });
    expect(wire.last('PATCH /v1/products/{id}').json).toEqual({ product: { description: 'Soft cotton' }, expectedRevision: product.revision });

    const red = await merchant.media.uploadFile(picture('#c00'), 'red.svg');
    const blue = await merchant.media.uploadFile(picture('#00c'), 'blue.svg');
    await merchant.products.addProductMedia(product.id, [{ mediaId: red.id }, { mediaId: blue.id }]);
    expect(wire.last('POST /v1/products/{id}/media').json).toEqual({ media: [{ mediaId: red.id }, { mediaId: blue.id }] });
    await merchant.products.addProductMediaToChoices(product.id, [{ option: 'Size', choice: 'M', mediaIds: [blue.id] }]);
    expect(wire.last('PATCH /v1/products/{id}/choices/media').json).toEqual({ media: [{ option: 'Size', choice: 'M', mediaIds: [blue.id] }] });
    await merchant.products.removeProductMediaFromChoices(product.id, [{ option: 'Size', choice: 'M', mediaIds: [] }]);
    await merchant.products.removeProductMedia(product.id, [red.id]);
    expect(wire.last('POST /v1/products/{id}/media/delete').json).toEqual({ mediaIds: [red.id] });
    const { product: withMedia } = await merchant.products.getProduct(product.id);
    expect(withMedia.media.items.map((item) => item.id)).toEqual([blue.id]);
    expect(withMedia.productOptions[0]!.choices.find((c) => c.value === 'M')!.media.items).toEqual([]);

    const { variants: changed } = await merchant.products.updateVariants(product.id, [{ choices: { Size: 'M' }, price: 24, cost: 10, weight: 0.3 }]);
    expect(changed.find((v) => v.choices.Size === 'M')?.variant).toMatchObject({ priceData: { price: 24 }, weight: 0.3 });
    expect(wire.last('PATCH /v1/products/{id}/variants').json).toEqual({ variants: [{ choices: { Size: 'M' }, price: 24, cost: 10, weight: 0.3 }] });
    await merchant.products.resetVariantsToDefault(product.id);
    const { product: reset } = await merchant.products.getProduct(product.id);
    expect(reset.variants?.every((v) => v.variant.priceData.price === 20)).toBe(true);

    await merchant.products.removeBrand(product.id);
    await merchant.products.removeRibbon(product.id);
    await merchant.products.deleteProductOptions(product.id);
    // Wire fact: bodiless actions on the product's path (a POST sends `{}`, a DELETE nothing).
    expect(wire.last('POST /v1/products/{id}/remove-ribbon').json).toEqual({});
    expect(wire.last('DELETE /v1/products/{id}/options').body).toBeUndefined();
    const { product: plain } = await merchant.products.getProduct(product.id);
    expect([plain.brand, plain.ribbon, plain.productOptions]).toEqual([undefined, undefined, []]);

    await merchant.products.deleteProduct(product.id);
    expect(wire.last('DELETE /v1/products/{id}').path).toBe(`/stores/v1/products/${product.id}`);
    await expect(merchant.products.getProduct(product.id)).rejects.toMatchObject({ status: 404 });
  });

  it('a merchant files products in a collection, renames it and deletes it', async () => {
    const { wire } = context;
    const product = await tee('Filed tee');
    const { collection } = await merchant.collections.createCollection({ name: 'Summer', slug: 'summer-conformance' });
    expect(collection).toMatchObject({ id: expect.any(String), name: 'Summer', slug: 'summer-conformance', numberOfProducts: 0 });
    expect(wire.last('POST /v1/collections').json).toEqual({ collection: { name: 'Summer', slug: 'summer-conformance' } });

    await merchant.collections.addProductsToCollection(collection.id, [product.id]);
    expect(wire.last('POST /v1/collections/{id}/productIds').json).toEqual({ productIds: [product.id] });
    expect((await shopper.collections.getCollection(collection.id)).collection.numberOfProducts).toBe(1);
    await merchant.collections.removeProductsFromCollection(collection.id, [product.id]);
    expect(wire.last('POST /v1/collections/{id}/productIds/delete').json).toEqual({ productIds: [product.id] });

    const { collection: renamed } = await merchant.collections.updateCollection(collection.id, { name: 'Late summer' }, { expectedRevision: collection.revision });
    expect(renamed).toMatchObject({ id: collection.id, name: 'Late summer', numberOfProducts: 0 });
    expect(wire.last('PATCH /v1/collections/{collection.id}').json).toEqual({ collection: { name: 'Late summer' }, expectedRevision: collection.revision });

    await merchant.collections.deleteCollection(collection.id);
    await expect(shopper.collections.getCollection(collection.id)).rejects.toMatchObject({ status: 404 });
  });

  it('a merchant changes prices in bulk: set, then adjust', async () => {
    const { wire } = context;
    const a = await tee('Bulk A');
    const b = await tee('Bulk B');
    const set = await merchant.products.bulkUpdateProducts([a.id, b.id], { price: 30, cost: 12, weight: 0.5 });
    expect(set).toMatchObject({ bulkActionMetadata: { totalSuccesses: 2, totalFailures: 0 }, results: [{ itemMetadata: { id: a.id, success: true } }, { itemMetadata: { id: b.id, success: true } }] });
    expect(wire.last('POST /v1/bulk/products/update').json).toEqual({ ids: [a.id, b.id], set: { price: 30, cost: 12, weight: 0.5 } });

    const adjusted = await merchant.products.bulkAdjustProductProperties([a.id], { price: { amount: -5 }, weight: { percentage: 100 } });
    expect(adjusted.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 0 });
    expect(wire.last('POST /v1/bulk/products/adjust-properties').json).toEqual({ ids: [a.id], adjust: { price: { amount: -5 }, weight: { percentage: 100 } } });
    const { product } = await merchant.products.getProduct(a.id, { includeMerchantSpecificData: true });
    expect(product).toMatchObject({ priceData: { price: 25 }, weight: 1, costAndProfitData: { itemCost: 12 } });
  });
});

describe('spec §7 catalogue reads', () => {
  it('a shopper reads a product, its choices and variants, the store’s variants, and queries products', async () => {
    const { wire } = context;
    const product = await tee('Read tee');
    await merchant.products.updateVariants(product.id, [{ choices: { Size: 'M' }, price: 22 }]);

    const { product: read } = await shopper.products.getProduct(product.id, { includeMerchantSpecificData: true });
    expect(read).toMatchObject({ id: product.id, name: 'Read tee', priceData: { price: 20, currency: expect.any(String) }, productOptions: [{ name: 'Size' }] });
    // A shopper never sees cost, even when asking for merchant data.
    expect(read.costAndProfitData).toBeUndefined();
    // Wire fact: the option travels in the query string of the GET.
    expect(new URL(wire.last('GET /v1/products/{id}').url).searchParams.get('includeMerchantSpecificData')).toBe('true');
    // Wire fact: the published client repeats the path's id in the query string (`?id=`); same answer.
    const repeated = await context.shopper({}).transport.request<{ product: Product }>({ method: 'GET', path: `/stores-reader/v1/products/${product.id}`, query: { id: product.id } });
    expect(repeated.product).toMatchObject({ id: product.id, name: 'Read tee' });

    const partial = await shopper.products.productOptionsAvailability(product.id, {});
    expect(partial).toMatchObject({ availableForPurchase: false, productOptions: [{ name: 'Size' }] });
    expect(partial.selectedVariant).toBeUndefined();
    const chosen = await shopper.products.productOptionsAvailability(product.id, { Size: 'M' });
    expect(chosen).toMatchObject({ availableForPurchase: true, selectedVariant: { id: expect.any(String), choices: { Size: 'M' }, price: { price: 22 } } });
    expect(wire.last('POST /v1/products/{id}/productOptionsAvailability').json).toEqual({ options: { Size: 'M' } });

    const ofProduct = await shopper.products.queryProductVariants(product.id, { choices: { Size: 'S' }, paging: { limit: 10 } });
    expect(ofProduct).toMatchObject({ variants: [{ choices: { Size: 'S' } }], metadata: { items: 1, offset: 0 }, totalResults: 1 });
    expect(wire.last('POST /v1/products/{id}/variants/query').json).toEqual({ choices: { Size: 'S' }, paging: { limit: 10 } });

    const storeWide = await shopper.variants.queryVariants({ filter: { productId: product.id }, paging: { limit: 10 } });
    expect(storeWide.totalResults).toBe(2);
    // Wire fact: the published client's store-variant type reads `variantId` (the same value as `id`).
    for (const variant of storeWide.variants) expect(variant).toMatchObject({ variantId: variant.id, productId: product.id, productName: 'Read tee' });
    expect(wire.last('POST /v1/variants/query').json).toEqual({ query: { filter: { productId: product.id }, paging: { limit: 10 } } });
    const one = storeWide.variants[0]!;
    expect((await shopper.variants.getVariant(one.id)).variant).toMatchObject({ id: one.id, variantId: one.id, variantName: expect.any(String) });

    const query = productQuery().eq('name', 'Read tee').ascending('name').limit(5).build();
    const found = await shopper.products.queryProducts(query);
    expect(found).toMatchObject({ products: [{ id: product.id }], totalResults: 1 });
    // Wire fact: the published client reads its totalCount and tooManyToCount from `metadata`.
    expect(found.metadata).toEqual({ items: 1, offset: 0, total: 1, tooManyToCount: false });
    // Wire fact: a query GET carries its payload whole as `.r`, base64url JSON.
    const sent = new URL(wire.last('POST /v1/products/query-platformized').url).searchParams.get('.r')!;
    expect(JSON.parse(Buffer.from(sent, 'base64url').toString('utf8'))).toEqual({ query });
  });

  it('a shopper reads a collection by slug (v1), and store collections v2 by id, by slug and by query', async () => {
    const { wire } = context;
    const { collection } = await merchant.collections.createCollection({ name: 'Winter', slug: 'winter-conformance' });
    expect((await shopper.collections.getCollectionBySlug('winter-conformance')).collection).toMatchObject({ id: collection.id, name: 'Winter' });
    expect(wire.last('GET /v1/collections/slug/{slug}').path).toBe('/stores-reader/v1/collections/slug/winter-conformance');

    expect((await shopper.collections.getCollection(collection.id)).collection).toMatchObject({ id: collection.id, slug: 'winter-conformance', visible: true });
    expect(wire.last('GET /v2/collections/{id}').path).toBe(`/v2/collections/${collection.id}`);
    expect((await shopper.collections.getStoreCollectionBySlug('winter-conformance')).collection.id).toBe(collection.id);
    expect(wire.last('GET /v2/collections/slug/{slug}').path).toBe('/v2/collections/slug/winter-conformance');
    const page = await shopper.collections.queryCollections({ filter: { slug: 'winter-conformance' }, paging: { limit: 5, offset: 0 } });
    expect(page).toMatchObject({ collections: [{ id: collection.id }], metadata: { offset: 0 } });
    expect(wire.last('POST /v2/collections/query').json).toEqual({ query: { filter: { slug: 'winter-conformance' }, paging: { limit: 5, offset: 0 } } });
  });
});

describe('spec §7 transport rules in catalogue calls', () => {
  it('transport rules: a query GET past 4000 characters goes as a POST to the same path with the same answer', async () => {
    const product = await tee('Long query tee');
    const unknownIds = Array.from({ length: 150 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    const query = productQuery().in('id', [...unknownIds, product.id]).build();
    const found = await shopper.products.queryProducts(query);
    expect(found.products.map((p) => p.id)).toEqual([product.id]);
    const sent = context.wire.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/stores-reader/v1/products/query-platformized' });
    expect(JSON.parse(sent.body!)).toEqual({ query });
    // The same query, short enough for a GET, answers the same.
    const short = await shopper.products.queryProducts(productQuery().in('id', [product.id]).build());
    expect(context.wire.requests.at(-1)!.method).toBe('GET');
    expect(short.products).toEqual(found.products);
  });

  it('transport rules: a number that is not finite travels as its string, and the platform refuses it as a field violation', async () => {
    const product = await tee('Infinite tee');
    const error = await merchant.products.bulkUpdateProducts([product.id], { weight: Infinity }).catch((caught: unknown) => caught);
    expect(context.wire.last('POST /v1/bulk/products/update').body).toContain('"weight":"Infinity"');
    expect(isValidationError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400 });
  });

  it('sent every call of spec §7 "Store collections", "Catalogue writes" and "Catalogue reads"', () => {
    expect(context.wire.unsent(conformanceFiles['catalogue.test.ts'])).toEqual([]);
  });
});
