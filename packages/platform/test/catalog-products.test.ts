import { describe, expect, it } from 'vitest';
import { createCatalogItems } from '../src/domains/catalog/catalog-items.service';
import { storesAppId } from '../src/domains/catalog/catalog-items';
import { apiKeyHeaders, createProduct, platformForFile } from './helpers';

const file = platformForFile();
const { http, staff, owner, visitor } = file;

const shirt = {
  name: 'Linen Shirt',
  productType: 'physical',
  description: 'A shirt for hot days.',
  sku: 'LIN-001',
  weight: 0.3,
  priceData: { price: 49.99 },
  costAndProfitData: { itemCost: 20 },
  discount: { type: 'PERCENT', value: 10 },
  productOptions: [
    { optionType: 'drop_down', name: 'Size', choices: [{ value: 'S' }, { value: 'M' }, { value: 'L' }] },
    { optionType: 'color', name: 'Color', choices: [{ value: '#1f3a93', description: 'Blue' }, { value: '#ffffff', description: 'White' }] },
  ],
  manageVariants: true,
  stock: { trackInventory: true, quantity: 5 },
  ribbon: 'New',
  brand: 'Vitrine',
};

const create = (product: Record<string, unknown>) => createProduct(file, product);

describe('creating and reading products', () => {
  it('creates a product with computed prices, profit, variants and stock', async () => {
    const product = await create(shirt);
    expect(product).toMatchObject({
      name: 'Linen Shirt',
      slug: 'linen-shirt',
      visible: true,
      productType: 'physical',
      sku: 'LIN-001',
      weight: 0.3,
      manageVariants: true,
      ribbon: 'New',
      brand: 'Vitrine',
      discount: { type: 'PERCENT', value: 10 },
      stock: { trackInventory: true, quantity: 30, inStock: true, inventoryStatus: 'IN_STOCK' },
      collectionIds: [],
    });
    expect(product.priceData).toEqual({
      currency: 'USD',
      price: 49.99,
      discountedPrice: 44.99,
      formatted: { price: '$49.99', discountedPrice: '$44.99' },
    });
    expect(product.convertedPriceData).toEqual(product.priceData);
    expect(product.costAndProfitData).toEqual({ itemCost: 20, formattedItemCost: '$20.00', profit: 24.99, formattedProfit: '$24.99', profitMargin: 0.5555 });
    expect(product.variants).toHaveLength(6);
    expect(product.variants.map((v: { choices: unknown }) => v.choices)).toContainEqual({ Size: 'M', Color: 'White' });
    expect(product.productOptions[1].choices[0]).toMatchObject({ value: '#1f3a93', description: 'Blue', inStock: true, visible: true });
    expect(product.priceRange).toEqual({ minValue: 49.99, maxValue: 49.99 });
    expect(new Date(product.createdDate).getTime()).toBeLessThanOrEqual(new Date(product.lastUpdated).getTime());
  });

  it('gives visitors the product without cost and profit, and staff with it on request', async () => {
    const product = await create({ ...shirt, name: 'Cost shirt', sku: 'LIN-002', productOptions: [] });
    const asVisitor = await http.get(`/stores-reader/v1/products/${product.id}?includeMerchantSpecificData=true`, visitor);
    expect(asVisitor.status).toBe(200);
    expect(asVisitor.body.product.costAndProfitData).toBeUndefined();
    expect(asVisitor.body.product.costRange).toBeUndefined();
    const plain = await http.get(`/stores-reader/v1/products/${product.id}`, owner);
    expect(plain.body.product.costAndProfitData).toBeUndefined();
    const merchant = await http.get(`/stores-reader/v1/products/${product.id}?includeMerchantSpecificData=true&id=${product.id}`, owner);
    expect(merchant.body.product.costAndProfitData.itemCost).toBe(20);
    expect(merchant.body.product.costRange).toEqual({ minValue: 20, maxValue: 20 });
  });

  it('computes an AMOUNT discount and the price per unit', async () => {
    const product = await create({
      name: 'Coffee beans',
      priceData: { price: 12 },
      discount: { type: 'AMOUNT', value: 2 },
      pricePerUnitData: { totalQuantity: 500, totalMeasurementUnit: 'G', baseQuantity: 100, baseMeasurementUnit: 'G' },
    });
    expect(product.priceData).toMatchObject({ price: 12, discountedPrice: 10, pricePerUnit: 2, formatted: { pricePerUnit: '$2.00' } });
    expect(product.pricePerUnitData).toEqual({ totalQuantity: 500, totalMeasurementUnit: 'G', baseQuantity: 100, baseMeasurementUnit: 'G' });
    expect(product.variants).toHaveLength(1);
  });

  it('keeps slugs unique per site', async () => {
    const first = await create({ name: 'Same Name', priceData: { price: 1 } });
    const second = await create({ name: 'Same Name', priceData: { price: 1 } });
    expect(first.slug).toBe('same-name');
    expect(second.slug).toBe('same-name-2');
    const clash = await http.post('/stores/v1/products', { product: { name: 'Other', slug: 'same-name', priceData: { price: 1 } } }, staff);
    expect(clash.status).toBe(409);
    expect(clash.body.details.applicationError.code).toBe('SLUG_ALREADY_EXISTS');
    const otherSite = await file.platform.createSite();
    const elsewhere = await http.post('/stores/v1/products', { product: { name: 'Other', slug: 'same-name', priceData: { price: 1 } } }, apiKeyHeaders(otherSite));
    expect(elsewhere.status).toBe(200);
  });

  it('rejects non-finite and missing prices with validation errors', async () => {
    for (const price of ['NaN', 'Infinity', '-Infinity']) {
      const response = await http.post('/stores/v1/products', { product: { name: 'Bad', priceData: { price } } }, staff);
      expect(response.status).toBe(400);
      expect(response.body.details.validationError.fieldViolations[0].field).toBe('product.priceData.price');
    }
    const missing = await http.post('/stores/v1/products', { product: { name: 'Bad' } }, staff);
    expect(missing.body.details.validationError.fieldViolations).toEqual([
      expect.objectContaining({ field: 'product.priceData', violatedRule: 'REQUIRED_FIELD' }),
    ]);
    const badType = await http.post('/stores/v1/products', { product: { name: 'Bad', productType: 'service', priceData: { price: 1 } } }, staff);
    expect(badType.status).toBe(400);
    expect(badType.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'product.productType', violatedRule: 'INVALID_ENUM_VALUE' });
  });

  it('answers 404 for unknown ids and ids of another site', async () => {
    const product = await create({ name: 'Mine', priceData: { price: 1 } });
    const otherSite = await file.platform.createSite();
    expect((await http.get(`/stores-reader/v1/products/${product.id}`, apiKeyHeaders(otherSite))).status).toBe(404);
    const unknown = await http.get('/stores-reader/v1/products/00000000-0000-4000-8000-000000000000', staff);
    expect(unknown.status).toBe(404);
    expect(unknown.body.details.applicationError.code).toBe('PRODUCT_NOT_FOUND');
  });

  it('refuses catalogue writes to visitors and members with 403, and to anonymous calls with 401', async () => {
    const response = await http.post('/stores/v1/products', { product: { name: 'X', priceData: { price: 1 } } }, visitor);
    expect(response.status).toBe(403);
    expect((await http.post('/stores/v1/products', { product: { name: 'X', priceData: { price: 1 } } })).status).toBe(401);
  });

  it('hides invisible products from visitors only', async () => {
    const hidden = await create({ name: 'Hidden', visible: false, priceData: { price: 1 } });
    expect((await http.get(`/stores-reader/v1/products/${hidden.id}`, visitor)).status).toBe(404);
    expect((await http.get(`/stores-reader/v1/products/${hidden.id}`, owner)).status).toBe(200);
  });
});

