/**
 * Collections: writes under `/stores/v1`, v1 reads under `/stores-reader/v1`, and store
 * collections v2 at `/v2/collections` (spec §7).
 */
import { newIdempotencyKey } from './idempotency-key.ts';
import type { Transport } from '../core/types.ts';
import type { CatalogQuery, CollectionField } from './catalog-query.ts';
import type { Collection, CollectionInput, SaveOptions } from './catalog-types.ts';

export type { Collection, CollectionInput, SaveOptions } from './catalog-types.ts';
export { collectionQuery, type CollectionField } from './catalog-query.ts';

const id$ = (id: string) => encodeURIComponent(id);

export interface QueryCollectionsResult {
  collections: Collection[];
  metadata: { count: number; offset: number; total: number };
}

/**
 * @example
 * const client = createClient({ modules: { collections }, auth: OAuthStrategy({ clientId }), baseUrl });
 * const { collection } = await client.collections.getCollectionBySlug('summer-sale');
 * const { collections: page } = await client.collections.queryCollections(collectionQuery().ascending('name').limit(10).build());
 */
export function collections(transport: Transport) {
  return {
    createCollection(collection: CollectionInput): Promise<{ collection: Collection }> {
      return transport.request({ method: 'POST', path: '/stores/v1/collections', body: { collection }, args: [collection], idempotencyKey: newIdempotencyKey() });
    },
    /**
     * Changes only the fields given. With `options.expectedRevision` (the collection's `revision`
     * as read), only if nobody saved the collection since; otherwise a 409 `REVISION_MISMATCH`.
     */
    updateCollection(id: string, collection: Partial<CollectionInput>, options: SaveOptions = {}): Promise<{ collection: Collection }> {
      return transport.request({
        method: 'PATCH',
        path: `/stores/v1/collections/${id$(id)}`,
        body: { collection, ...options },
        args: [id, collection, options],
      });
    },
    /** The collection goes; its products stay. */
    deleteCollection(id: string): Promise<Record<string, never>> {
      return transport.request({ method: 'DELETE', path: `/stores/v1/collections/${id$(id)}`, args: [id] });
    },
    addProductsToCollection(id: string, productIds: string[]): Promise<Record<string, never>> {
      return transport.request({ method: 'POST', path: `/stores/v1/collections/${id$(id)}/productIds`, body: { productIds }, args: [id, productIds] });
    },
    removeProductsFromCollection(id: string, productIds: string[]): Promise<Record<string, never>> {
      return transport.request({ method: 'POST', path: `/stores/v1/collections/${id$(id)}/productIds/delete`, body: { productIds }, args: [id, productIds] });
    },
    /** Catalogue v1: by slug. */
    getCollectionBySlug(slug: string): Promise<{ collection: Collection }> {
      return transport.request({ method: 'GET', path: `/stores-reader/v1/collections/slug/${id$(slug)}`, args: [slug] });
    },
    /** Store collections v2: by id. */
    getCollection(id: string): Promise<{ collection: Collection }> {
      return transport.request({ method: 'GET', path: `/v2/collections/${id$(id)}`, args: [id] });
    },
    /** Store collections v2: by slug. */
    getStoreCollectionBySlug(slug: string): Promise<{ collection: Collection }> {
      return transport.request({ method: 'GET', path: `/v2/collections/slug/${id$(slug)}`, args: [slug] });
    },
    /** Store collections v2: filter, sort (ASC/DESC) and offset paging. */
    queryCollections(query: CatalogQuery<CollectionField> = {}): Promise<QueryCollectionsResult> {
      return transport.request({ method: 'POST', path: '/v2/collections/query', body: { query }, args: [query] });
    },
  };
}
