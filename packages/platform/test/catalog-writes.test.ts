import { describe, expect, it } from 'vitest';
import { apiKeyHeaders, platformForFile } from './helpers';

/** Updates, variants, options, collections, bulk edits and the outbox events they write. */
const file = platformForFile();
const { http, staff, owner, visitor } = file;

const tee = {
  name: 'Cotton Tee',
  priceData: { price: 20 },
  costAndProfitData: { itemCost: 8 },
  weight: 0.2,
  productOptions: [
    { name: 'Size', choices: [{ value: 'S' }, { value: 'M' }] },
    { name: 'Color', optionType: 'color', choices: [{ value: '#000', description: 'Black' }, { value: '#fff', description: 'White' }] },
  ],
  manageVariants: true,
  stock: { trackInventory: true, quantity: 3 },
  ribbon: 'Sale',
  brand: 'Acme',
};

async function create(product: Record<string, unknown> = tee) {
  const response = await http.post('/stores/v1/products', { product }, staff);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.product;
}

async function events(entityId: string) {
  const rows = await file.platform.app.db.query<{ type: string }>('SELECT type FROM outbox_events WHERE entity_id = $1 ORDER BY seq', [entityId]);
  return rows.map((row) => row.type);
}

const variantOf = (product: { variants: Array<{ id: string; choices: Record<string, string>; variant?: unknown }> }, size: string, color: string) =>
  product.variants.find((v) => v.choices.Size === size && v.choices.Color === color)!;

describe('product updates', () => {
  it('changes only the fields sent and stamps lastUpdated', async () => {
    const product = await create();
    const response = await http.patch(`/stores/v1/products/${product.id}`, { product: { description: 'Soft.', discount: { type: 'AMOUNT', value: 5 } } }, owner);
    expect(response.status).toBe(200);
    expect(response.body.product).toMatchObject({ name: 'Cotton Tee', description: 'Soft.', priceData: { price: 20, discountedPrice: 15 }, brand: 'Acme' });
    expect(response.body.product.lastUpdated > product.lastUpdated).toBe(true);
    const mismatch = await http.patch(`/stores/v1/products/${product.id}`, { product: { id: '00000000-0000-4000-8000-000000000000' } }, staff);
    expect(mismatch.status).toBe(400);
    expect((await http.patch('/stores/v1/products/00000000-0000-4000-8000-000000000000', { product: { name: 'x' } }, staff)).status).toBe(404);
    expect((await http.patch(`/stores/v1/products/${product.id}`, { product: { name: 'x' } }, visitor)).status).toBe(403);
    expect(await events(product.id)).toEqual(['product.created', 'product.changed']);
  });

  it('keeps surviving variants when options change and adds the new combinations', async () => {
    const product = await create({ ...tee, name: 'Option tee' });
    const kept = variantOf(product, 'S', 'Black');
    await http.patch(`/stores/v1/products/${product.id}/variants`, { variants: [{ variantIds: [kept.id], price: 25 }] }, staff);
    const options = [tee.productOptions[0]!, { ...tee.productOptions[1]!, choices: [...tee.productOptions[1]!.choices, { value: '#f00', description: 'Red' }] }];
    const updated = (await http.patch(`/stores/v1/products/${product.id}`, { product: { productOptions: options } }, staff)).body.product;
    expect(updated.variants).toHaveLength(6);
    expect(variantOf(updated, 'S', 'Black')).toMatchObject({ id: kept.id, variant: { priceData: { price: 25 } } });
    expect(await events(product.id)).toContain('product.variants_changed');
  });

  it('deletes a product and answers 404 afterwards', async () => {
    const product = await create({ name: 'Doomed', priceData: { price: 1 } });
    expect((await http.delete(`/stores/v1/products/${product.id}`, staff)).status).toBe(200);
    expect((await http.get(`/stores-reader/v1/products/${product.id}`, staff)).status).toBe(404);
    expect((await http.delete(`/stores/v1/products/${product.id}`, staff)).status).toBe(404);
    expect(await events(product.id)).toEqual(['product.created', 'product.deleted']);
  });

  it('removes brand and ribbon, and deletes options down to one default variant', async () => {
    const product = await create({ ...tee, name: 'Plain tee' });
    await http.post(`/stores/v1/products/${product.id}/remove-brand`, {}, staff);
    await http.post(`/stores/v1/products/${product.id}/remove-ribbon`, {}, staff);
    expect((await http.delete(`/stores/v1/products/${product.id}/options`, staff)).status).toBe(200);
    const read = (await http.get(`/stores-reader/v1/products/${product.id}`, staff)).body.product;
    expect(read.brand).toBeUndefined();
    expect(read.ribbon).toBeUndefined();
    expect(read.productOptions).toEqual([]);
    expect(read.manageVariants).toBe(false);
    expect(read.variants).toHaveLength(1);
    expect(read.variants[0].choices).toEqual({});
  });
});

