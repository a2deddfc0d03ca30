import { useVitrineClient } from '@vitrine/react';
import type { CatalogQuery, CollectionField } from '@vitrine/sdk/modules/catalog-query';
import type { collections, Collection, CollectionInput } from '@vitrine/sdk/modules/collections';
import type { MediaApi, MediaFile } from '@vitrine/sdk/modules/media';
import type { Adjustment, BulkResult, MediaReference, Product, ProductField, ProductInput, products, VariantUpdate } from '@vitrine/sdk/modules/products';
import { useMemo } from 'react';

/** What the media manager needs of an uploaded file. */
export type UploadedFile = Pick<MediaFile, 'id' | 'url' | 'mediaUri' | 'fileName'>;

/**
 * The catalogue as the studio uses it, over the SDK's products, collections and media modules.
 * Every catalogue call of the studio goes through this one object: reads always ask for the
 * merchant's data (cost, profit), and answers are unwrapped to the entity itself.
 */
export interface CatalogAdmin {
  queryProducts(query: CatalogQuery<ProductField>): Promise<{ products: Product[]; total: number }>;
  getProduct(id: string): Promise<Product>;
  createProduct(input: ProductInput): Promise<Product>;
  /** With `expectedRevision`, refused (see isRevisionConflict) when someone saved the product since. */
  updateProduct(id: string, patch: Partial<ProductInput>, options?: { expectedRevision?: number }): Promise<Product>;
  deleteProduct(id: string): Promise<void>;
  updateVariants(id: string, variants: VariantUpdate[]): Promise<void>;
  resetVariants(id: string): Promise<void>;
  addMedia(id: string, media: MediaReference[]): Promise<void>;
  removeMedia(id: string, mediaIds: string[]): Promise<void>;
  addChoiceMedia(id: string, media: Array<{ option: string; choice: string; mediaIds: string[] }>): Promise<void>;
  removeChoiceMedia(id: string, media: Array<{ option: string; choice: string; mediaIds: string[] }>): Promise<void>;
  deleteOptions(id: string): Promise<void>;
  removeBrand(id: string): Promise<void>;
  removeRibbon(id: string): Promise<void>;
  bulkSet(ids: string[], set: Partial<Record<'price' | 'cost' | 'weight', number>>): Promise<BulkResult>;
  bulkAdjust(ids: string[], adjust: Partial<Record<'price' | 'cost' | 'weight', Adjustment>>): Promise<BulkResult>;
  uploadMedia(file: File): Promise<UploadedFile>;
  queryCollections(query: CatalogQuery<CollectionField>): Promise<{ collections: Collection[]; total: number }>;
  getCollection(id: string): Promise<Collection>;
  createCollection(input: CollectionInput): Promise<Collection>;
  /** With `expectedRevision`, refused (see isRevisionConflict) when someone saved the collection since. */
  updateCollection(id: string, patch: Partial<CollectionInput>, options?: { expectedRevision?: number }): Promise<Collection>;
  deleteCollection(id: string): Promise<void>;
  addProductsToCollection(id: string, productIds: string[]): Promise<void>;
  removeProductsFromCollection(id: string, productIds: string[]): Promise<void>;
}

export interface CatalogClient {
  products: ReturnType<typeof products>;
  collections: ReturnType<typeof collections>;
  media: MediaApi;
}

export function createCatalogAdmin(client: CatalogClient): CatalogAdmin {
  const p = client.products;
  const c = client.collections;
  const done = async (call: Promise<unknown>) => void (await call);
  return {
    async queryProducts(query) {
      const page = await p.queryProducts(query, { includeMerchantSpecificData: true });
      return { products: page.products, total: page.totalResults };
    },
    async getProduct(id) {
      return (await p.getProduct(id, { includeMerchantSpecificData: true })).product;
    },
    async createProduct(input) {
      return (await p.createProduct(input)).product;
    },
    async updateProduct(id, patch, options) {
      return (await p.updateProduct(id, patch, options)).product;
    },
    deleteProduct: (id) => done(p.deleteProduct(id)),
    updateVariants: (id, variants) => done(p.updateVariants(id, variants)),
    resetVariants: (id) => done(p.resetVariantsToDefault(id)),
    addMedia: (id, media) => done(p.addProductMedia(id, media)),
    removeMedia: (id, mediaIds) => done(p.removeProductMedia(id, mediaIds)),
    addChoiceMedia: (id, media) => done(p.addProductMediaToChoices(id, media)),
    removeChoiceMedia: (id, media) => done(p.removeProductMediaFromChoices(id, media)),
    deleteOptions: (id) => done(p.deleteProductOptions(id)),
    removeBrand: (id) => done(p.removeBrand(id)),
    removeRibbon: (id) => done(p.removeRibbon(id)),
    bulkSet: (ids, set) => p.bulkUpdateProducts(ids, set),
    bulkAdjust: (ids, adjust) => p.bulkAdjustProductProperties(ids, adjust),
    async uploadMedia(file) {
      const uploaded = await client.media.uploadFile(file);
      return { id: uploaded.id, url: uploaded.url, mediaUri: uploaded.mediaUri, fileName: uploaded.fileName };
    },
    async queryCollections(query) {
      const page = await c.queryCollections(query);
      return { collections: page.collections, total: page.metadata.total };
    },
    async getCollection(id) {
      return (await c.getCollection(id)).collection;
    },
    async createCollection(input) {
      return (await c.createCollection(input)).collection;
    },
    async updateCollection(id, patch, options) {
      return (await c.updateCollection(id, patch, options)).collection;
    },
    deleteCollection: (id) => done(c.deleteCollection(id)),
    addProductsToCollection: (id, productIds) => done(c.addProductsToCollection(id, productIds)),
    removeProductsFromCollection: (id, productIds) => done(c.removeProductsFromCollection(id, productIds)),
  };
}

export function useCatalog(): CatalogAdmin {
  const client = useVitrineClient<CatalogClient>();
  return useMemo(() => createCatalogAdmin(client), [client]);
}
