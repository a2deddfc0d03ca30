import type { Queryable } from '../../db/database';
import { invalid, type FieldViolation } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { currencyDigits, toMinor } from '../../lib/money';
import { maxAmount } from '../../lib/money-input';
import type { ProductRecord } from './catalog.records';
import { weightLimit, type BulkAdjust } from './catalog.schemas';
import { applyDiscount } from './pricing';
import * as repo from './products.repository';
import * as variantsRepo from './variants.repository';
import { createProductsService, type CatalogDeps } from './products.service';

type Property = 'price' | 'cost' | 'weight';
interface Adjustment {
  amount?: number;
  percentage?: number;
  rounding?: boolean;
}

/** A money amount moved by an amount or a percentage, rounded to the currency's unit (or whole units), never below zero. */
export function adjustMinor(minor: number, adjustment: Adjustment, currency: string): number {
  let next = adjustment.amount !== undefined ? minor + toMinor(adjustment.amount, currency) : Math.round(minor * (1 + adjustment.percentage! / 100));
  if (adjustment.rounding) {
    const unit = 10 ** currencyDigits(currency);
    next = Math.round(next / unit) * unit;
  }
  return Math.max(0, next);
}

/** A weight moved the same way, kept to three decimals. */
export function adjustWeight(weight: number, adjustment: Adjustment): number {
  const next = adjustment.amount !== undefined ? weight + adjustment.amount : weight * (1 + adjustment.percentage! / 100);
  return Math.max(0, Math.round((adjustment.rounding ? Math.round(next) : next) * 1000) / 1000);
}

interface ItemResult {
  itemMetadata: { id: string; originalIndex: number; success: boolean; error?: { code: string; description: string } };
}

/**
 * Bulk edits: set or adjust price, cost and weight over many products in one transaction, with a
 * result per product so that a failure of one (unknown id, no cost to adjust) is visible and the
 * others still apply. Variant overrides follow the product.
 */
