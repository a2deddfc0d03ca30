/**
 * Products: catalogue writes (`/stores/v1`, owners and API keys with `catalog:write`) and reads
 * (`/stores-reader/v1`, any caller; visitors see visible products only).
 */
import { newIdempotencyKey } from './idempotency-key.ts';
import type { Transport } from '../core/types.ts';
import type { CatalogQuery, ProductField } from './catalog-query.ts';
import type { BulkResult, VariantUpdate } from '../generated/catalog.ts';
import type { MediaReference, MediaSet, Paging, PriceData, Product, ProductInput, ProductOption, SaveOptions, Variant } from './catalog-types.ts';

export * from './catalog-types.ts';
/** `VariantUpdate`: select variants by choices (`{ Size: 'M' }` selects every M) and/or ids, and set what is given. */
export type { BulkResult, VariantUpdate } from '../generated/catalog.ts';
export { productQuery, type CatalogQuery, type Filter, type ProductField } from './catalog-query.ts';

const writes = '/stores/v1/products';
const reads = '/stores-reader/v1/products';
const id$ = (id: string) => encodeURIComponent(id);

export interface QueryProductsResult {
  products: Product[];
  /** `total` equals `totalResults` (the published client reads it from here). */
  metadata: { items: number; offset: number; total?: number; tooManyToCount?: boolean };
  /** Capped at the platform's count bound when `metadata.tooManyToCount` is true. */
  totalResults: number;
}

export interface Adjustment {
  /** Added (negative: subtracted); give this or `percentage`. */
  amount?: number;
  percentage?: number;
  /** Round the result to whole currency units. */
  rounding?: boolean;
}

export interface OptionsAvailability {
  availableForPurchase: boolean;
  productOptions: ProductOption[];
  selectedVariant?: {
    id: string;
    choices: Record<string, string>;
    price: PriceData;
    convertedPriceData: PriceData;
    weight?: number;
    sku?: string;
    visible: boolean;
    inStock: boolean;
    quantity?: number;
  };
  media: MediaSet;
}

type ChoiceMedia = Array<{ option: string; choice: string; mediaIds: string[] }>;

/**
 * @example
 * const client = createClient({ modules: { products }, auth: OAuthStrategy({ clientId }), baseUrl });
 * const { products: page, totalResults } = await client.products.queryProducts(
 *   productQuery().contains('name', 'shirt').ascending('price').limit(20).build(),
 * );
 * const { product } = await client.products.getProduct(page[0].id);
 */
