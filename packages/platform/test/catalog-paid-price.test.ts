import { beforeAll, describe, expect, it } from 'vitest';
import { platformForFile } from './helpers';

/**
 * The price a shopper pays: variants with their own prices, sales by amount and by percent, hidden
 * and sold-out variants. A shop's price filter and "price: low to high" use it
 * (`discountedPriceRange.minValue`), and every product view says it.
 */
const file = platformForFile();
const { http, staff, visitor } = file;
const ids: Record<string, string> = {};
const path = '/stores-reader/v1/products/query-platformized';
const tag = 'Paid ';

type Variant = { id: string; choices: Record<string, string> };

async function create(name: string, product: Record<string, unknown>) {
  const response = await http.post('/stores/v1/products', { product: { name: tag + name, ...product } }, staff);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  ids[name] = response.body.product.id;
  return response.body.product as { id: string; variants: Variant[] };
}

async function setVariants(id: string, updates: Array<{ size: string } & Record<string, unknown>>) {
  const product = (await http.get(`/stores-reader/v1/products/${id}`, staff)).body.product as { variants: Variant[] };
  const variants = updates.map(({ size, ...change }) => ({ variantIds: [product.variants.find((v) => v.choices.Size === size)!.id], ...change }));
  const response = await http.patch(`/stores/v1/products/${id}/variants`, { variants }, staff);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

const sizes = { manageVariants: true, productOptions: [{ name: 'Size', choices: [{ value: 'S' }, { value: 'M' }, { value: 'L' }] }] };

beforeAll(async () => {
  const tee = await create('tee', { priceData: { price: 40 }, ...sizes });
  await setVariants(tee.id, [{ size: 'S', price: 42 }, { size: 'M', price: 44 }, { size: 'L', price: 46 }]);
  await create('lamp on sale', { priceData: { price: 100 }, discount: { type: 'AMOUNT', value: 10 } });
  await create('pen on sale', { priceData: { price: 20 }, discount: { type: 'PERCENT', value: 55 } });
  await create('mug', { priceData: { price: 16 } });
  const boots = await create('boots', { priceData: { price: 50 }, stock: { trackInventory: true, quantity: 3 }, ...sizes });
  // The cheapest size is sold out: a shopper cannot buy it at 10.
  await setVariants(boots.id, [{ size: 'S', price: 10, stock: { quantity: 0 } }, { size: 'M', price: 30 }, { size: 'L', price: 35 }]);
});

async function query(filter: object, sort: object[] = [{ fieldName: 'discountedPriceRange.minValue', order: 'ASC' }], headers = visitor) {
  const response = await http.post(path, { query: { filter: { name: { $startsWith: tag }, ...filter }, sort } }, headers);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.products as Array<{ name: string; discountedPriceRange: { minValue: number; maxValue: number }; priceRange: { minValue: number; maxValue: number } }>;
}
const names = (products: Array<{ name: string }>) => products.map((p) => p.name.slice(tag.length));

describe('the price a shopper pays', () => {
  it('is what products say: variant prices, sales, and only what can be bought', async () => {
    const byName = Object.fromEntries((await query({})).map((p) => [p.name.slice(tag.length), p]));
    expect(byName.tee!.discountedPriceRange).toEqual({ minValue: 42, maxValue: 46 });
    expect(byName.tee!.priceRange).toEqual({ minValue: 42, maxValue: 46 });
    expect(byName['lamp on sale']!.discountedPriceRange).toEqual({ minValue: 90, maxValue: 90 });
    expect(byName['pen on sale']!.discountedPriceRange).toEqual({ minValue: 9, maxValue: 9 });
    expect(byName.mug!.discountedPriceRange).toEqual({ minValue: 16, maxValue: 16 });
    expect(byName.boots!.discountedPriceRange).toEqual({ minValue: 30, maxValue: 35 });
  });

  it('sorts low to high and high to low by it', async () => {
    expect(names(await query({}))).toEqual(['pen on sale', 'mug', 'boots', 'tee', 'lamp on sale']);
    expect(names(await query({}, [{ fieldName: 'discountedPriceRange.minValue', order: 'DESC' }]))).toEqual(['lamp on sale', 'tee', 'boots', 'mug', 'pen on sale']);
  });

  it('filters by it: a $90 sale item is in "$20 to $100", a $9 one is not', async () => {
    expect(names(await query({ 'discountedPriceRange.minValue': { $gte: 20, $lte: 100 } }))).toEqual(['boots', 'tee', 'lamp on sale']);
    expect(names(await query({ 'discountedPriceRange.minValue': { $lt: 20 } }))).toEqual(['pen on sale', 'mug']);
  });

  it('follows every change in the same write: a variant price, a hidden variant, stock, a new sale', async () => {
    await setVariants(ids.tee!, [{ size: 'S', price: 12 }]);
    expect((await query({ name: tag + 'tee' }))[0]!.discountedPriceRange.minValue).toBe(12);
    await setVariants(ids.tee!, [{ size: 'S', visible: false }]);
    expect((await query({ name: tag + 'tee' }))[0]!.discountedPriceRange.minValue).toBe(44);

    // Every size sold out: the shown prices still say what it costs.
    await setVariants(ids.boots!, [{ size: 'M', stock: { quantity: 0 } }, { size: 'L', stock: { quantity: 0 } }]);
    expect((await query({ name: tag + 'boots' }))[0]!.discountedPriceRange).toEqual({ minValue: 10, maxValue: 35 });
    await setVariants(ids.boots!, [{ size: 'L', stock: { quantity: 2 } }]);
    expect((await query({ name: tag + 'boots' }))[0]!.discountedPriceRange).toEqual({ minValue: 35, maxValue: 35 });

    const sale = await http.patch(`/stores/v1/products/${ids.mug}`, { product: { discount: { type: 'PERCENT', value: 50 } } }, staff);
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    expect(names(await query({ 'discountedPriceRange.minValue': { $lt: 10 } }))).toEqual(['mug', 'pen on sale']);
  });

  it('is refused as a filter value that is not a number, with a field violation', async () => {
    const response = await http.post(path, { query: { filter: { 'discountedPriceRange.minValue': { $gt: 'cheap' } } } }, visitor);
    expect(response.status).toBe(400);
    expect(response.body.details.validationError.fieldViolations[0].field).toContain('discountedPriceRange.minValue');
  });
});
