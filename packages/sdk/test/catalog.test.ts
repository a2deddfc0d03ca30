import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { ApiKeyStrategy, createClient, isApplicationError, isValidationError, OAuthStrategy } from '../src';
import { collectionQuery, collections } from '../src/modules/collections';
import { DiscountType, InventoryStatus, OptionType, ProductType, productQuery, products, type Product } from '../src/modules/products';
import { variantQuery, variants } from '../src/modules/variants';
import { recordingFetch } from './client-fixtures';

let platform: TestPlatform;
const recorder = recordingFetch();
let merchant: ReturnType<typeof makeMerchant>;
let shopper: ReturnType<typeof makeShopper>;

const makeMerchant = () =>
  createClient({
    modules: { products, collections, variants },
    auth: ApiKeyStrategy({ apiKey: platform.site.apiKey, siteId: platform.site.siteId }),
    baseUrl: platform.baseUrl,
  });
const makeShopper = () =>
  createClient({ modules: { products, collections }, auth: OAuthStrategy({ clientId: platform.site.clientId }), baseUrl: platform.baseUrl, fetch: recorder.fetch });

beforeAll(async () => {
  platform = await startTestPlatform();
  merchant = makeMerchant();
  shopper = makeShopper();
});
afterAll(() => platform.close());

