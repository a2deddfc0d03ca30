import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeyHeaders, platformForFile } from './helpers';

/** query-platformized: every filter operator, sorting, paging edges, GET (`.r`) = POST, visibility. */
const file = platformForFile();
const { http, staff, visitor } = file;
const ids: Record<string, string> = {};
let collectionA: string;
let collectionB: string;
let createdBetween: string;

const path = '/stores-reader/v1/products/query-platformized';
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');

beforeAll(async () => {
  const products = [
    { name: 'Alpha Shirt', sku: 'SH-A', priceData: { price: 10 }, weight: 1 },
    { name: 'Beta Shirt', sku: 'SH-B', priceData: { price: 20 }, weight: 2, stock: { trackInventory: true, quantity: 0 } },
    { name: 'Gamma Mug', sku: 'MG-G', priceData: { price: 30 } },
    { name: 'Delta E-book', productType: 'digital', priceData: { price: 5.5 } },
    { name: 'Hidden Hat', visible: false, priceData: { price: 15 } },
  ];
  for (const [i, product] of products.entries()) {
    const response = await http.post('/stores/v1/products', { product }, staff);
    expect(response.status).toBe(200);
    ids[product.name] = response.body.product.id;
    if (i === 2) createdBetween = response.body.product.createdDate;
  }
  collectionA = (await http.post('/stores/v1/collections', { collection: { name: 'Shirts' } }, staff)).body.collection.id;
  collectionB = (await http.post('/stores/v1/collections', { collection: { name: 'Sale' } }, staff)).body.collection.id;
  await http.post(`/stores/v1/collections/${collectionA}/productIds`, { productIds: [ids['Alpha Shirt'], ids['Beta Shirt']] }, staff);
  await http.post(`/stores/v1/collections/${collectionB}/productIds`, { productIds: [ids['Alpha Shirt'], ids['Gamma Mug']] }, staff);
});

async function names(filter: unknown, headers = staff, sort: unknown = [{ fieldName: 'name', order: 'ASC' }]) {
  const response = await http.post(path, { query: { filter, sort } }, headers);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.products.map((p: { name: string }) => p.name);
}

async function violation(filter: unknown) {
  const response = await http.post(path, { query: { filter } }, staff);
  expect(response.status).toBe(400);
  return response.body.details.validationError.fieldViolations[0];
}