export function createBulkService(deps: CatalogDeps) {
  const products = createProductsService(deps);

  async function run(caller: Caller, ids: readonly string[], change: (tx: Queryable, product: ProductRecord) => Promise<string | undefined>) {
    return deps.db.transaction(async (tx) => {
      // Locked in id order, whatever the request's order: two bulk edits of the same products in
      // different orders would otherwise each hold a row the other waits for (a deadlock).
      const locked = new Map<string, ProductRecord>();
      for (const id of [...new Set(ids)].sort()) {
        const product = await repo.findProduct(tx, caller.siteId, id, { forUpdate: true });
        if (product) locked.set(id, product);
      }
      const results: ItemResult[] = [];
      const done = new Set<string>();
      for (const [index, id] of ids.entries()) {
        // An id named twice is changed once: a second +10 % would compound.
        const product = locked.get(id);
        const failure = done.has(id) ? 'DUPLICATE_ID' : product ? await change(tx, product) : 'PRODUCT_NOT_FOUND';
        done.add(id);
        if (failure) {
          results.push({ itemMetadata: { id, originalIndex: index, success: false, error: { code: failure, description: describe(failure, id) } } });
          continue;
        }
        product!.discountedPriceMinor = applyDiscount(product!.priceMinor, product!.discountType, product!.discountValue);
        await repo.saveProduct(tx, product!);
        // Every variant's effective price, cost or weight follows the product, so variants changed too.
        await products.recordChanged(tx, caller.siteId, id, { variants: true });
        results.push({ itemMetadata: { id, originalIndex: index, success: true } });
      }
      const totalSuccesses = results.filter((r) => r.itemMetadata.success).length;
      return { results, bulkActionMetadata: { totalSuccesses, totalFailures: results.length - totalSuccesses } };
    });
  }

  return {
    bulkUpdate(caller: Caller, ids: readonly string[], set: { price?: number; cost?: number; weight?: number }) {
      if (set.price === undefined && set.cost === undefined && set.weight === undefined) {
        throw invalid([{ field: 'set', description: 'set at least one of price, cost, weight', violatedRule: 'REQUIRED_FIELD' }]);
      }
      return run(caller, ids, async (tx, product) => {
        if (set.price !== undefined) product.priceMinor = toMinor(set.price, product.currency);
        if (set.cost !== undefined) product.costMinor = toMinor(set.cost, product.currency);
        if (set.weight !== undefined) product.weight = set.weight;
        // The new value is the value of every variant: overrides of what was set are dropped.
        await variantsRepo.clearVariantOverrides(tx, caller.siteId, product.id, {
          price: set.price !== undefined,
          cost: set.cost !== undefined,
          weight: set.weight !== undefined,
        });
        return undefined;
      });
    },

    bulkAdjust(caller: Caller, ids: readonly string[], adjust: BulkAdjust) {
      const violations: FieldViolation[] = [];
      const entries = (['price', 'cost', 'weight'] as Property[]).flatMap((property) => {
        const adjustment = adjust[property];
        if (!adjustment) return [];
        if ((adjustment.amount === undefined) === (adjustment.percentage === undefined)) {
          violations.push({ field: `adjust.${property}`, description: 'give exactly one of amount and percentage', violatedRule: 'ONE_OF_ALIGNMENT' });
        }
        return [[property, adjustment] as const];
      });
      if (entries.length === 0) violations.push({ field: 'adjust', description: 'adjust at least one of price, cost, weight', violatedRule: 'REQUIRED_FIELD' });
      if (violations.length) throw invalid(violations);

      return run(caller, ids, async (tx, product) => {
        const changes = new Map(entries);
        if (changes.has('cost') && product.costMinor === null) return 'COST_NOT_SET';
        if (changes.has('weight') && product.weight === null) return 'WEIGHT_NOT_SET';
        const price = changes.get('price');
        const cost = changes.get('cost');
        const weight = changes.get('weight');
        if (price) product.priceMinor = adjustMinor(product.priceMinor, price, product.currency);
        if (cost) product.costMinor = adjustMinor(product.costMinor!, cost, product.currency);
        if (weight) product.weight = adjustWeight(product.weight!, weight);
        const variants = await variantsRepo.listVariants(tx, caller.siteId, [product.id]);
        for (const variant of variants) {
          if (price && variant.priceMinor !== null) variant.priceMinor = adjustMinor(variant.priceMinor, price, product.currency);
          if (cost && variant.costMinor !== null) variant.costMinor = adjustMinor(variant.costMinor, cost, product.currency);
          if (weight && variant.weight !== null) variant.weight = adjustWeight(variant.weight, weight);
        }
        // No further than a write may set: an adjustment past the limits fails for this product and changes none of it.
        const maxMinor = toMinor(maxAmount, product.currency);
        const money = [product.priceMinor, product.costMinor ?? 0, ...variants.flatMap((v) => [v.priceMinor ?? 0, v.costMinor ?? 0])];
        const weights = [product.weight ?? 0, ...variants.map((v) => v.weight ?? 0)];
        if (money.some((minor) => minor > maxMinor) || weights.some((w) => w > weightLimit)) return 'OUT_OF_RANGE';
        for (const variant of variants) await variantsRepo.saveVariant(tx, variant);
        return undefined;
      });
    },
  };
}

function describe(code: string, id: string): string {
  switch (code) {
    case 'PRODUCT_NOT_FOUND':
      return `No product with id ${id}`;
    case 'COST_NOT_SET':
      return 'The product has no cost to adjust';
    case 'DUPLICATE_ID':
      return `The product ${id} is named earlier in this request; it is changed once`;
    case 'OUT_OF_RANGE':
      return `The adjustment takes a price, cost or weight of product ${id} past what a product may have (price and cost ${maxAmount}, weight ${weightLimit})`;
    default:
      return 'The product has no weight to adjust';
  }
}