describe('catalogue through the SDK', () => {
  it('creates, reads, updates and deletes products with typed enumerations', async () => {
    const { product } = await merchant.products.createProduct({
      name: 'Canvas Tote',
      productType: ProductType.PHYSICAL,
      priceData: { price: 30 },
      discount: { type: DiscountType.PERCENT, value: 20 },
      costAndProfitData: { itemCost: 10 },
      productOptions: [{ optionType: OptionType.COLOR, name: 'Color', choices: [{ value: '#eee', description: 'Natural' }, { value: '#222', description: 'Black' }] }],
      stock: { trackInventory: true, quantity: 4 },
    });
    expectTypeOf(product).toEqualTypeOf<Product>();
    expect(product.priceData.discountedPrice).toBe(24);
    expect(product.stock.inventoryStatus).toBe(InventoryStatus.IN_STOCK);

    const asShopper = await shopper.products.getProduct(product.id, { includeMerchantSpecificData: true });
    expect(asShopper.product.costAndProfitData).toBeUndefined();
    const asMerchant = await merchant.products.getProduct(product.id, { includeMerchantSpecificData: true });
    expect(asMerchant.product.costAndProfitData?.profit).toBe(14);

    const { product: updated } = await merchant.products.updateProduct(product.id, { ribbon: 'Bestseller' });
    expect(updated.ribbon).toBe('Bestseller');
    const availability = await shopper.products.productOptionsAvailability(product.id, { Color: 'Black' });
    expect(availability.selectedVariant?.choices).toEqual({ Color: 'Black' });

    await merchant.products.deleteProduct(product.id);
    const error = await shopper.products.getProduct(product.id).catch((e: unknown) => e);
    expect(isApplicationError(error)).toBe(true);
    expect((error as { status: number }).status).toBe(404);
  });

  it('filters and sorts by the price a shopper pays: a sale below the list price, and "From" the cheapest variant', async () => {
    await merchant.products.createProduct({ name: 'Paid sale vase', priceData: { price: 90 }, discount: { type: DiscountType.AMOUNT, value: 75 } });
    await merchant.products.createProduct({ name: 'Paid plain bowl', priceData: { price: 20 } });
    const { product: cups } = await merchant.products.createProduct({
      name: 'Paid cups',
      priceData: { price: 40 },
      manageVariants: true,
      productOptions: [{ name: 'Size', choices: [{ value: 'Small' }, { value: 'Large' }] }],
    });
    const [small, large] = cups.variants!;
    await merchant.products.updateVariants(cups.id, [{ variantIds: [small!.id], price: 42 }, { variantIds: [large!.id], price: 46 }]);

    const cheapFirst = productQuery().startsWith('name', 'Paid ').le('discountedPriceRange.minValue', 45).ascending('discountedPriceRange.minValue').build();
    const page = await shopper.products.queryProducts(cheapFirst);
    expect(page.products.map((p) => [p.name, p.discountedPriceRange])).toEqual([
      ['Paid sale vase', { minValue: 15, maxValue: 15 }],
      ['Paid plain bowl', { minValue: 20, maxValue: 20 }],
      ['Paid cups', { minValue: 42, maxValue: 46 }],
    ]);
  });

  it('queries with the fluent builder over GET `.r`, and falls back to POST past 4000 characters', async () => {
    for (const [name, price] of [['Query A', 5], ['Query B', 15], ['Query C', 25]] as const) {
      await merchant.products.createProduct({ name, priceData: { price } });
    }
    recorder.reset();
    const query = productQuery().startsWith('name', 'query').gt('price', 10).descending('price').limit(1).build();
    expect(query).toEqual({
      filter: { $and: [{ name: { $startsWith: 'query' } }, { price: { $gt: 10 } }] },
      sort: [{ fieldName: 'price', order: 'DESC' }],
      paging: { limit: 1 },
    });
    const page = await shopper.products.queryProducts(query);
    expect(page.products.map((p) => p.name)).toEqual(['Query C']);
    expect(page.totalResults).toBe(2);
    const sent = recorder.to('/stores-reader/v1/products/query-platformized');
    expect(sent.at(-1)!.method).toBe('GET');
    expect(sent.at(-1)!.url).toContain('.r=');

    // 200 made-up ids push the query string past 4000 characters: same answer, sent as a POST.
    const ids = Array.from({ length: 200 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const long = productQuery().startsWith('name', 'query').gt('price', 10).descending('price').limit(1).build();
    const longQuery = { ...long, filter: { $and: [long.filter!, { $not: { id: { $in: ids } } }] } };
    const viaPost = await shopper.products.queryProducts(longQuery);
    expect(recorder.to('/stores-reader/v1/products/query-platformized').at(-1)!.method).toBe('POST');
    expect(viaPost).toEqual(page);
  });

  it('surfaces validation errors of bad filters', async () => {
    const error = await shopper.products.queryProducts({ filter: { colour: 'red' } }).catch((e: unknown) => e);
    expect(isValidationError(error)).toBe(true);
    expect((error as Error).message).toContain('query.filter.colour');
  });

  it('manages collections and reads them through v1 and v2', async () => {
    const { collection } = await merchant.collections.createCollection({ name: 'Travel' });
    const { product } = await merchant.products.createProduct({ name: 'Passport Wallet', priceData: { price: 19 } });
    await merchant.collections.addProductsToCollection(collection.id, [product.id]);
    expect((await shopper.collections.getCollectionBySlug('travel')).collection.numberOfProducts).toBe(1);
    expect((await shopper.collections.getCollection(collection.id)).collection.name).toBe('Travel');
    expect((await shopper.collections.getStoreCollectionBySlug('travel')).collection.id).toBe(collection.id);
    const page = await shopper.collections.queryCollections(collectionQuery().startsWith('name', 'tra').descending('name').build());
    expect(page.collections.map((c) => c.slug)).toEqual(['travel']);
    const inCollection = await shopper.products.queryProducts(productQuery().hasSome('collections.id', [collection.id]).build());
    expect(inCollection.products.map((p) => p.id)).toEqual([product.id]);
    await merchant.collections.removeProductsFromCollection(collection.id, [product.id]);
    await merchant.collections.updateCollection(collection.id, { description: 'On the road' });
    await merchant.collections.deleteCollection(collection.id);
    await expect(shopper.collections.getCollection(collection.id)).rejects.toMatchObject({ status: 404 });
  });

  it('updates variants, queries them store-wide, and bulk-adjusts prices', async () => {
    const { product } = await merchant.products.createProduct({
      name: 'Wool Socks',
      priceData: { price: 12 },
      productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'L' }] }],
      manageVariants: true,
    });
    const { variants: changed } = await merchant.products.updateVariants(product.id, [{ choices: { Size: 'L' }, price: 14 }]);
    expect(changed[0]!.variant.priceData.price).toBe(14);
    const found = await merchant.variants.queryVariants(variantQuery().eq('productId', product.id).ascending('price').build());
    expect(found.variants.map((v) => v.variantName)).toEqual(['S', 'L']);
    expect((await merchant.variants.getVariant(found.variants[0]!.id)).variant.productName).toBe('Wool Socks');
    const result = await merchant.products.bulkAdjustProductProperties([product.id], { price: { percentage: -50 } });
    expect(result.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 0 });
    const { product: after } = await merchant.products.getProduct(product.id);
    expect(after.priceRange).toEqual({ minValue: 6, maxValue: 7 });
    await merchant.products.resetVariantsToDefault(product.id);
    expect((await merchant.products.getProduct(product.id)).product.priceRange).toEqual({ minValue: 6, maxValue: 6 });
  });

  it('answers catalogue writes by shoppers with 403', async () => {
    const error = await shopper.products.createProduct({ name: 'Nope', priceData: { price: 1 } }).catch((e: unknown) => e);
    expect((error as { status: number }).status).toBe(403);
  });

  it('runs catalogue reads through graphql', async () => {
    const { data } = await shopper.graphql<{ products: { totalResults: number } }>(
      'query ($filter: JSON) { products(filter: $filter) { totalResults } }',
      { filter: { name: { $startsWith: 'Query' } } },
    );
    expect(data.products.totalResults).toBe(3);
  });
});