describe('filters', () => {
  it('matches bare values and every comparison operator', async () => {
    expect(await names({ name: 'Gamma Mug' })).toEqual(['Gamma Mug']);
    expect(await names({ price: { $gt: 10 } })).toEqual(['Beta Shirt', 'Gamma Mug', 'Hidden Hat']);
    expect(await names({ price: { $gte: 10, $lt: 20 } })).toEqual(['Alpha Shirt', 'Hidden Hat']);
    expect(await names({ price: { $lte: 5.5 } })).toEqual(['Delta E-book']);
    expect(await names({ sku: { $ne: 'SH-A' } })).toEqual(['Beta Shirt', 'Delta E-book', 'Gamma Mug', 'Hidden Hat']);
    expect(await names({ id: { $in: [ids['Alpha Shirt'], ids['Gamma Mug']] } })).toEqual(['Alpha Shirt', 'Gamma Mug']);
    expect(await names({ slug: { $hasSome: ['beta-shirt'] } })).toEqual(['Beta Shirt']);
  });

  it('matches text by prefix, suffix and substring, ignoring case', async () => {
    expect(await names({ name: { $startsWith: 'alpha' } })).toEqual(['Alpha Shirt']);
    expect(await names({ name: { $endsWith: 'SHIRT' } })).toEqual(['Alpha Shirt', 'Beta Shirt']);
    expect(await names({ name: { $contains: 'e-b' } })).toEqual(['Delta E-book']);
    expect(await names({ name: { $contains: '%' } })).toEqual([]);
  });

  it('tests presence, types, visibility flags and stock', async () => {
    expect(await names({ sku: { $exists: false } })).toEqual(['Delta E-book', 'Hidden Hat']);
    expect(await names({ weight: { $exists: true } })).toEqual(['Alpha Shirt', 'Beta Shirt']);
    expect(await names({ productType: 'digital' })).toEqual(['Delta E-book']);
    expect(await names({ visible: false })).toEqual(['Hidden Hat']);
    expect(await names({ inStock: false })).toEqual(['Beta Shirt']);
  });

  it('filters by collection membership with $hasSome and $hasAll', async () => {
    expect(await names({ 'collections.id': collectionA })).toEqual(['Alpha Shirt', 'Beta Shirt']);
    expect(await names({ 'collections.id': { $hasSome: [collectionA, collectionB] } })).toEqual(['Alpha Shirt', 'Beta Shirt', 'Gamma Mug']);
    expect(await names({ 'collections.id': { $hasAll: [collectionA, collectionB] } })).toEqual(['Alpha Shirt']);
    expect(await names({ 'collections.id': { $exists: false } })).toEqual(['Delta E-book', 'Hidden Hat']);
    // With a name "contains", as a shop's search inside a collection: newest first by default.
    expect(await names({ 'collections.id': { $hasSome: [collectionA, collectionB] }, name: { $contains: 'SHI' } }, staff, [])).toEqual(['Beta Shirt', 'Alpha Shirt']);
  });

  it('follows membership as products join and leave collections and collections are deleted', async () => {
    const site = await file.platform.createSite();
    const headers = apiKeyHeaders(site);
    const [hat, scarf] = await Promise.all(
      ['Hat', 'Scarf'].map(async (name) => (await http.post('/stores/v1/products', { product: { name, priceData: { price: 9 } } }, headers)).body.product.id as string),
    );
    const winter = (await http.post('/stores/v1/collections', { collection: { name: 'Winter' } }, headers)).body.collection.id as string;
    const inWinter = async (filter: unknown = { 'collections.id': winter }) =>
      (await http.post(path, { query: { filter, sort: [{ fieldName: 'name' }] } }, headers)).body.products.map((p: { name: string }) => p.name);
    await http.post(`/stores/v1/collections/${winter}/productIds`, { productIds: [hat, scarf] }, headers);
    expect(await inWinter()).toEqual(['Hat', 'Scarf']);
    await http.post(`/stores/v1/collections/${winter}/productIds/delete`, { productIds: [hat] }, headers);
    expect(await inWinter()).toEqual(['Scarf']);
    expect(await inWinter({ 'collections.id': { $exists: false } })).toEqual(['Hat']);
    expect((await http.delete(`/stores/v1/collections/${winter}`, headers)).status).toBe(200);
    expect(await inWinter()).toEqual([]);
    expect(await inWinter({ 'collections.id': { $exists: false } })).toEqual(['Hat', 'Scarf']);
  });

  it('filters by dates', async () => {
    expect(await names({ createdDate: { $gt: createdBetween } })).toEqual(['Delta E-book', 'Hidden Hat']);
    expect(await names({ lastUpdated: { $lt: '2000-01-01T00:00:00Z' } })).toEqual([]);
  });

  it('combines with $and, $or and $not', async () => {
    expect(await names({ $and: [{ name: { $contains: 'shirt' } }, { price: { $gt: 15 } }] })).toEqual(['Beta Shirt']);
    expect(await names({ $or: [{ productType: 'digital' }, { price: 30 }] })).toEqual(['Delta E-book', 'Gamma Mug']);
    expect(await names({ $not: { name: { $contains: 'shirt' } } })).toEqual(['Delta E-book', 'Gamma Mug', 'Hidden Hat']);
  });

  it('answers unknown fields, operators and ill-typed values with the rule they break', async () => {
    expect(await violation({ colour: 'red' })).toMatchObject({ field: 'query.filter.colour', violatedRule: 'FIELD_NOT_ALLOWED' });
    expect(await violation({ name: { $regex: '.*' } })).toMatchObject({ field: 'query.filter.name.$regex', violatedRule: 'INVALID_ENUM_VALUE' });
    expect(await violation({ $nor: [] })).toMatchObject({ field: 'query.filter.$nor', violatedRule: 'INVALID_ENUM_VALUE' });
    expect(await violation({ price: { $gt: 'Infinity' } })).toMatchObject({ field: 'query.filter.price.$gt', violatedRule: 'FORMAT' });
    expect(await violation({ id: 'not-a-uuid' })).toMatchObject({ field: 'query.filter.id', violatedRule: 'FORMAT' });
    expect(await violation({ productType: 'service' })).toMatchObject({ violatedRule: 'INVALID_ENUM_VALUE' });
    expect(await violation({ price: { $contains: '1' } })).toMatchObject({ violatedRule: 'FIELD_NOT_ALLOWED' });
    const sort = await http.post(path, { query: { sort: [{ fieldName: 'description' }] } }, staff);
    expect(sort.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'query.sort.0.fieldName', violatedRule: 'FIELD_NOT_ALLOWED' });
  });
});

