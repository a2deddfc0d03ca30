import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { apiKeyHeaders, httpClient, visitorToken } from './helpers';

let platform: TestPlatform;
let http: ReturnType<typeof httpClient>;
let visitor: Record<string, string>;
let collectionId: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  http = httpClient(platform);
  const staff = apiKeyHeaders(platform.site);
  visitor = { authorization: await visitorToken(platform) };
  const ids: string[] = [];
  for (const product of [
    { name: 'Walnut Board', priceData: { price: 45 } },
    { name: 'Olive Spoon', priceData: { price: 12 } },
    { name: 'Secret Knife', priceData: { price: 99 }, visible: false },
  ]) {
    ids.push((await http.post('/stores/v1/products', { product }, staff)).body.product.id);
  }
  collectionId = (await http.post('/stores/v1/collections', { collection: { name: 'Kitchen' } }, staff)).body.collection.id;
  await http.post(`/stores/v1/collections/${collectionId}/productIds`, { productIds: ids }, staff);
});
afterAll(() => platform.close());

const graphql = (query: string, variables?: Record<string, unknown>, headers = visitor) => http.post('/graphql/alpha', { query, variables }, headers);

describe('/graphql/alpha', () => {
  it('serves product queries with filter, sort and paging, visible products only for visitors', async () => {
    const response = await graphql(
      `query ($filter: JSON) { products(filter: $filter, sort: [{ fieldName: "price", order: "DESC" }], limit: 10) {
        totalResults offset tooManyToCount items { id name slug priceData { price formatted { price } } collections { slug } } } }`,
      { filter: { price: { $gt: 1 } } },
    );
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    const page = response.body.data.products;
    expect(page.totalResults).toBe(2);
    expect(page.items.map((p: { name: string }) => p.name)).toEqual(['Walnut Board', 'Olive Spoon']);
    expect(page.items[0]).toMatchObject({ slug: 'walnut-board', priceData: { price: 45, formatted: { price: '$45.00' } }, collections: [{ slug: 'kitchen' }] });
  });

  it('reads one product and one collection with its products', async () => {
    const { body } = await graphql(`{ collection(slug: "kitchen") { id name numberOfProducts products(limit: 1) { totalResults items { name } } } }`);
    expect(body.data.collection).toMatchObject({ id: collectionId, name: 'Kitchen', numberOfProducts: 2, products: { totalResults: 2 } });
    const id = (await graphql(`{ products(filter: { name: "Olive Spoon" }) { items { id } } }`)).body.data.products.items[0].id;
    const product = await graphql(`query ($id: ID!) { product(id: $id) { name stock { inStock inventoryStatus } } }`, { id });
    expect(product.body.data.product).toEqual({ name: 'Olive Spoon', stock: { inStock: true, inventoryStatus: 'IN_STOCK' } });
    const missing = await graphql(`{ product(id: "00000000-0000-4000-8000-000000000000") { name } }`);
    expect(missing.body.data.product).toBeNull();
  });

  it('answers bad filters and bad queries as client errors, and anonymous calls with 401', async () => {
    const badFilter = await graphql(`{ products(filter: { colour: "red" }) { totalResults } }`);
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.errors[0].extensions.fieldViolations[0]).toMatchObject({ field: 'query.filter.colour', violatedRule: 'FIELD_NOT_ALLOWED' });
    const badLimit = await graphql(`{ products(limit: 101) { totalResults } }`);
    expect(badLimit.status).toBe(400);
    const syntax = await graphql(`{ products( }`);
    expect(syntax.status).toBe(400);
    const anonymous = await graphql(`{ products { totalResults } }`, undefined, {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.details.applicationError.code).toBe('UNAUTHENTICATED');
  });

  it('answers malformed requests with 400, never 500', async () => {
    const bodies: unknown[] = [-1, 'x', [], {}, { query: -1 }, { query: '{ products { totalResults } }', variables: 'not json' }, { query: '{ products { totalResults } }', variables: [1] }, { query: 'x'.repeat(30_000) }, { query: '{ nope }' }];
    for (const body of bodies) {
      const response = await http.post('/graphql/alpha', body, visitor);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const viaGet = await http.get(`/graphql/alpha?query=${encodeURIComponent('{ products { totalResults } }')}`, visitor);
    expect(viaGet.status).toBe(200);
    expect((await http.get('/graphql/alpha?query=%7B', visitor)).status).toBe(400);
    // JSON where a GraphQL document belongs: refused, not taken for a parsed document.
    for (const query of ['{}', '{ }', '{"kind":"Document","definitions":5}']) {
      const response = await http.post('/graphql/alpha', { query }, visitor);
      expect(response.status, query).toBe(400);
      expect(response.body.details.validationError.fieldViolations[0], query).toMatchObject({ field: 'query', violatedRule: 'FORMAT' });
    }
    expect((await http.get(`/graphql/alpha?query=${encodeURIComponent('{}')}`, visitor)).status).toBe(400);
  });

  it('refuses a query that would build too much at once before running it, and runs one of fair size', async () => {
    const nested = '{ products(limit: 100) { items { collections { products(limit: 100) { items { collections { products(limit: 100) { items { id } } } } } } } } }';
    const aliased = `{ ${Array.from({ length: 200 }, (_, i) => `a${i}: products(limit: 100) { items { id collections { id } } }`).join(' ')} }`;
    const byVariable = 'query ($n: Int) { products(limit: $n) { items { collections { products(limit: $n) { items { id } } } } } }';
    // Empty pages still run a query each; introspection answers the whole schema.
    const emptyPages = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: products(limit: 100) { items { collections { products(limit: 0) { totalResults } } } }`).join(' ')} }`;
    const introspection = `{ ${Array.from({ length: 200 }, (_, i) => `s${i}: __schema { types { name fields { name } } }`).join(' ')} }`;
    // Each of 40 fragments spreads the next twice: 2^40 if walked, costed once each here.
    const fragments = Array.from({ length: 40 }, (_, i) => `fragment F${i} on Product { ${i === 39 ? 'id' : `...F${i + 1} ...F${i + 1}`} }`).join(' ');
    const doubling = `{ products(limit: 0) { items { ...F0 } } } ${fragments}`;
    for (const [name, query] of [['nested', nested], ['aliased', aliased], ['by variable', byVariable], ['empty pages', emptyPages], ['introspection', introspection], ['doubling fragments', doubling]] as const) {
      const response = await graphql(query, name === 'by variable' ? { n: 100 } : undefined);
      expect(response.status, name).toBe(400);
      expect(response.body.errors[0].extensions.code, name).toBe('QUERY_TOO_COSTLY');
    }
    // A page of products with their collections and each collection's first products is fine.
    const fair = await graphql('{ products(limit: 20) { items { name collections { name products(limit: 5) { items { name } } } } } }');
    expect(fair.status).toBe(200);
    expect(fair.body.data.products.items.length).toBe(2);
  });
});
