import type { Queryable } from '../../db/database';
import { recordEvents, type DomainEvent } from '../../lib/events';
import { isUuid } from '../../lib/ids';
import type { CatalogItem, CatalogItems, CatalogReference, StockLine } from './catalog-items';
import { storesAppId } from './catalog-items';
import type { ProductRecord, StoredMedia, VariantRecord } from './catalog.records';
import { fileUrl } from './media-view';
import { toWireProduct } from './product-view';
import { effectiveVariant } from './pricing';
import * as repo from './products.repository';
import type { CatalogDeps } from './products.service';
import * as variantsRepo from './variants.repository';

/**
 * The catalogue side of the cart contract (catalog-items.ts). Image URLs of uploaded files are
 * paths on the platform (`/media/<id>/<name>`), like `url`; the ecom domain prefixes its public URL.
 */

function pickVariant(product: ProductRecord, variants: readonly VariantRecord[], options: CatalogReference['options']) {
  if (options?.variantId) return variants.find((v) => v.id === options.variantId);
  const wanted = options?.options;
  if (wanted && Object.keys(wanted).length > 0) {
    // Choices may be named by description ("Black") or by value ("#000000" for colours).
    const normalised: Record<string, string> = {};
    for (const option of product.productOptions) {
      const given = wanted[option.name];
      if (given === undefined) return undefined;
      const choice = option.choices.find((c) => c.description === given || c.value === given);
      if (!choice) return undefined;
      normalised[option.name] = choice.description;
    }
    if (Object.keys(wanted).length !== product.productOptions.length) return undefined;
    return variants.find((v) => product.productOptions.every((o) => v.choices[o.name] === normalised[o.name]));
  }
  return product.productOptions.length === 0 ? variants[0] : undefined;
}

function imageOf(product: ProductRecord, variant: VariantRecord): StoredMedia | undefined {
  const byId = new Map(product.media.map((m) => [m.id, m]));
  for (const option of product.productOptions) {
    const choice = option.choices.find((c) => c.description === variant.choices[option.name]);
    const image = choice?.mediaIds.map((id) => byId.get(id)).find((m) => m?.mediaType === 'image');
    if (image) return image;
  }
  return product.media.find((m) => m.mediaType === 'image');
}

function toItem(product: ProductRecord, variant: VariantRecord): CatalogItem {
  const effective = effectiveVariant(product, variant);
  const image = imageOf(product, variant);
  return {
    productId: product.id,
    variantId: variant.id,
    name: product.name,
    productType: product.productType,
    sku: effective.sku ?? undefined,
    priceMinor: effective.discountedPriceMinor,
    fullPriceMinor: effective.priceMinor,
    currency: product.currency,
    weight: effective.weight ?? undefined,
    image: image && {
      id: image.id,
      url: image.fileId ? fileUrl('', image.fileId, image.fileName ?? 'file') : (image.externalUrl ?? ''),
      width: image.width,
      height: image.height,
    },
    url: `/product-page/${product.slug}`,
    choices: { ...variant.choices },
    visible: product.visible && effective.visible,
    trackInventory: product.trackInventory,
    quantity: effective.quantity,
    inStock: effective.inStock,
  };
}

/** Each reference's item among the products read (with their variants), or undefined. */
function itemsOf(read: ReadonlyArray<{ product: ProductRecord; variants: VariantRecord[] }>, references: readonly CatalogReference[]) {
  const products = new Map(read.map((found) => [found.product.id, found]));
  return references.map((reference) => {
    if (reference.appId !== storesAppId) return undefined;
    const found = products.get(reference.catalogItemId);
    if (!found) return undefined;
    const variant = pickVariant(found.product, found.variants, reference.options);
    return variant && toItem(found.product, variant);
  });
}

/**
 * The cart contract over this platform's catalogue. `deps.baseUrl` is for the product events an
 * order's stock change writes.
 */
export function createCatalogItems(deps: CatalogDeps): CatalogItems {
  /**
   * Quantities (and perhaps the stock status) changed: the same events as a staff stock edit, for
   * every product, from one statement (the save answers the variants and collections too).
   */
  async function stockChanged(tx: Queryable, siteId: string, productIds: ReadonlySet<string>): Promise<DomainEvent[]> {
    const saved = await repo.refreshStockAndTouch(tx, siteId, [...productIds]);
    return saved.flatMap(({ product, variants, collectionIds }) => {
      const wire = toWireProduct(product, variants, collectionIds, { baseUrl: deps.baseUrl(), staff: true, merchant: true, includeVariants: true });
      return [
        { type: 'product.changed' as const, siteId, entityId: wire.id, entity: wire },
        { type: 'product.variants_changed' as const, siteId, entityId: wire.id, entity: { productId: wire.id, variants: wire.variants } },
      ];
    });
  }

  return {
    async resolve(db: Queryable, siteId: string, references: readonly CatalogReference[]) {
      const ids = [...new Set(references.filter((r) => r.appId === storesAppId && isUuid(r.catalogItemId)).map((r) => r.catalogItemId))];
      return itemsOf(await repo.findProductsWithVariants(db, siteId, ids), references);
    },

    readAlong(referencesSql: string) {
      return repo.productsWithVariantsAlong(referencesSql);
    },

    resolveRead(read: unknown, references: readonly CatalogReference[]) {
      const { ids, products } = repo.productsWithVariantsOf(read as Parameters<typeof repo.productsWithVariantsOf>[0]);
      const looked = new Set(ids);
      const unread = references.some((r) => r.appId === storesAppId && isUuid(r.catalogItemId) && !looked.has(r.catalogItemId.toLowerCase()));
      return unread ? undefined : itemsOf(products, references);
    },

    async reserve(tx: Queryable, siteId: string, lines: readonly StockLine[]) {
      const wanted = new Map<string, number>();
      for (const line of lines) wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity);
      const ids = [...wanted.keys()].filter(isUuid);
      const rows = await variantsRepo.lockAndTakeStock(tx, siteId, new Map(ids.map((id) => [id, wanted.get(id)!])), ids.length === wanted.size);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const shortages: Array<{ variantId: string; requested: number; available: number }> = [];
      for (const [variantId, requested] of wanted) {
        const row = byId.get(variantId);
        const available = !row ? 0 : row.track_inventory ? (row.quantity ?? 0) : row.in_stock ? Number.MAX_SAFE_INTEGER : 0;
        if (available < requested) shortages.push({ variantId, requested, available });
      }
      // Nothing was taken when a line falls short: the statement takes all or none.
      if (shortages.length) return { ok: false as const, shortages };
      const untaken = rows.find((row) => row.track_inventory && !row.taken);
      if (untaken) throw new Error(`stock of variant ${untaken.id} changed under its lock`);
      const touched = new Set(rows.filter((row) => row.taken).map((row) => row.product_id));
      return { ok: true as const, events: await stockChanged(tx, siteId, touched) };
    },

    async release(tx: Queryable, siteId: string, lines: readonly StockLine[]) {
      const returned = new Map<string, number>();
      for (const line of lines) if (isUuid(line.variantId)) returned.set(line.variantId, (returned.get(line.variantId) ?? 0) + line.quantity);
      const touched = new Set<string>();
      // In id order, as reserve locks, so a cancel and an order sharing variants cannot deadlock.
      for (const variantId of [...returned.keys()].sort()) {
        const productId = await variantsRepo.returnStock(tx, siteId, variantId, returned.get(variantId)!);
        if (productId) touched.add(productId);
      }
      await recordEvents(tx, await stockChanged(tx, siteId, touched));
    },
  };
}
