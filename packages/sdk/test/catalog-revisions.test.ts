import { startTestPlatform, type TestPlatform } from '@vitrine/platform/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient, isApplicationError } from '../src';
import { collections } from '../src/modules/collections';
import { products } from '../src/modules/products';

/** Two merchants' tools saving the same record: the one that read an old revision is told, not obeyed. */
let platform: TestPlatform;
let merchant: ReturnType<typeof makeMerchant>;

const makeMerchant = () =>
  createClient({ modules: { products, collections }, auth: ApiKeyStrategy({ apiKey: platform.site.apiKey, siteId: platform.site.siteId }), baseUrl: platform.baseUrl });

beforeAll(async () => {
  platform = await startTestPlatform();
  merchant = makeMerchant();
});
afterAll(() => platform.close());

/** The error a call failed with, for assertions on its code and data. */
const failure = (call: Promise<unknown>) => call.then(() => expect.fail('the save should have been refused'), (error: unknown) => error);

it('saves a product from a fresh read and refuses one from a stale read with REVISION_MISMATCH', async () => {
  const { product } = await merchant.products.createProduct({ name: 'Scarf', priceData: { price: 15 } });
  const saved = await merchant.products.updateProduct(product.id, { name: 'Wool Scarf' }, { expectedRevision: product.revision });
  expect(saved.product).toMatchObject({ name: 'Wool Scarf', revision: product.revision + 1 });

  const error = await failure(merchant.products.updateProduct(product.id, { name: 'Silk Scarf' }, { expectedRevision: product.revision }));
  expect(isApplicationError(error) && { status: error.status, code: error.code, data: error.data }).toEqual({
    status: 409,
    code: 'REVISION_MISMATCH',
    data: { revision: saved.product.revision },
  });
  expect((await merchant.products.getProduct(product.id)).product.name).toBe('Wool Scarf');
});

it('saves a collection without a precondition as before, and refuses a stale one', async () => {
  const { collection } = await merchant.collections.createCollection({ name: 'Winter' });
  const blind = await merchant.collections.updateCollection(collection.id, { description: 'Warm things' });
  expect(blind.collection).toMatchObject({ description: 'Warm things', revision: 1 });

  const error = await failure(merchant.collections.updateCollection(collection.id, { name: 'Cold' }, { expectedRevision: collection.revision }));
  expect(isApplicationError(error) && error.code).toBe('REVISION_MISMATCH');
  expect((await merchant.collections.getCollection(collection.id)).collection.name).toBe('Winter');
});
