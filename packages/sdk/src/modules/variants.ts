/** Store-wide variants: every product's variants in one query, and one variant by id. */
import type { Transport } from '../core/types.ts';
import type { CatalogQuery, VariantField } from './catalog-query.ts';
import type { StoreVariant } from '../generated/catalog.ts';

export { variantQuery, type VariantField } from './catalog-query.ts';

/** A variant with its product: `variantName` joins the choices (`M / Blue`). */
export type { StoreVariant } from '../generated/catalog.ts';

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