describe('variants', () => {
  it('updates price, cost, weight and stock per variant and derives ranges and inventory status', async () => {
    const product = await create({ ...tee, name: 'Variant tee' });
    const response = await http.patch(
      `/stores/v1/products/${product.id}/variants`,
      {
        variants: [
          { choices: { Size: 'M' }, price: 24, cost: 10, weight: 0.25 },
          { choices: { Size: 'S', Color: 'White' }, stock: { quantity: 0 } },
        ],
      },
      staff,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.variants).toHaveLength(3);
    const read = (await http.get(`/stores-reader/v1/products/${product.id}?includeMerchantSpecificData=true`, staff)).body.product;
    expect(read.priceRange).toEqual({ minValue: 20, maxValue: 24 });
    expect(read.costRange).toEqual({ minValue: 8, maxValue: 10 });
    expect(read.weightRange).toEqual({ minValue: 0.2, maxValue: 0.25 });
    expect(read.stock).toMatchObject({ inventoryStatus: 'PARTIALLY_OUT_OF_STOCK', inStock: true, quantity: 9 });
    expect(variantOf(read, 'M', 'White').variant).toMatchObject({ priceData: { price: 24 }, costAndProfitData: { itemCost: 10, profit: 14 }, weight: 0.25 });
    expect(read.productOptions[0].choices.find((c: { value: string }) => c.value === 'S').inStock).toBe(true);

    const reset = await http.post(`/stores/v1/products/${product.id}/variants/resetToDefault`, {}, staff);
    expect(reset.status).toBe(200);
    const after = (await http.get(`/stores-reader/v1/products/${product.id}`, staff)).body.product;
    expect(after.priceRange).toEqual({ minValue: 20, maxValue: 20 });
    expect(after.stock.inventoryStatus).toBe('PARTIALLY_OUT_OF_STOCK');
  });

  it('refuses per-variant prices while the product does not manage variants, and selections that match nothing', async () => {
    const product = await create({ ...tee, name: 'Unmanaged tee', manageVariants: false });
    const refused = await http.patch(`/stores/v1/products/${product.id}/variants`, { variants: [{ choices: { Size: 'M' }, price: 1 }] }, staff);
    expect(refused.status).toBe(400);
    const nothing = await http.patch(`/stores/v1/products/${product.id}/variants`, { variants: [{ choices: { Size: 'XXL' }, stock: { quantity: 1 } }] }, staff);
    expect(nothing.body.details.validationError.fieldViolations[0].field).toBe('variants.0');
  });

  it('queries a product’s variants by choices and ids with paging', async () => {
    const product = await create({ ...tee, name: 'Query tee' });
    const path = `/stores-reader/v1/products/${product.id}/variants/query`;
    const black = await http.post(path, { choices: { Color: 'Black' } }, visitor);
    expect(black.body.variants.map((v: { choices: Record<string, string> }) => v.choices.Size)).toEqual(['S', 'M']);
    expect(black.body.totalResults).toBe(2);
    const paged = await http.post(path, { paging: { limit: 1, offset: 3 } }, visitor);
    expect(paged.body).toMatchObject({ metadata: { items: 1, offset: 3 }, totalResults: 4 });
    const byId = await http.post(path, { variantIds: [variantOf(product, 'M', 'White').id] }, visitor);
    expect(byId.body.variants[0].choices).toEqual({ Size: 'M', Color: 'White' });
    expect(byId.body.variants[0].variant.costAndProfitData).toBeUndefined();
  });

  it('queries variants store-wide and gets one by id', async () => {
    const product = await create({ ...tee, name: 'Store tee', sku: 'STORE-TEE' });
    const response = await http.post('/stores-reader/v1/variants/query', { query: { filter: { productId: product.id }, paging: { limit: 2 } } }, visitor);
    expect(response.status).toBe(200);
    expect(response.body.totalResults).toBe(4);
    expect(response.body.variants).toHaveLength(2);
    expect(response.body.variants[0]).toMatchObject({ productId: product.id, productName: 'Store tee', variantName: 'S / Black' });
    // Wire fact: the published client's store-variant type names the id `variantId`.
    for (const variant of response.body.variants) expect(variant.variantId).toBe(variant.id);
    const one = await http.get(`/stores-reader/v1/variants/${response.body.variants[1].id}`, visitor);
    expect(one.body.variant.choices).toEqual({ Size: 'S', Color: 'White' });
    expect((await http.get('/stores-reader/v1/variants/00000000-0000-4000-8000-000000000000', visitor)).status).toBe(404);
    const bad = await http.post('/stores-reader/v1/variants/query', { query: { filter: { colour: 1 } } }, visitor);
    expect(bad.status).toBe(400);
  });

  it('shows variant cost store-wide only to staff who ask with includeMerchantSpecificData', async () => {
    const product = await create({ ...tee, name: 'Costed tee' });
    const costOf = async (headers: Record<string, string>, includeMerchantSpecificData?: boolean) => {
      const page = await http.post('/stores-reader/v1/variants/query', { query: { filter: { productId: product.id } }, includeMerchantSpecificData }, headers);
      const one = await http.get(`/stores-reader/v1/variants/${page.body.variants[0].id}${includeMerchantSpecificData ? '?includeMerchantSpecificData=true' : ''}`, headers);
      return [page.body.variants[0].variant.costAndProfitData, one.body.variant.variant.costAndProfitData];
    };
    expect(await costOf(staff)).toEqual([undefined, undefined]);
    expect(await costOf(owner, true)).toEqual([expect.objectContaining({ itemCost: 8, profit: 12 }), expect.objectContaining({ itemCost: 8 })]);
    expect(await costOf(visitor, true)).toEqual([undefined, undefined]);
  });

  it('reports option availability and the selected variant', async () => {
    const product = await create({ ...tee, name: 'Availability tee' });
    await http.patch(`/stores/v1/products/${product.id}/variants`, { variants: [{ choices: { Size: 'M', Color: 'White' }, stock: { quantity: 0 } }] }, staff);
    const path = `/stores-reader/v1/products/${product.id}/productOptionsAvailability`;
    const partial = (await http.post(path, { options: { Size: 'M' } }, visitor)).body;
    expect(partial.selectedVariant).toBeUndefined();
    expect(partial.availableForPurchase).toBe(false);
    const colors = partial.productOptions.find((o: { name: string }) => o.name === 'Color').choices;
    expect(colors.map((c: { description: string; inStock: boolean }) => [c.description, c.inStock])).toEqual([['Black', true], ['White', false]]);
    const full = (await http.post(path, { options: { Size: 'M', Color: 'Black' } }, visitor)).body;
    expect(full.availableForPurchase).toBe(true);
    expect(full.selectedVariant).toMatchObject({ id: variantOf(product, 'M', 'Black').id, inStock: true, price: { price: 20 } });
    const wrong = await http.post(path, { options: { Size: 'XL' } }, visitor);
    expect(wrong.status).toBe(400);
  });
});

