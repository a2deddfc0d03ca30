import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultCountCache } from '../src/domains/catalog/count-cache';
import { apiKeyHeaders, createProduct, platformForFile, visitorToken } from './helpers';
import { countStatements } from './statement-counter';

/**
 * Answers of product reads and product queries kept by the platform (answer-cache.ts): a visitor
 * asking again what any visitor of the site asked is answered from the kept JSON after one read of
 * the site's catalogue version, and every write to the catalogue, whoever makes it, shows in the
 * next read. The clock is faked (Date only, timers run) so a kept count's few seconds can pass.
 */
vi.useFakeTimers({ toFake: ['Date'] });
afterAll(() => vi.useRealTimers());
const file = platformForFile({ events: { worker: false }, mail: { sweepIntervalMs: 3_600_000 }, orders: { refundSweepIntervalMs: false } });
const { http, staff, visitor } = file;
let statements: ReturnType<typeof countStatements>;
let mug: { id: string };
let cup: { id: string };

beforeAll(async () => {
  // Counts of two or more are kept (count-cache.ts), so a test can see one.
  file.platform.app.platformOptions.catalog = { countsKeptFrom: 2 };
  mug = await createProduct(file, { name: 'Kept mug', priceData: { price: 12 }, costAndProfitData: { itemCost: 5 } });
  cup = await createProduct(file, { name: 'Kept cup', priceData: { price: 8 }, visible: false });
  statements = countStatements(file.platform.app.db);
});

const productPath = () => `/stores-reader/v1/products/${mug.id}`;
const query = { query: { filter: { name: { $startsWith: 'kept' } }, sort: [{ fieldName: 'name', order: 'ASC' }] } };
const names = (body: { products: Array<{ name: string }> }) => body.products.map((p) => p.name);