describe('visibility, sorting and paging', () => {
  it('shows visitors visible products only', async () => {
    expect(await names({}, visitor)).toEqual(['Alpha Shirt', 'Beta Shirt', 'Delta E-book', 'Gamma Mug']);
    expect(await names({ visible: false }, visitor)).toEqual([]);
  });

  it('sorts ascending and descending, newest first by default', async () => {
    expect(await names({}, staff, [{ fieldName: 'price', order: 'DESC' }])).toEqual(['Gamma Mug', 'Beta Shirt', 'Hidden Hat', 'Alpha Shirt', 'Delta E-book']);
    expect(await names({}, staff, [])).toEqual(['Hidden Hat', 'Delta E-book', 'Gamma Mug', 'Beta Shirt', 'Alpha Shirt']);
  });

  it('pages with limit and offset and reports totals', async () => {
    const page = await http.post(path, { query: { sort: [{ fieldName: 'name' }], paging: { limit: 2, offset: 1 } } }, staff);
    expect(page.body.products.map((p: { name: string }) => p.name)).toEqual(['Beta Shirt', 'Delta E-book']);
    expect(page.body.metadata).toEqual({ items: 2, offset: 1, total: 5, tooManyToCount: false });
    expect(page.body.totalResults).toBe(5);
    const past = await http.post(path, { query: { paging: { offset: 50 } } }, staff);
    expect(past.body).toMatchObject({ products: [], metadata: { items: 0, offset: 50 }, totalResults: 5 });
    const zero = await http.post(path, { query: { paging: { limit: 0 } } }, staff);
    expect(zero.body).toMatchObject({ products: [], metadata: { items: 0, offset: 0 }, totalResults: 5 });
    const tooMany = await http.post(path, { query: { paging: { limit: 101 } } }, staff);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details.validationError.fieldViolations[0]).toMatchObject({ field: 'query.paging.limit', violatedRule: 'MAX' });
  });

  it('sorts names as shoppers read them: ignoring case, capitals first among equals, the same on every database', async () => {
    const site = await file.platform.createSite();
    const headers = apiKeyHeaders(site);
    // Created out of order, so the default (newest first) order tells nothing.
    for (const name of ['banana bread', 'Zucchini', 'apple pie', 'Banana bread', 'APPLE', 'Éclair', 'apple', 'cherry', 'Apple']) {
      expect((await http.post('/stores/v1/products', { product: { name, priceData: { price: 1 } } }, headers)).status).toBe(200);
    }
    const sorted = async (query: object) => {
      const response = await http.post(path, { query }, headers);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.products.map((p: { name: string }) => p.name);
    };
    const ascending = ['APPLE', 'Apple', 'apple', 'apple pie', 'Banana bread', 'banana bread', 'cherry', 'Zucchini', 'Éclair'];
    expect(await sorted({ sort: [{ fieldName: 'name', order: 'ASC' }] })).toEqual(ascending);
    expect(await sorted({ sort: [{ fieldName: 'name', order: 'DESC' }] })).toEqual([...ascending].reverse());
    // Pages follow the same order, with or without a prefix, whatever plan reads them.
    const pages = [];
    for (let offset = 0; offset < ascending.length; offset += 2) pages.push(...(await sorted({ sort: [{ fieldName: 'name' }], paging: { limit: 2, offset } })));
    expect(pages).toEqual(ascending);
    expect(await sorted({ filter: { name: { $startsWith: 'apple' } }, sort: [{ fieldName: 'name' }] })).toEqual(['APPLE', 'Apple', 'apple', 'apple pie']);
    expect(await sorted({ filter: { name: { $startsWith: 'APP' } }, sort: [{ fieldName: 'name' }], paging: { limit: 2, offset: 1 } })).toEqual(['Apple', 'apple']);
    expect(await sorted({ filter: { name: { $startsWith: 'b' } }, sort: [{ fieldName: 'name', order: 'DESC' }] })).toEqual(['banana bread', 'Banana bread']);
    // A prefix with another sort still matches ignoring case.
    expect(await sorted({ filter: { name: { $startsWith: 'BANANA' } }, sort: [{ fieldName: 'createdDate', order: 'ASC' }] })).toEqual(['banana bread', 'Banana bread']);
  });

  it('serves GET with `.r` exactly as POST', async () => {
    const payload = { query: { filter: { $and: [{ name: { $contains: 'shirt' } }, { price: { $gt: 5 } }] }, paging: { limit: 10, offset: 0 }, sort: [{ fieldName: 'name', order: 'ASC' }] } };
    const viaPost = await http.post(path, payload, visitor);
    const viaGet = await http.get(`${path}?.r=${encode(payload)}`, visitor);
    expect(viaGet.status).toBe(200);
    expect(viaGet.body).toEqual(viaPost.body);
    expect(viaGet.body.products).toHaveLength(2);
    const badGet = await http.get(`${path}?.r=${encode({ query: { filter: { nope: 1 } } })}`, visitor);
    expect(badGet.status).toBe(400);
  });

  it('accepts filter and sort as JSON strings, as older clients send them', async () => {
    const response = await http.post(path, { query: { filter: JSON.stringify({ sku: 'SH-B' }), sort: JSON.stringify([{ fieldName: 'name' }]) } }, staff);
    expect(response.body.products.map((p: { name: string }) => p.name)).toEqual(['Beta Shirt']);
  });

  it('includes variants only when asked', async () => {
    const without = await http.post(path, { query: { filter: { sku: 'SH-A' } } }, staff);
    expect(without.body.products[0].variants).toBeUndefined();
    const withVariants = await http.post(path, { query: { filter: { sku: 'SH-A' } }, includeVariants: true }, staff);
    expect(withVariants.body.products[0].variants).toHaveLength(1);
  });
});