export function products(transport: Transport) {
  return {
    createProduct(product: ProductInput): Promise<{ product: Product }> {
      return transport.request({ method: 'POST', path: writes, body: { product }, args: [product], idempotencyKey: newIdempotencyKey() });
    },
    /**
     * Changes only the fields given. With `options.expectedRevision` (the product's `revision` as
     * read), only if nobody saved the product since; otherwise a 409 `REVISION_MISMATCH`.
     *
     * @example
     * const { product } = await client.products.getProduct(id);
     * try {
     *   await client.products.updateProduct(id, { name: 'Linen Shirt' }, { expectedRevision: product.revision });
     * } catch (error) {
     *   if (isApplicationError(error) && error.code === 'REVISION_MISMATCH') showTheirVersion(await client.products.getProduct(id));
     * }
     */
    updateProduct(id: string, product: Partial<ProductInput>, options: SaveOptions = {}): Promise<{ product: Product }> {
      return transport.request({ method: 'PATCH', path: `${writes}/${id$(id)}`, body: { product, ...options }, args: [id, product, options] });
    },
    deleteProduct(id: string): Promise<Record<string, never>> {
      return transport.request({ method: 'DELETE', path: `${writes}/${id$(id)}`, args: [id] });
    },
    /** Cost and profit come only for owners and apps, and only with `includeMerchantSpecificData`. */
    getProduct(id: string, options: { includeMerchantSpecificData?: boolean } = {}): Promise<{ product: Product }> {
      return transport.request({ method: 'GET', path: `${reads}/${id$(id)}`, query: { ...options }, args: [id, options] });
    },
    /** GET with `.r`; the transport sends it as a POST when the query string would pass 4000 characters. */
    queryProducts(
      query: CatalogQuery<ProductField> = {},
      options: { includeVariants?: boolean; includeMerchantSpecificData?: boolean } = {},
    ): Promise<QueryProductsResult> {
      return transport.request({ method: 'GET', path: `${reads}/query-platformized`, query: { query, ...options }, args: [query, options] });
    },
    updateVariants(id: string, variants: VariantUpdate[]): Promise<{ variants: Variant[] }> {
      return transport.request({ method: 'PATCH', path: `${writes}/${id$(id)}/variants`, body: { variants }, args: [id, variants] });
    },
    resetVariantsToDefault(id: string): Promise<Record<string, never>> {
      return transport.request({ method: 'POST', path: `${writes}/${id$(id)}/variants/resetToDefault`, body: {}, args: [id] });
    },
    queryProductVariants(
      id: string,
      options: { choices?: Record<string, string>; variantIds?: string[]; paging?: Paging; includeMerchantSpecificData?: boolean } = {},
    ): Promise<{ variants: Variant[]; metadata: { items: number; offset: number }; totalResults: number }> {
      return transport.request({ method: 'POST', path: `${reads}/${id$(id)}/variants/query`, body: options, args: [id, options] });
    },
    /** Which choices are still available given `options`; `selectedVariant` once they name every option. */
    productOptionsAvailability(id: string, options: Record<string, string>): Promise<OptionsAvailability> {
      return transport.request({ method: 'POST', path: `${reads}/${id$(id)}/productOptionsAvailability`, body: { options }, args: [id, options] });
    },
    addProductMedia(id: string, media: MediaReference[]): Promise<Record<string, never>> {
      return transport.request({ method: 'POST', path: `${writes}/${id$(id)}/media`, body: { media }, args: [id, media] });
    },
    removeProductMedia(id: string, mediaIds: string[]): Promise<Record<string, never>> {
      return transport.request({ method: 'POST', path: `${writes}/${id$(id)}/media/delete`, body: { mediaIds }, args: [id, mediaIds] });
    },
    addProductMediaToChoices(id: string, media: ChoiceMedia): Promise<Record<string, never>> {
      return transport.request({ method: 'PATCH', path: `${writes}/${id$(id)}/choices/media`, body: { media }, args: [id, media] });
    },
    /** An empty `mediaIds` removes every media item of that choice. */
    removeProductMediaFromChoices(id: string, media: ChoiceMedia): Promise<Record<string, never>> {
      return transport.request({ method: 'POST', path: `${writes}/${id$(id)}/choices/media/delete`, body: { media }, args: [id, media] });
    },
    deleteProductOptions(id: string): Promise<Record<string, never>> {
      return transport.request({ method: 'DELETE', path: `${writes}/${id$(id)}/options`, args: [id] });
    },
    removeBrand(id: string): Promise<Record<string, never>> {
      return transport.request({ method: 'POST', path: `${writes}/${id$(id)}/remove-brand`, body: {}, args: [id] });
    },
    removeRibbon(id: string): Promise<Record<string, never>> {
      return transport.request({ method: 'POST', path: `${writes}/${id$(id)}/remove-ribbon`, body: {}, args: [id] });
    },
    /** Sets price, cost or weight on every product of `ids`; one result per product. */
    bulkUpdateProducts(ids: string[], set: { price?: number; cost?: number; weight?: number }): Promise<BulkResult> {
      return transport.request({ method: 'POST', path: '/stores/v1/bulk/products/update', body: { ids, set }, args: [ids, set] });
    },
    /** Raises or lowers price, cost or weight by an amount or a percentage, never below zero. */
    bulkAdjustProductProperties(ids: string[], adjust: { price?: Adjustment; cost?: Adjustment; weight?: Adjustment }): Promise<BulkResult> {
      return transport.request({ method: 'POST', path: '/stores/v1/bulk/products/adjust-properties', body: { ids, adjust }, args: [ids, adjust] });
    },
  };
}
