import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../src/testing';
import { ecomKit } from './ecom-helpers';
import { httpClient, ownerToken } from './helpers';

/**
 * Who may call each catalogue write, what every call answers for an id the site does not have,
 * and the paging edges of the paged reads that are not `query-platformized`. Table-driven, so a
 * new route is one row.
 */
let platform: TestPlatform;
let http: ReturnType<typeof httpClient>;
let staff: Record<string, string>;
let productId: string;
let collectionId: string;

const unknown = '00000000-0000-4000-8000-00000000abcd';

beforeAll(async () => {
  platform = await startTestPlatform();
  http = httpClient(platform);
  staff = ecomKit(platform).staff;
  const product = await http.post(
    '/stores/v1/products',
    {
      product: {
        name: 'Guarded tee',
        priceData: { price: 20 },
        brand: 'Acme',
        ribbon: 'New',
        manageVariants: true,
        productOptions: [
          { name: 'Size', choices: [{ value: 'S' }, { value: 'M' }, { value: 'L' }] },
          { name: 'Color', choices: [{ value: 'Red' }, { value: 'Blue' }] },
        ],
      },
    },
    staff,
  );
  productId = product.body.product.id;
  collectionId = (await http.post('/stores/v1/collections', { collection: { name: 'Guarded' } }, staff)).body.collection.id;
  for (const name of ['Paging A', 'Paging B', 'Paging C']) await http.post('/stores/v1/collections', { collection: { name } }, staff);
});
afterAll(() => platform.close());

interface Call {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: (id: string) => string;
  body?: unknown;
}

/** Every catalogue write, with a valid body (so a refusal is about the caller, never the input). */
const writes: Call[] = [
  { name: 'create product', method: 'POST', path: () => '/stores/v1/products', body: { product: { name: 'Intruder', priceData: { price: 1 } } } },
  { name: 'update product', method: 'PATCH', path: (id) => `/stores/v1/products/${id}`, body: { product: { name: 'Renamed' } } },
  { name: 'delete product', method: 'DELETE', path: (id) => `/stores/v1/products/${id}` },
  { name: 'update variants', method: 'PATCH', path: (id) => `/stores/v1/products/${id}/variants`, body: { variants: [{ choices: { Size: 'S' }, price: 1 }] } },
  { name: 'reset variants', method: 'POST', path: (id) => `/stores/v1/products/${id}/variants/resetToDefault`, body: {} },
  { name: 'add media', method: 'POST', path: (id) => `/stores/v1/products/${id}/media`, body: { media: [{ url: 'https://example.com/a.png' }] } },
  { name: 'remove media', method: 'POST', path: (id) => `/stores/v1/products/${id}/media/delete`, body: { mediaIds: ['m1'] } },
  { name: 'add choice media', method: 'PATCH', path: (id) => `/stores/v1/products/${id}/choices/media`, body: { media: [{ option: 'Size', choice: 'S', mediaIds: [] }] } },
  { name: 'remove choice media', method: 'POST', path: (id) => `/stores/v1/products/${id}/choices/media/delete`, body: { media: [{ option: 'Size', choice: 'S', mediaIds: [] }] } },
  { name: 'delete options', method: 'DELETE', path: (id) => `/stores/v1/products/${id}/options` },
  { name: 'remove brand', method: 'POST', path: (id) => `/stores/v1/products/${id}/remove-brand`, body: {} },
  { name: 'remove ribbon', method: 'POST', path: (id) => `/stores/v1/products/${id}/remove-ribbon`, body: {} },
  { name: 'bulk update', method: 'POST', path: () => '/stores/v1/bulk/products/update', body: undefined },
  { name: 'bulk adjust', method: 'POST', path: () => '/stores/v1/bulk/products/adjust-properties', body: undefined },
];
const collectionWrites: Call[] = [
  { name: 'create collection', method: 'POST', path: () => '/stores/v1/collections', body: { collection: { name: 'Intruders' } } },
  { name: 'update collection', method: 'PATCH', path: (id) => `/stores/v1/collections/${id}`, body: { collection: { name: 'Renamed' } } },
  { name: 'delete collection', method: 'DELETE', path: (id) => `/stores/v1/collections/${id}` },
  { name: 'add collection products', method: 'POST', path: (id) => `/stores/v1/collections/${id}/productIds`, body: undefined },
  { name: 'remove collection products', method: 'POST', path: (id) => `/stores/v1/collections/${id}/productIds/delete`, body: undefined },
];