describe('the count bound', () => {
  it('beyond the bound says tooManyToCount and totals the bound; a last page is counted exactly', async () => {
    const site = await file.platform.createSite();
    const headers = apiKeyHeaders(site);
    for (let n = 1; n <= 7; n++) await http.post('/stores/v1/products', { product: { name: `Counted ${n}`, priceData: { price: n } } }, headers);
    file.platform.app.platformOptions.catalog = { countBound: 5 };
    try {
      const query = (paging: object, filter: object = {}) => http.post(path, { query: { filter, paging } }, headers);
      const first = await query({ limit: 2 });
      // Wire fact: the published client takes totalCount from `metadata.total`, tooManyToCount from `metadata.tooManyToCount`.
      expect(first.body.metadata).toEqual({ items: 2, offset: 0, total: 5, tooManyToCount: true });
      expect(first.body.totalResults).toBe(5);
      // Past the end there is no page to end the result, so it is counted: still beyond the bound.
      const past = await query({ limit: 2, offset: 20 });
      expect(past.body).toMatchObject({ products: [], metadata: { total: 5, tooManyToCount: true }, totalResults: 5 });
      // A page that is not full ends the result: its total is exact, bound or not.
      const last = await query({ limit: 2, offset: 6 });
      expect(last.body.metadata).toEqual({ items: 1, offset: 6, total: 7, tooManyToCount: false });
      expect(last.body.totalResults).toBe(7);
      // Exactly the bound is still counted.
      const five = await query({ limit: 2 }, { price: { $lte: 5 } });
      expect(five.body.metadata).toMatchObject({ total: 5, tooManyToCount: false });
      expect(five.body.totalResults).toBe(5);
      // A name prefix counts first and picks its plan by the count: the same answers either way.
      const byName = (paging: object, prefix: string) => http.post(path, { query: { filter: { name: { $startsWith: prefix } }, sort: [{ fieldName: 'name' }], paging } }, headers);
      const many = await byName({ limit: 2 }, 'counted');
      expect(many.body.products.map((p: { name: string }) => p.name)).toEqual(['Counted 1', 'Counted 2']);
      expect(many.body.metadata).toEqual({ items: 2, offset: 0, total: 5, tooManyToCount: true });
      expect((await byName({ limit: 2, offset: 6 }, 'counted')).body.metadata).toEqual({ items: 1, offset: 6, total: 7, tooManyToCount: false });
      const one = await byName({ limit: 1, offset: 0 }, 'COUNTED 7');
      expect(one.body.products.map((p: { name: string }) => p.name)).toEqual(['Counted 7']);
      expect(one.body.metadata).toEqual({ items: 1, offset: 0, total: 1, tooManyToCount: false });
      const two = await byName({ limit: 1, offset: 1 }, 'counted');
      expect(two.body.products.map((p: { name: string }) => p.name)).toEqual(['Counted 2']);
      // Past the last match, or asking for no page, still counts: exactly, or up to the bound.
      const pastByName = await byName({ limit: 2, offset: 20 }, 'counted 7');
      expect(pastByName.body).toMatchObject({ products: [], metadata: { total: 1, tooManyToCount: false }, totalResults: 1 });
      expect((await byName({ limit: 0 }, 'counted 7')).body).toMatchObject({ products: [], metadata: { total: 1, tooManyToCount: false } });
      expect((await byName({ limit: 0 }, 'counted')).body).toMatchObject({ products: [], metadata: { total: 5, tooManyToCount: true } });
      // Counts kept from an earlier answer give the same pages and totals, plain and by name.
      file.platform.app.platformOptions.catalog = { countBound: 5, countsKeptFrom: 1 };
      for (let i = 0; i < 2; i++) {
        const plain = await query({ limit: 2 });
        expect(plain.body.metadata, JSON.stringify(plain.body)).toEqual({ items: 2, offset: 0, total: 5, tooManyToCount: true });
        const kept = await byName({ limit: 2, offset: 2 }, 'counted');
        expect(kept.body.products.map((p: { name: string }) => p.name)).toEqual(['Counted 3', 'Counted 4']);
        expect(kept.body.metadata).toEqual({ items: 2, offset: 2, total: 5, tooManyToCount: true });
        const narrow = await byName({ limit: 1 }, 'counted 7');
        expect(narrow.body.products.map((p: { name: string }) => p.name)).toEqual(['Counted 7']);
        expect(narrow.body.metadata).toEqual({ items: 1, offset: 0, total: 1, tooManyToCount: false });
      }
    } finally {
      file.platform.app.platformOptions.catalog = undefined;
    }
    const unbounded = await http.post(path, { query: { paging: { limit: 2 } } }, headers);
    expect(unbounded.body.totalResults).toBe(7);
    expect(unbounded.body.metadata).toMatchObject({ total: 7, tooManyToCount: false });
  });
});