describe('collections', () => {
  it('creates, reads (v1 slug, v2 id and slug on both prefixes), updates and deletes', async () => {
    const created = await http.post('/stores/v1/collections', { collection: { name: 'Summer Sale', description: 'Hot deals' } }, staff);
    expect(created.status).toBe(200);
    const collection = created.body.collection;
    expect(collection).toMatchObject({ name: 'Summer Sale', slug: 'summer-sale', visible: true, numberOfProducts: 0 });
    expect((await http.get('/stores-reader/v1/collections/slug/summer-sale', visitor)).body.collection.id).toBe(collection.id);
    for (const prefix of ['/v2/collections', '/stores/v2/collections']) {
      expect((await http.get(`${prefix}/${collection.id}`, visitor)).body.collection.name).toBe('Summer Sale');
      expect((await http.get(`${prefix}/slug/summer-sale`, visitor)).body.collection.id).toBe(collection.id);
    }
    const product = await create({ name: 'Sale item', priceData: { price: 3 } });
    expect((await http.post(`/stores/v1/collections/${collection.id}/productIds`, { productIds: [product.id] }, staff)).status).toBe(200);
    expect((await http.get(`/v2/collections/${collection.id}`, visitor)).body.collection.numberOfProducts).toBe(1);
    expect((await http.get(`/stores-reader/v1/products/${product.id}`, visitor)).body.product.collectionIds).toEqual([collection.id]);
    const missing = await http.post(`/stores/v1/collections/${collection.id}/productIds`, { productIds: ['00000000-0000-4000-8000-000000000000'] }, staff);
    expect(missing.status).toBe(400);
    await http.post(`/stores/v1/collections/${collection.id}/productIds/delete`, { productIds: [product.id] }, staff);
    expect((await http.get(`/v2/collections/${collection.id}`, visitor)).body.collection.numberOfProducts).toBe(0);

    const renamed = await http.patch(`/stores/v1/collections/${collection.id}`, { collection: { name: 'Winter Sale', visible: false } }, staff);
    expect(renamed.body.collection).toMatchObject({ name: 'Winter Sale', slug: 'summer-sale', visible: false });
    expect((await http.get(`/v2/collections/${collection.id}`, visitor)).status).toBe(404);
    expect((await http.get(`/v2/collections/${collection.id}`, staff)).status).toBe(200);
    expect((await http.delete(`/stores/v1/collections/${collection.id}`, staff)).status).toBe(200);
    expect((await http.get(`/v2/collections/${collection.id}`, staff)).status).toBe(404);
    expect((await http.get('/v2/collections/slug/nope', staff)).status).toBe(404);
    expect(await events(collection.id)).toEqual(['collection.created', 'collection.changed', 'collection.changed', 'collection.changed', 'collection.deleted']);
    expect((await http.post('/stores/v1/collections', { collection: { name: 'X' } }, visitor)).status).toBe(403);
  });

  it('queries store collections v2 with sort order and offset paging', async () => {
    const site = await file.platform.createSite();
    const headers = apiKeyHeaders(site);
    for (const name of ['Bags', 'Accessories', 'Coats']) await http.post('/stores/v1/collections', { collection: { name } }, headers);
    const asc = await http.post('/v2/collections/query', { query: { sort: [{ fieldName: 'name', order: 'ASC' }], paging: { limit: 2, offset: 0 } } }, headers);
    expect(asc.body.collections.map((c: { name: string }) => c.name)).toEqual(['Accessories', 'Bags']);
    expect(asc.body.metadata).toEqual({ count: 2, offset: 0, total: 3 });
    const desc = await http.post('/stores/v2/collections/query', { query: { sort: [{ fieldName: 'name', order: 'DESC' }], paging: { offset: 2 } } }, headers);
    expect(desc.body.collections.map((c: { name: string }) => c.name)).toEqual(['Accessories']);
    const filtered = await http.post('/v2/collections/query', { query: { filter: { name: { $startsWith: 'co' } } } }, headers);
    expect(filtered.body.collections.map((c: { name: string }) => c.name)).toEqual(['Coats']);
    const bad = await http.post('/v2/collections/query', { query: { sort: [{ fieldName: 'name', order: 'UP' }] } }, headers);
    expect(bad.status).toBe(400);
  });
});

