/** Store-wide variants: every product's variants in one query, and one variant by id. */
import type { Transport } from '../core/types';
import type { CatalogQuery, VariantField } from './catalog-query';
import type { Variant } from './catalog-types';

export { variantQuery, type VariantField } from './catalog-query';

export interface StoreVariant extends Variant {
  /** The same value as `id`. */
  variantId: string;
  productId: string;
  productName: string;
  /** The choices joined, e.g. `M / Blue`; the product's name without options. */
  variantName: string;
}

/**
 * @example
 * const client = createClient({ modules: { variants }, auth: ApiKeyStrategy({ apiKey, siteId }), baseUrl });
 * const { variants: low } = await client.variants.queryVariants(variantQuery().eq('inStock', false).build());
 */
export function variants(transport: Transport) {
  return {
    /** Cost and profit come only for owners and apps, and only with `includeMerchantSpecificData`. */
    queryVariants(
      query: CatalogQuery<VariantField> = {},
      options: { includeMerchantSpecificData?: boolean } = {},
    ): Promise<{ variants: StoreVariant[]; metadata: { items: number; offset: number }; totalResults: number }> {
      return transport.request({ method: 'POST', path: '/stores-reader/v1/variants/query', body: { query, ...options }, args: [query, options] });
    },
    getVariant(id: string, options: { includeMerchantSpecificData?: boolean } = {}): Promise<{ variant: StoreVariant }> {
      return transport.request({ method: 'GET', path: `/stores-reader/v1/variants/${encodeURIComponent(id)}`, query: { ...options }, args: [id, options] });
    },
  };
}
