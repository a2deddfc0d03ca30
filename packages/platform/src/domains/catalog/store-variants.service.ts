import { isStaff, type Caller } from '../../lib/caller';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { queryOne } from '../../db/database';
import type { QueryInput } from './catalog.schemas';
import { compileQuery, type FieldSpec } from './product-query';
import * as repo from './products.repository';
import { toWireVariant } from './product-view';
import type { CatalogDeps } from './products.service';

/** Expressions for what a variant is, whether or not its product manages variants (see pricing.ts). */
const effectivePrice = 'CASE WHEN p.manage_variants THEN coalesce(v.price_minor, p.price_minor) ELSE p.price_minor END';
const effectiveSku = 'CASE WHEN p.manage_variants THEN coalesce(v.sku, p.sku) ELSE p.sku END';
const effectiveInStock = 'CASE WHEN p.track_inventory THEN coalesce(v.quantity, 0) > 0 ELSE v.in_stock END';
const effectiveVisible = '(p.visible AND (NOT p.manage_variants OR v.visible))';

const variantFields: Record<string, FieldSpec> = {
  id: { kind: 'uuid', column: 'v.id', sortable: true },
  productId: { kind: 'uuid', column: 'v.product_id', sortable: true },
  productName: { kind: 'text', column: 'p.name', sortable: true },
  sku: { kind: 'text', column: effectiveSku, sortable: true, nullable: true },
  price: { kind: 'money', column: effectivePrice, sortable: true },
  'variant.priceData.price': { kind: 'money', column: effectivePrice, sortable: true },
  inStock: { kind: 'boolean', column: effectiveInStock },
  'stock.inStock': { kind: 'boolean', column: effectiveInStock },
  visible: { kind: 'boolean', column: effectiveVisible },
};

const variantName = (choices: Record<string, string>) => Object.values(choices).join(' / ');

/** Store-wide variants: `variants/query` and `variants/{id}`, each with its product's id and name. */
export function createStoreVariants(deps: CatalogDeps) {
  /** `merchant`: cost and profit, for staff who asked with `includeMerchantSpecificData`. */
  async function present(siteId: string, variantIds: string[], merchant: boolean) {
    const variants = await repo.findVariants(deps.db, siteId, variantIds);
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
      const staff = isStaff(caller);
      const compiled = compileQuery(query, { siteId, currency: await currencyOf(siteId), visibleOnly: false, fields: variantFields, alias: 'v', defaultOrder: 'p.name ASC, v.position ASC' });
      const where = staff ? compiled.where : `${compiled.where} AND ${effectiveVisible}`;
      const limit = query.paging?.limit ?? 50;
      const offset = query.paging?.offset ?? 0;
      const from = 'product_variants v JOIN products p ON p.id = v.product_id';
      const [rows, count] = await Promise.all([
        deps.db.query<{ id: string }>(
          `SELECT v.id FROM ${from} WHERE ${where} ORDER BY ${compiled.orderBy} LIMIT $${compiled.params.length + 1} OFFSET $${compiled.params.length + 2}`,
          [...compiled.params, limit, offset],
        ),
        queryOne<{ n: number }>(deps.db, `SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, compiled.params),
      ]);
      const variants = await present(siteId, rows.map((row) => row.id), staff && !!options.includeMerchantSpecificData);
      return { variants, metadata: { items: variants.length, offset }, totalResults: count?.n ?? 0 };
    },

    async get(caller: Caller | undefined, siteId: string, id: string, options: { includeMerchantSpecificData?: boolean } = {}) {
      const staff = isStaff(caller);
      const [variant] = isUuid(id) ? await present(siteId, [id], staff && !!options.includeMerchantSpecificData) : [];
      if (!variant) throw notFound('variant', id);
      if (!staff) {
        const product = await repo.findProduct(deps.db, siteId, variant.productId);
        if (!product?.visible || !variant.variant.visible) throw notFound('variant', id);
      }
      return variant;
    },
  };

  async function currencyOf(siteId: string) {
    return (await queryOne<{ currency: string }>(deps.db, 'SELECT currency FROM sites WHERE id = $1', [siteId]))?.currency ?? 'USD';
  }
}