describe('bulk edits', () => {
  it('sets price, cost and weight, with a result per product', async () => {
    const a = await create({ name: 'Bulk A', priceData: { price: 10 } });
    const b = await create({ name: 'Bulk B', priceData: { price: 20 } });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await http.post('/stores/v1/bulk/products/update', { ids: [a.id, unknown, b.id], set: { price: 12.5, cost: 4, weight: 1 } }, staff);
    expect(response.status).toBe(200);
    expect(response.body.bulkActionMetadata).toEqual({ totalSuccesses: 2, totalFailures: 1 });
    expect(response.body.results[1].itemMetadata).toMatchObject({ id: unknown, originalIndex: 1, success: false, error: { code: 'PRODUCT_NOT_FOUND' } });
    const read = (await http.get(`/stores-reader/v1/products/${b.id}?includeMerchantSpecificData=true`, staff)).body.product;
    expect(read).toMatchObject({ priceData: { price: 12.5 }, costAndProfitData: { itemCost: 4 }, weight: 1 });
  });

  it('adjusts by amount and percentage, rounded to the currency and never below zero', async () => {
    const a = await create({ name: 'Adjust A', priceData: { price: 9.99 }, costAndProfitData: { itemCost: 3 } });
    const b = await create({ name: 'Adjust B', priceData: { price: 1 } });
    const raise = await http.post('/stores/v1/bulk/products/adjust-properties', { ids: [a.id], adjust: { price: { percentage: 15 } } }, staff);
    expect(raise.body.bulkActionMetadata.totalSuccesses).toBe(1);
    expect((await http.get(`/stores-reader/v1/products/${a.id}`, staff)).body.product.priceData.price).toBe(11.49);
    await http.post('/stores/v1/bulk/products/adjust-properties', { ids: [a.id, b.id], adjust: { price: { amount: -5 } } }, staff);
    expect((await http.get(`/stores-reader/v1/products/${a.id}`, staff)).body.product.priceData.price).toBe(6.49);
    expect((await http.get(`/stores-reader/v1/products/${b.id}`, staff)).body.product.priceData.price).toBe(0);
    const cost = await http.post('/stores/v1/bulk/products/adjust-properties', { ids: [a.id, b.id], adjust: { cost: { amount: 1 } } }, staff);
    expect(cost.body.results.map((r: { itemMetadata: { success: boolean } }) => r.itemMetadata.success)).toEqual([true, false]);
    expect(cost.body.results[1].itemMetadata.error.code).toBe('COST_NOT_SET');
    const both = await http.post('/stores/v1/bulk/products/adjust-properties', { ids: [a.id], adjust: { price: { amount: 1, percentage: 2 } } }, staff);
    expect(both.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'adjust.price', violatedRule: 'ONE_OF_ALIGNMENT' });
    expect((await http.post('/stores/v1/bulk/products/update', { ids: [a.id], set: { price: 1 } }, visitor)).status).toBe(403);
  });

  it('changes a product named twice once, and refuses an adjustment past the limits a write has', async () => {
    const a = await create({ name: 'Twice', priceData: { price: 100 } });
    const twice = await http.post('/stores/v1/bulk/products/adjust-properties', { ids: [a.id, a.id], adjust: { price: { percentage: 10 } } }, staff);
    expect(twice.body.results.map((r: { itemMetadata: { success: boolean; error?: { code: string } } }) => r.itemMetadata.error?.code ?? 'OK')).toEqual(['OK', 'DUPLICATE_ID']);
    expect((await http.get(`/stores-reader/v1/products/${a.id}`, staff)).body.product.priceData.price).toBe(110);

    const dear = await create({ name: 'Dear', priceData: { price: 999_999_999 }, weight: 999_999 });
    const past = await http.post('/stores/v1/bulk/products/adjust-properties', { ids: [dear.id, a.id], adjust: { price: { percentage: 1000 } } }, staff);
    expect(past.status).toBe(200);
    expect(past.body.results[0].itemMetadata).toMatchObject({ success: false, error: { code: 'OUT_OF_RANGE' } });
    expect(past.body.results[1].itemMetadata.success).toBe(true);
    expect((await http.get(`/stores-reader/v1/products/${dear.id}`, staff)).body.product.priceData.price).toBe(999_999_999);
    const heavier = await http.post('/stores/v1/bulk/products/adjust-properties', { ids: [dear.id], adjust: { weight: { amount: 1 } } }, staff);
    expect(heavier.body.results[0].itemMetadata.error.code).toBe('OUT_OF_RANGE');
  });

  it('answers every one of many bulk edits of the same products sent at once in different orders', async () => {
    const products = await Promise.all(['Race 1', 'Race 2', 'Race 3', 'Race 4'].map((name) => create({ name, priceData: { price: 10 } })));
    const ids = products.map((p) => p.id as string);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => http.post('/stores/v1/bulk/products/adjust-properties', { ids: i % 2 ? [...ids].reverse() : ids, adjust: { price: { amount: 1 } } }, staff)),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    for (const id of ids) expect((await http.get(`/stores-reader/v1/products/${id}`, staff)).body.product.priceData.price).toBe(22);
  });
});

