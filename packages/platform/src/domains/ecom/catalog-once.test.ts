import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database';
import { storesAppId, type CatalogItem, type CatalogItems, type CatalogReference } from '../catalog/catalog-items';
import { catalogOnce } from './catalog-once';

const db: Queryable = { query: () => Promise.reject(new Error('no database here')) };
const item = (productId: string): CatalogItem => ({
  productId,
  variantId: `${productId}-v`,
  name: productId,
  productType: 'physical',
  priceMinor: 100,
  fullPriceMinor: 100,
  currency: 'USD',
  url: `/product-page/${productId}`,
  choices: {},
  visible: true,
  trackInventory: false,
  inStock: true,
});
const reference = (id: string): CatalogReference => ({ appId: storesAppId, catalogItemId: id });

/** A catalogue whose statement read held `readIds`; counts the statements `resolve` would send. */
function fakeCatalog(readIds: string[]) {
  const resolved: string[][] = [];
  const catalog: CatalogItems = {
    resolve: async (_db, _site, references) => {
      resolved.push(references.map((r) => r.catalogItemId));
      return references.map((r) => item(r.catalogItemId));
    },
    readAlong: () => 'unused',
    resolveRead: (read, references) =>
      references.every((r) => (read as string[]).includes(r.catalogItemId)) ? references.map((r) => item(r.catalogItemId)) : undefined,
    reserve: () => Promise.reject(new Error('unused')),
    release: () => Promise.reject(new Error('unused')),
  };
  return { catalog, resolved, read: readIds };
}

describe('catalogOnce with a read made beside the document', () => {
  it('answers the products the read looked for without a statement, and only once', async () => {
    const { catalog, resolved, read } = fakeCatalog(['a', 'b']);
    const once = catalogOnce(catalog, [reference('a')], read);
    expect((await once.resolve(db, 'site', [reference('b')])).map((found) => found?.productId)).toEqual(['b']);
    expect((await once.resolve(db, 'site', [reference('a'), reference('b')])).map((found) => found?.productId)).toEqual(['a', 'b']);
    expect(resolved).toEqual([]);
  });

  it('reads a product the read did not look for, once', async () => {
    const { catalog, resolved, read } = fakeCatalog(['a']);
    const once = catalogOnce(catalog, [reference('a')], read);
    expect((await once.resolve(db, 'site', [reference('c')])).map((found) => found?.productId)).toEqual(['c']);
    expect((await once.resolve(db, 'site', [reference('c'), reference('a')])).map((found) => found?.productId)).toEqual(['c', 'a']);
    expect(resolved).toEqual([['c', 'a']]);
  });
});