/** Bodies that name the product: filled in once it exists. */
const bodyOf = (call: Call) => {
  if (call.body !== undefined || call.method === 'DELETE' || call.method === 'GET') return call.body;
  if (call.name === 'bulk update') return { ids: [productId], set: { price: 1 } };
  if (call.name === 'bulk adjust') return { ids: [productId], adjust: { price: { amount: -1 } } };
  return { productIds: [productId] };
};

async function snapshot() {
  const product = (await http.get(`/stores-reader/v1/products/${productId}?includeMerchantSpecificData=true`, staff)).body.product;
  const collection = (await http.get(`/v2/collections/${collectionId}`, staff)).body.collection;
  const outbox = await platform.app.db.query('SELECT id FROM outbox_events');
  return { product, collection, events: outbox.length };
}

describe('catalogue writes refuse callers without catalog:write', () => {
  const callers: Array<[string, () => Promise<Record<string, string>>]> = [
    ['a visitor', async () => ecomKit(platform).visitor()],
    ['a member', async () => (await ecomKit(platform).member()).headers],
    [
      'an API key with catalog:read only',
      async () => {
        const owner = { authorization: await ownerToken(platform) };
        const created = await http.post('/_api/vitrine/v1/api-keys', { name: 'Reader', permissions: ['catalog:read'] }, owner);
        return { authorization: created.body.key, 'wix-site-id': platform.site.siteId };
      },
    ],
  ];

  it.each(callers)('%s gets 403 PERMISSION_DENIED from every write, and nothing changes', async (_who, headersOf) => {
    const headers = await headersOf();
    const before = await snapshot();
    for (const call of [...writes, ...collectionWrites]) {
      const id = collectionWrites.includes(call) ? collectionId : productId;
      const response = await http.call(call.method, call.path(id), { body: bodyOf(call), headers });
      expect(response.status, `${call.name}: ${JSON.stringify(response.body)}`).toBe(403);
      expect(response.body.details.applicationError.code, call.name).toBe('PERMISSION_DENIED');
    }
    const upload = new FormData();
    upload.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    const uploaded = await fetch(`${platform.baseUrl}/_api/vitrine/v1/media`, { method: 'POST', headers, body: upload });
    expect(uploaded.status, 'media upload').toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the merchant’s view of the catalogue (hidden products, cost and profit) needs a catalogue permission', () => {
  it('an API key made for orders reads the catalogue as a visitor; one with catalog:read as the merchant', async () => {
    const owner = { authorization: await ownerToken(platform) };
    const keyWith = async (permissions: string[]) => {
      const created = await http.post('/_api/vitrine/v1/api-keys', { name: permissions.join(' '), permissions }, owner);
      expect(created.status).toBe(200);
      return { authorization: created.body.key as string, 'wix-site-id': platform.site.siteId };
    };
    const hidden = await http.post('/stores/v1/products', { product: { name: 'Hidden with cost', visible: false, priceData: { price: 10 }, costAndProfitData: { itemCost: 3 } } }, staff);
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    const id = hidden.body.product.id as string;
    const query = { query: { filter: { id } }, includeMerchantSpecificData: true };

    const orders = await keyWith(['ecom:read']);
    expect((await http.get(`/stores-reader/v1/products/${id}?includeMerchantSpecificData=true`, orders)).status).toBe(404);
    expect((await http.post('/stores-reader/v1/products/query', query, orders)).body.products).toEqual([]);
    const shown = (await http.get(`/stores-reader/v1/products/${productId}?includeMerchantSpecificData=true`, orders)).body.product;
    expect(shown.costAndProfitData).toBeUndefined();

    const reader = await keyWith(['catalog:read']);
    const read = await http.get(`/stores-reader/v1/products/${id}?includeMerchantSpecificData=true`, reader);
    expect(read.status).toBe(200);
    expect(read.body.product.costAndProfitData).toMatchObject({ itemCost: 3 });
    expect((await http.post('/stores-reader/v1/products/query', query, reader)).body.products.map((p: { id: string }) => p.id)).toEqual([id]);
  });
});

describe('calls naming an unknown id answer 404 in the error envelope', () => {
  const reads: Call[] = [
    { name: 'product variants query', method: 'POST', path: (id) => `/stores-reader/v1/products/${id}/variants/query`, body: {} },
    { name: 'options availability', method: 'POST', path: (id) => `/stores-reader/v1/products/${id}/productOptionsAvailability`, body: { options: {} } },
    { name: 'get variant', method: 'GET', path: (id) => `/stores-reader/v1/variants/${id}` },
    { name: 'v1 collection by slug', method: 'GET', path: () => '/stores-reader/v1/collections/slug/no-such-collection' },
    { name: 'v1 collection by id', method: 'GET', path: (id) => `/stores-reader/v1/collections/${id}` },
    { name: 'v2 collection by slug', method: 'GET', path: () => '/v2/collections/slug/no-such-collection' },
  ];
  const rows = [...writes.filter((call) => !call.name.startsWith('bulk') && call.name !== 'create product'), ...reads];

  it.each(rows.map((call) => [call.name, call] as const))('%s', async (_name, call) => {
    const response = await http.call(call.method, call.path(unknown), { body: bodyOf(call), headers: staff });
    expect(response.status, JSON.stringify(response.body)).toBe(404);
    expect(response.body.details.applicationError.code).toMatch(/_NOT_FOUND$/);
  });

  it.each(collectionWrites.filter((call) => call.name !== 'create collection').map((call) => [call.name, call] as const))('%s', async (_name, call) => {
    const response = await http.call(call.method, call.path(unknown), { body: bodyOf(call), headers: staff });
    expect(response.status, JSON.stringify(response.body)).toBe(404);
    expect(response.body.details.applicationError.code).toBe('COLLECTION_NOT_FOUND');
  });
});

describe('paging edges', () => {
  /** Each paged read: how to ask for a page, and where the answer keeps its rows and total. */
  const paged = [
    {
      name: 'variants of a product',
      ask: (paging: object) => http.post(`/stores-reader/v1/products/${productId}/variants/query`, { paging }, staff),
      rows: (body: { variants: unknown[] }) => body.variants,
      total: (body: { totalResults: number }) => body.totalResults,
      expectedTotal: 6,
    },
    {
      name: 'store-wide variants',
      ask: (paging: object) => http.post('/stores-reader/v1/variants/query', { query: { filter: { productId }, paging } }, staff),
      rows: (body: { variants: unknown[] }) => body.variants,
      total: (body: { totalResults: number }) => body.totalResults,
      expectedTotal: 6,
    },
    {
      name: 'store collections v2',
      ask: (paging: object) => http.post('/v2/collections/query', { query: { filter: { name: { $startsWith: 'paging' } }, paging } }, staff),
      rows: (body: { collections: unknown[] }) => body.collections,
      total: (body: { metadata: { total: number } }) => body.metadata.total,
      expectedTotal: 3,
    },
  ];

  it.each(paged.map((read) => [read.name, read] as const))('%s: limit 0 gives only the total, 101 is a MAX violation, past the end is empty', async (_name, read) => {
    const none = await read.ask({ limit: 0 });
    expect(none.status).toBe(200);
    expect(read.rows(none.body)).toEqual([]);
    expect(read.total(none.body)).toBe(read.expectedTotal);

    const tooMany = await read.ask({ limit: 101 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details.validationError.fieldViolations[0]).toMatchObject({ violatedRule: 'MAX', field: expect.stringMatching(/paging\.limit$/) });

    const past = await read.ask({ limit: 10, offset: 50 });
    expect(past.status).toBe(200);
    expect(read.rows(past.body)).toEqual([]);
    expect(read.total(past.body)).toBe(read.expectedTotal);

    const last = await read.ask({ limit: 2, offset: read.expectedTotal - 1 });
    expect(read.rows(last.body)).toHaveLength(1);
  });
});