describe('names shared by writes at once', () => {
  it('gives products and collections created at once with one name each a slug of its own', async () => {
    const products = await Promise.all(Array.from({ length: 8 }, () => http.post('/stores/v1/products', { product: { name: 'Same name at once', priceData: { price: 1 } } }, staff)));
    expect(products.filter((p) => p.status !== 200).map((p) => JSON.stringify(p.body))).toEqual([]);
    expect(new Set(products.map((p) => p.body.product.slug)).size).toBe(8);
    const collections = await Promise.all(Array.from({ length: 8 }, () => http.post('/stores/v1/collections', { collection: { name: 'Same collection at once' } }, staff)));
    expect(collections.filter((c) => c.status !== 200).map((c) => JSON.stringify(c.body))).toEqual([]);
    expect(new Set(collections.map((c) => c.body.collection.slug)).size).toBe(8);
    // A slug asked for by two at once: one gets it, the other is told it is taken.
    const asked = await Promise.all([1, 2].map(() => http.post('/stores/v1/products', { product: { name: 'Asked', slug: 'asked-at-once', priceData: { price: 1 } } }, staff)));
    expect(asked.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(asked.find((a) => a.status === 409)!.body.details.applicationError.code).toBe('SLUG_ALREADY_EXISTS');
  });
});