describe('catalogItems (the cart contract)', () => {
  it('resolves references by variant id, by options and without options, and reserves stock', async () => {
    const catalogItems = createCatalogItems({ db: file.platform.app.db, baseUrl: () => file.platform.baseUrl });
    const product = await create({ ...shirt, name: 'Reservable', sku: 'LIN-003' });
    const plain = await create({ name: 'Plain mug', priceData: { price: 8 }, stock: { trackInventory: true, quantity: 2 } });
    const blueM = product.variants.find((v: { choices: Record<string, string> }) => v.choices.Size === 'M' && v.choices.Color === 'Blue');
    const [byId, byOptions, byValue, noOptions, unknown, wrongApp] = await catalogItems.resolve(file.platform.app.db, file.platform.site.siteId, [
      { appId: storesAppId, catalogItemId: product.id, options: { variantId: blueM.id } },
      { appId: storesAppId, catalogItemId: product.id, options: { options: { Size: 'M', Color: 'Blue' } } },
      { appId: storesAppId, catalogItemId: product.id, options: { options: { Size: 'M', Color: '#1f3a93' } } },
      { appId: storesAppId, catalogItemId: plain.id },
      { appId: storesAppId, catalogItemId: product.id },
      { appId: 'other', catalogItemId: plain.id },
    ]);
    expect(byId).toMatchObject({ productId: product.id, variantId: blueM.id, priceMinor: 4499, fullPriceMinor: 4999, currency: 'USD', quantity: 5, inStock: true, url: '/product-page/reservable', choices: { Size: 'M', Color: 'Blue' } });
    expect(byOptions?.variantId).toBe(blueM.id);
    expect(byValue?.variantId).toBe(blueM.id);
    expect(noOptions).toMatchObject({ productId: plain.id, priceMinor: 800, quantity: 2, trackInventory: true });
    expect(unknown).toBeUndefined();
    expect(wrongApp).toBeUndefined();

    const short = await file.platform.app.db.transaction((tx) =>
      catalogItems.reserve(tx, file.platform.site.siteId, [{ variantId: noOptions!.variantId, quantity: 2 }, { variantId: blueM.id, quantity: 6 }]),
    );
    expect(short).toEqual({ ok: false, shortages: [{ variantId: blueM.id, requested: 6, available: 5 }] });
    const ok = await file.platform.app.db.transaction((tx) =>
      catalogItems.reserve(tx, file.platform.site.siteId, [{ variantId: noOptions!.variantId, quantity: 1 }, { variantId: noOptions!.variantId, quantity: 1 }]),
    );
    // Both lines of one variant together take its last two units; the product's events come back for the order to record.
    expect(ok.ok && ok.events.map((event) => [event.type, event.entityId])).toEqual([
      ['product.changed', plain.id],
      ['product.variants_changed', plain.id],
    ]);
    const after = await http.get(`/stores-reader/v1/products/${plain.id}`, visitor);
    expect(after.body.product.stock).toMatchObject({ quantity: 0, inStock: false, inventoryStatus: 'OUT_OF_STOCK' });
  });
});