describe('kept answers of catalogue reads', () => {
  it('answer a repeated read with the first answer after one statement, the catalogue version', async () => {
    const first = await http.get(productPath(), visitor);
    expect(first.status).toBe(200);
    const sent = await statements.during(async () => {
      const again = await http.get(productPath(), visitor);
      expect(again.body).toEqual(first.body);
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('catalog_versions');
    // Another visitor of the same site gets the same kept answer.
    const other = { authorization: await visitorToken(file.platform) };
    expect((await http.get(productPath(), other)).body).toEqual(first.body);
  });

  it('show a merchant’s write in the very next read', async () => {
    expect((await http.post('/stores-reader/v1/products/query', query, visitor)).body.products).toHaveLength(1);
    expect((await http.get(productPath(), visitor)).body.product.price.price).toBe(12);
    expect((await http.patch(`/stores/v1/products/${mug.id}`, { product: { priceData: { price: 15 } } }, staff)).status).toBe(200);
    expect((await http.get(productPath(), visitor)).body.product.price.price).toBe(15);
    expect((await http.patch(`/stores/v1/products/${cup.id}`, { product: { visible: true } }, staff)).status).toBe(200);
    expect(names((await http.post('/stores-reader/v1/products/query', query, visitor)).body)).toEqual(['Kept cup', 'Kept mug']);
    expect((await http.patch(`/stores/v1/products/${cup.id}`, { product: { visible: false } }, staff)).status).toBe(200);
  });

  it('show a write made in SQL, outside this process’s requests, in the next read', async () => {
    expect((await http.get(productPath(), visitor)).body.product.name).toBe('Kept mug');
    await file.platform.app.db.query("UPDATE products SET name = 'Kept mug, renamed' WHERE id = $1", [mug.id]);
    expect((await http.get(productPath(), visitor)).body.product.name).toBe('Kept mug, renamed');
    await file.platform.app.db.query("UPDATE product_variants SET in_stock = false WHERE product_id = $1", [mug.id]);
    expect((await http.get(productPath(), visitor)).body.product.variants[0].stock.inStock).toBe(false);
    await file.platform.app.db.query("UPDATE products SET name = 'Kept mug' WHERE id = $1", [mug.id]);
    await file.platform.app.db.query("UPDATE product_variants SET in_stock = true WHERE product_id = $1", [mug.id]);
  });

  it('never give a merchant a visitor’s answer, nor a visitor the merchant’s', async () => {
    await http.get(productPath(), visitor);
    await http.post('/stores-reader/v1/products/query', query, visitor);
    // The merchant sees the hidden cup and the mug's cost, after a visitor's answers were kept…
    const merchantRead = await http.get(`${productPath()}?includeMerchantSpecificData=true`, staff);
    expect(merchantRead.body.product.costAndProfitData?.itemCost).toBe(5);
    expect(names((await http.post('/stores-reader/v1/products/query', query, staff)).body)).toEqual(['Kept cup', 'Kept mug']);
    // …and visitors still see neither, after the merchant read them.
    expect((await http.get(`/stores-reader/v1/products/${cup.id}`, visitor)).status).toBe(404);
    expect((await http.get(`${productPath()}?includeMerchantSpecificData=true`, visitor)).body.product.costAndProfitData).toBeUndefined();
    expect(names((await http.post('/stores-reader/v1/products/query', query, visitor)).body)).toEqual(['Kept mug']);
  });

  it('never share an answer between sites', async () => {
    const other = await file.platform.createSite();
    const otherStaff = apiKeyHeaders(other);
    await http.post('/stores/v1/products', { product: { name: 'Kept bowl', priceData: { price: 3 } } }, otherStaff);
    const otherVisitor = { authorization: await visitorToken(file.platform, other.clientId) };
    expect(names((await http.post('/stores-reader/v1/products/query', query, visitor)).body)).toEqual(['Kept mug']);
    // Even when both sites' catalogues stand at the same version.
    await file.platform.app.db.query('UPDATE catalog_versions SET version = (SELECT version FROM catalog_versions WHERE site_id = $1) WHERE site_id = $2', [
      file.platform.site.siteId,
      other.siteId,
    ]);
    expect(names((await http.post('/stores-reader/v1/products/query', query, visitor)).body)).toEqual(['Kept mug']);
    expect(names((await http.post('/stores-reader/v1/products/query', query, otherVisitor)).body)).toEqual(['Kept bowl']);
    expect((await http.get(productPath(), otherVisitor)).status).toBe(404);
  });

  it('keep an answer with a kept count no longer than the count', async () => {
    const total = async () => (await http.post('/stores-reader/v1/products/query', { query: { paging: { limit: 1 } } }, visitor)).body.metadata.total;
    // One visible product: a count of 1 is below `countsKeptFrom` (2) and always exact.
    expect(await total()).toBe(1);
    await createProduct(file, { name: 'Kept plate', priceData: { price: 4 } });
    expect(await total()).toBe(2);
    // Two is kept (count-cache.ts): a product added in SQL counts once the kept count expires.
    await file.platform.app.db.query(
      `INSERT INTO products (id, site_id, name, slug, visible, product_type, currency, price_minor, discounted_price_minor, paid_price_minor, in_stock, inventory_status)
       VALUES (gen_random_uuid(), $1, 'Kept saucer', 'kept-saucer', true, 'physical', 'USD', 100, 100, 100, true, 'IN_STOCK')`,
      [file.platform.site.siteId],
    );
    expect(await total()).toBe(2);
    expect(await total()).toBe(2);
    // The faked clock moves past the kept count's lifetime; nothing waits.
    vi.setSystemTime(Date.now() + defaultCountCache.ttlMs + 1);
    expect(await total()).toBe(3);
  });
});

describe('kept answers of collection reads', () => {
  it('answer a repeated read with one statement, and show a change to the collection or its products in the next read', async () => {
    const created = await http.post('/stores/v1/collections', { collection: { name: 'Kept shelf' } }, staff);
    const id = created.body.collection.id;
    const reads = [`/stores-reader/v1/collections/${id}`, '/stores-reader/v1/collections/slug/kept-shelf', `/v2/collections/${id}`];
    for (const path of reads) expect((await http.get(path, visitor)).body.collection).toMatchObject({ name: 'Kept shelf', numberOfProducts: 0 });
    const v2Query = () => http.post('/v2/collections/query', { query: { filter: { name: 'Kept shelf' } } }, visitor);
    expect((await v2Query()).body.collections.map((c: { name: string }) => c.name)).toEqual(['Kept shelf']);
    for (const path of reads) {
      const sent = await statements.during(() => http.get(path, visitor));
      expect(sent, path).toHaveLength(1);
      expect(sent[0], path).toContain('catalog_versions');
    }
    // The collection renamed, and a product added to it: both show at once.
    expect((await http.patch(`/stores/v1/collections/${id}`, { collection: { description: 'Cups and mugs' } }, staff)).status).toBe(200);
    expect((await http.get(reads[0]!, visitor)).body.collection.description).toBe('Cups and mugs');
    expect((await http.post(`/stores/v1/collections/${id}/productIds`, { productIds: [mug.id] }, staff)).status).toBe(200);
    for (const path of reads) expect((await http.get(path, visitor)).body.collection.numberOfProducts, path).toBe(1);
    expect((await v2Query()).body.collections[0].numberOfProducts).toBe(1);
    // Hidden: gone for visitors at once, still there for the merchant.
    expect((await http.patch(`/stores/v1/collections/${id}`, { collection: { visible: false } }, staff)).status).toBe(200);
    expect((await http.get(reads[0]!, visitor)).status).toBe(404);
    expect((await v2Query()).body.collections).toEqual([]);
    expect((await http.get(reads[0]!, staff)).body.collection.visible).toBe(false);
  });
});

describe('what kept answers leave out', () => {
  const built = (sent: string[]) => sent.some((sql) => sql.includes('row_to_json'));

  it('keeps no answer to a request longer than a storefront would send (anyone could fill memory with them)', async () => {
    const long = { query: { filter: { name: { $in: Array.from({ length: 200 }, (_, i) => `no such product name ${i}`) } } } };
    expect(JSON.stringify(long).length).toBeGreaterThan(2_048);
    await http.post('/stores-reader/v1/products/query', long, visitor);
    expect(built(await statements.during(() => http.post('/stores-reader/v1/products/query', long, visitor)))).toBe(true);
    // A short one is kept.
    await http.post('/stores-reader/v1/products/query', query, visitor);
    expect(built(await statements.during(() => http.post('/stores-reader/v1/products/query', query, visitor)))).toBe(false);
  });

  it('serves no answer kept under another count bound', async () => {
    const options = file.platform.app.platformOptions;
    const catalog = options.catalog;
    const page = { query: { paging: { limit: 1 } } };
    try {
      options.catalog = { ...catalog, countBound: 1 };
      expect((await http.post('/stores-reader/v1/products/query', page, visitor)).body.metadata).toMatchObject({ total: 1, tooManyToCount: true });
      options.catalog = catalog;
      expect((await http.post('/stores-reader/v1/products/query', page, visitor)).body.metadata).toMatchObject({ tooManyToCount: false });
    } finally {
      options.catalog = catalog;
    }
  });

  it('keeps no more than its bound of characters, the least recently sent going first', async () => {
    const options = file.platform.app.platformOptions;
    const catalog = options.catalog;
    const read = (limit: number) => http.post('/stores-reader/v1/products/query', { query: { paging: { limit } } }, visitor);
    try {
      // Room for the page of one product (about 1,100 characters) or of two (about 2,000), not both.
      options.catalog = { ...catalog, answers: { maxCharacters: 2_600 } };
      expect(JSON.stringify((await read(1)).body).length).toBeGreaterThan(900);
      expect(built(await statements.during(() => read(1)))).toBe(false);
      expect(JSON.stringify((await read(2)).body).length).toBeGreaterThan(1_800);
      expect(built(await statements.during(() => read(2)))).toBe(false);
      expect(built(await statements.during(() => read(1)))).toBe(true);
    } finally {
      options.catalog = catalog;
    }
  });
});

describe('kept answers turned off', () => {
  it('build every answer afresh when the platform is told not to keep them', async () => {
    const options = file.platform.app.platformOptions;
    const catalog = options.catalog;
    options.catalog = { ...catalog, answers: false };
    try {
      await http.get(productPath(), visitor);
      const sent = await statements.during(() => http.get(productPath(), visitor));
      expect(sent).toHaveLength(1);
      expect(sent[0]).toContain('row_to_json');
    } finally {
      options.catalog = catalog;
    }
  });
});
