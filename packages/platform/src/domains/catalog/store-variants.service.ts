import { readsCatalogAsMerchant, type Caller } from '../../lib/caller';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { compileQuery } from '../../db/query-compiler';
import type { QueryInput } from './catalog.schemas';
import * as repo from './products.repository';
import * as variantsRepo from './variants.repository';
import { toWireVariant } from './product-view';
import type { CatalogDeps } from './products.service';
import { siteCurrency } from '../sites/sites.repository';

const variantName = (choices: Record<string, string>) => Object.values(choices).join(' / ');

/** Store-wide variants: `variants/query` and `variants/{id}`, each with its product's id and name. */
export function createStoreVariants(deps: CatalogDeps) {
  /** `merchant`: cost and profit, for staff who asked with `includeMerchantSpecificData`. */
  async function present(siteId: string, variantIds: string[], merchant: boolean) {
    const variants = await variantsRepo.findVariants(deps.db, siteId, variantIds);
    const products = new Map((await repo.findProducts(deps.db, siteId, [...new Set(variants.map((v) => v.productId))])).map((p) => [p.id, p]));
    const byId = new Map(variants.map((v) => [v.id, v]));
    return variantIds.flatMap((id) => {
      const variant = byId.get(id);
      const product = variant && products.get(variant.productId);
      if (!variant || !product) return [];
      // `variantId` repeats `id`: the published client's store-variant type names it so.
      return [{ ...toWireVariant(product, variant, { merchant }), variantId: variant.id, productId: product.id, productName: product.name, variantName: variantName(variant.choices) || product.name }];
    });
  }

  return {
    async query(caller: Caller | undefined, siteId: string, query: QueryInput = {}, options: { includeMerchantSpecificData?: boolean } = {}) {
      const staff = readsCatalogAsMerchant(caller);
      const currency = await siteCurrency(deps.db, siteId);
      const compiled = compileQuery(query, variantsRepo.variantQuery, { siteId, currency });
      const offset = query.paging?.offset ?? 0;
      const page = await variantsRepo.selectVariantPage(deps.db, compiled, { limit: query.paging?.limit ?? 50, offset, visibleOnly: !staff });
      const variants = await present(siteId, page.ids, staff && !!options.includeMerchantSpecificData);
      return { variants, metadata: { items: variants.length, offset }, totalResults: page.total };
    },

    async get(caller: Caller | undefined, siteId: string, id: string, options: { includeMerchantSpecificData?: boolean } = {}) {
      const staff = readsCatalogAsMerchant(caller);
      const [variant] = isUuid(id) ? await present(siteId, [id], staff && !!options.includeMerchantSpecificData) : [];
      if (!variant) throw notFound('variant', id);
      if (!staff) {
        const product = await repo.findProduct(deps.db, siteId, variant.productId);
        if (!product?.visible || !variant.variant.visible) throw notFound('variant', id);
      }
      return variant;
    },
  };
}
