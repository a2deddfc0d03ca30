import { describe, expect, it } from 'vitest';
import { platformForFile } from './helpers';

/**
 * Two editors of the same product or collection: a save that names the revision it read is
 * refused when someone saved in between, so nobody's changes are silently undone. Runs on PGlite
 * and, through scripts/on-postgres.mjs, on PostgreSQL where the saves really run in parallel.
 */
const file = platformForFile();
const { http, staff } = file;

const kinds = [
  {
    kind: 'product',
    create: { product: { name: 'Linen Shirt', priceData: { price: 30 } } },
    collectionPath: '/stores/v1/products',
    read: (id: string) => `/stores-reader/v1/products/${id}`,
  },
  {
    kind: 'collection',
    create: { collection: { name: 'Summer' } },
    collectionPath: '/stores/v1/collections',
    read: (id: string) => `/v2/collections/${id}`,
  },
] as const;

describe.each(kinds)('saving a $kind', ({ kind, create, collectionPath, read }) => {
  const patch = (id: string, fields: Record<string, unknown>, expectedRevision?: number) =>
    http.patch(`${collectionPath}/${id}`, { [kind]: fields, ...(expectedRevision === undefined ? {} : { expectedRevision }) }, staff);
  const fetchOne = async (id: string) => (await http.get(read(id), staff)).body[kind];
  const newOne = async () => (await http.post(collectionPath, create, staff)).body[kind] as { id: string; revision: number };

  it('shows its revision in reads, counting saves', async () => {
    const created = await newOne();
    expect(created.revision).toBe(0);
    const saved = await patch(created.id, { name: 'Renamed' }, 0);
    expect(saved.status).toBe(200);
    expect(saved.body[kind]).toMatchObject({ name: 'Renamed', revision: 1 });
    expect(await fetchOne(created.id)).toMatchObject({ name: 'Renamed', revision: 1 });
  });

  it('refuses a save from a stale read with 409 REVISION_MISMATCH and the current revision, changing nothing', async () => {
    const { id } = await newOne();
    expect((await patch(id, { name: 'First editor' }, 0)).status).toBe(200);
    const before = await fetchOne(id);

    const stale = await patch(id, { name: 'Second editor', description: 'overwritten?' }, 0);
    expect(stale.status).toBe(409);
    expect(stale.body.details.applicationError).toMatchObject({ code: 'REVISION_MISMATCH', data: { revision: 1 } });
    expect(stale.body.message).toMatch(`Someone else changed the ${kind} first`);
    expect(await fetchOne(id)).toEqual(before);
  });

  it('lets exactly one of ten simultaneous saves from the same revision through', async () => {
    const { id } = await newOne();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => patch(id, { name: `Editor ${i}` }, 0)));
    const passed = answers.filter((answer) => answer.status === 200);
    expect(passed).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
    expect(await fetchOne(id)).toMatchObject({ name: passed[0]!.body[kind].name, revision: 1 });
  });

  it('applies a save without a precondition as before, whatever was saved meanwhile', async () => {
    const { id } = await newOne();
    expect((await patch(id, { name: 'Someone' }, 0)).status).toBe(200);
    const blind = await patch(id, { name: 'Last writer' });
    expect(blind.status).toBe(200);
    expect(blind.body[kind]).toMatchObject({ name: 'Last writer', revision: 2 });
  });

  it('answers 404 for an unknown id and 400 for a malformed revision, never 500', async () => {
    expect((await patch('00000000-0000-4000-8000-000000000000', { name: 'x' }, 0)).status).toBe(404);
    const { id } = await newOne();
    for (const bad of [-1, 1.5, 'one', 2 ** 31]) {
      const answer = await http.patch(`${collectionPath}/${id}`, { [kind]: { name: 'x' }, expectedRevision: bad }, staff);
      expect(answer.status).toBe(400);
      expect(answer.body.details.validationError.fieldViolations[0].field).toBe('expectedRevision');
    }
  });
});

describe('what moves a revision', () => {
  it('moves a product’s revision with every change, so a variant edit in another tab is noticed', async () => {
    const { product } = (await http.post('/stores/v1/products', { product: { name: 'Mug', priceData: { price: 9 } } }, staff)).body;
    const stocked = await http.patch(`/stores/v1/products/${product.id}/variants`, { variants: [{ choices: {}, stock: { inStock: false } }] }, staff);
    expect(stocked.status).toBe(200);
    const afterVariants = (await http.get(`/stores-reader/v1/products/${product.id}`, staff)).body.product;
    expect(afterVariants.revision).toBe(1);
    expect((await http.patch(`/stores/v1/products/${product.id}`, { product: { name: 'Big Mug' }, expectedRevision: 0 }, staff)).status).toBe(409);
  });

  it('keeps a collection’s revision when products are added, so the same editor’s save still passes', async () => {
    const { collection } = (await http.post('/stores/v1/collections', { collection: { name: 'Gifts' } }, staff)).body;
    const { product } = (await http.post('/stores/v1/products', { product: { name: 'Candle', priceData: { price: 12 } } }, staff)).body;
    expect((await http.post(`/stores/v1/collections/${collection.id}/productIds`, { productIds: [product.id] }, staff)).status).toBe(200);
    const saved = await http.patch(`/stores/v1/collections/${collection.id}`, { collection: { description: 'For friends' }, expectedRevision: 0 }, staff);
    expect(saved.status).toBe(200);
    expect(saved.body.collection).toMatchObject({ description: 'For friends', numberOfProducts: 1, revision: 1 });
  });
});
