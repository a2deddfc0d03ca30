import { useVitrineClient } from '@vitrine/react';
import type { collections } from '@vitrine/sdk/modules/collections';
import type { MediaApi } from '@vitrine/sdk/modules/media';
import type { products } from '@vitrine/sdk/modules/products';
import { useMemo } from 'react';
import type { BulkResult, Collection, MediaRef, Product, ProductQuery, UploadedFile, VariantPatch } from './catalog-types';

/**
 * The catalogue as the studio uses it, over the SDK's products, collections and media modules.
 * Every catalogue call of the studio goes through this one object: reads always ask for the
 * merchant's data (cost, profit), and answers are unwrapped to the entity itself.
 */
export interface CatalogAdmin {
  queryProducts(query: ProductQuery): Promise<{ products: Product[]; total: number }>;
  getProduct(id: string): Promise<Product>;
  createProduct(input: object): Promise<Product>;
  /** With `expectedRevision`, refused (see isRevisionConflict) when someone saved the product since. */
  updateProduct(id: string, patch: object, options?: { expectedRevision?: number }): Promise<Product>;
  deleteProduct(id: string): Promise<void>;
  updateVariants(id: string, variants: VariantPatch[]): Promise<void>;
  resetVariants(id: string): Promise<void>;
  addMedia(id: string, media: MediaRef[]): Promise<void>;
  removeMedia(id: string, mediaIds: string[]): Promise<void>;
  addChoiceMedia(id: string, media: Array<{ option: string; choice: string; mediaIds: string[] }>): Promise<void>;
  removeChoiceMedia(id: string, media: Array<{ option: string; choice: string; mediaIds: string[] }>): Promise<void>;
  deleteOptions(id: string): Promise<void>;
  removeBrand(id: string): Promise<void>;
  removeRibbon(id: string): Promise<void>;
  bulkSet(ids: string[], set: Partial<Record<'price' | 'cost' | 'weight', number>>): Promise<BulkResult>;
  bulkAdjust(ids: string[], adjust: Partial<Record<'price' | 'cost' | 'weight', { amount?: number; percentage?: number; rounding?: boolean }>>): Promise<BulkResult>;
  uploadMedia(file: File): Promise<UploadedFile>;
  queryCollections(query: ProductQuery): Promise<{ collections: Collection[]; total: number }>;
  getCollection(id: string): Promise<Collection>;
  createCollection(input: object): Promise<Collection>;
  /** With `expectedRevision`, refused (see isRevisionConflict) when someone saved the collection since. */
  updateCollection(id: string, patch: object, options?: { expectedRevision?: number }): Promise<Collection>;
  deleteCollection(id: string): Promise<void>;
  addProductsToCollection(id: string, productIds: string[]): Promise<void>;
  removeProductsFromCollection(id: string, productIds: string[]): Promise<void>;
}

/** The platform refused a save because someone else saved the same product or collection after it was read. */

export interface CatalogClient {
  products: ReturnType<typeof products>;
  collections: ReturnType<typeof collections>;
  media: MediaApi;
}

// The SDK's input types are stricter unions than the studio's form output; the platform validates.
type Loose = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export function createCatalogAdmin(client: CatalogClient): CatalogAdmin {
  const p = client.products;
  const c = client.collections;
  const done = async (call: Promise<unknown>) => void (await call);
  return {
    async queryProducts(query) {
      const page = await p.queryProducts(query as Loose, { includeMerchantSpecificData: true });
      return { products: page.products as unknown as Product[], total: page.totalResults };
    },
    async getProduct(id) {
      return (await p.getProduct(id, { includeMerchantSpecificData: true })).product as unknown as Product;
    },
    async createProduct(input) {
      return (await p.createProduct(input as Loose)).product as unknown as Product;
    },
    async updateProduct(id, patch, options) {
      return (await p.updateProduct(id, patch as Loose, options)).product as unknown as Product;
    },
    deleteProduct: (id) => done(p.deleteProduct(id)),
    updateVariants: (id, variants) => done(p.updateVariants(id, variants as Loose)),
    resetVariants: (id) => done(p.resetVariantsToDefault(id)),
    addMedia: (id, media) => done(p.addProductMedia(id, media as Loose)),
    removeMedia: (id, mediaIds) => done(p.removeProductMedia(id, mediaIds)),
    addChoiceMedia: (id, media) => done(p.addProductMediaToChoices(id, media)),
    removeChoiceMedia: (id, media) => done(p.removeProductMediaFromChoices(id, media)),
    deleteOptions: (id) => done(p.deleteProductOptions(id)),
    removeBrand: (id) => done(p.removeBrand(id)),
    removeRibbon: (id) => done(p.removeRibbon(id)),
    bulkSet: (ids, set) => p.bulkUpdateProducts(ids, set) as Promise<BulkResult>,
    bulkAdjust: (ids, adjust) => p.bulkAdjustProductProperties(ids, adjust as Loose) as Promise<BulkResult>,
    async uploadMedia(file) {
      const uploaded = await client.media.uploadFile(file);
      return { id: uploaded.id, url: uploaded.url, mediaUri: uploaded.mediaUri, fileName: uploaded.fileName };
    },
    async queryCollections(query) {
      const page = await c.queryCollections(query as Loose);
      return { collections: page.collections as unknown as Collection[], total: page.metadata.total };
    },
    async getCollection(id) {
      return (await c.getCollection(id)).collection as unknown as Collection;
    },
    async createCollection(input) {
      return (await c.createCollection(input as Loose)).collection as unknown as Collection;
    },
    async updateCollection(id, patch, options) {
      return (await c.updateCollection(id, patch as Loose, options)).collection as unknown as Collection;
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
