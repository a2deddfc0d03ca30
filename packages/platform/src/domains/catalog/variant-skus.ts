import type { Queryable } from '../../db/database';
import { AppError, type FieldViolation } from '../../lib/app-error';
import type { VariantRecord } from './catalog.records';
import { skusTakenElsewhere } from './products.repository';

/** A choice as a SKU part: "Extra fine" → "EXTRAFINE", "S/M" → "SM". */
const choiceCode = (choice: string) => choice.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '').toUpperCase() || 'X';

/** The SKU a variant is given when it is generated: the product's SKU and its choices' codes ("TEE-1-M-BLACK"). */
export function generatedSku(productSku: string | null, choices: Record<string, string>): string | null {
  const codes = Object.values(choices).map(choiceCode);
  if (!productSku || codes.length === 0) return null;
  return [productSku, ...codes].join('-');
}

/**
 * Gives every variant that has no SKU of its own (or still the one generated from `previousSku`)
 * the SKU generated from the product's, so no two variants share one. Two choices with the same
 * code ("S/M" and "SM") would collide: the later one gets its position appended.
 */
export function assignVariantSkus(variants: VariantRecord[], productSku: string | null, previousSku: string | null): VariantRecord[] {
  const changed: VariantRecord[] = [];
  const taken = new Set(variants.map((v) => v.sku).filter((sku) => sku !== null));
  for (const variant of variants) {
    const stale = variant.sku === null || variant.sku === generatedSku(previousSku, variant.choices);
    if (!stale) continue;
    let sku = generatedSku(productSku, variant.choices);
    if (sku === variant.sku) continue;
    if (sku !== null && taken.has(sku)) sku = `${sku}-${variant.position + 1}`;
    if (variant.sku !== null) taken.delete(variant.sku);
    if (sku !== null) taken.add(sku);
    variant.sku = sku;
    changed.push(variant);
  }
  return changed;
}

/** A SKU another product (or another variant) of the site already has: 409, naming the field. */
export const skuTaken = (violations: FieldViolation[]) =>
  new AppError('conflict', 'SKU already in use', { fieldViolations: violations });

/**
 * Refuses SKUs used elsewhere on the site: by another product or another product's variant, or
 * twice in the same request. `entries` name the request's field for each SKU (`holder`: how to
 * name it when another entry repeats it). The unique indexes
 * of migration 040 back this up when two saves race.
 */
export async function checkSkusFree(db: Queryable, siteId: string, productId: string, entries: ReadonlyArray<{ field: string; sku: string; holder?: string }>) {
  const violations: FieldViolation[] = [];
  const seen = new Map<string, string>();
  const holders = new Map<string, string>();
  for (const { field, sku, holder } of entries) {
    const first = holders.get(sku);
    if (first) violations.push({ field, description: `SKU ${sku} is also given to ${first}`, violatedRule: 'VALIDATION', data: { sku } });
    else {
      seen.set(sku, field);
      holders.set(sku, holder ?? field);
    }
  }
  const skus = [...seen.keys()];
  if (skus.length > 0) {
    for (const sku of await skusTakenElsewhere(db, siteId, skus, productId)) {
      violations.push({ field: seen.get(sku)!, description: `SKU ${sku} is already used by another product on this site`, violatedRule: 'VALIDATION', data: { sku } });
    }
  }
  if (violations.length > 0) throw skuTaken(violations);
}

/** A unique index (migration 040) refused a SKU a concurrent save took first. */
export const isSkuUniqueViolation = (error: unknown) => {
  const { code, constraint, message } = (error ?? {}) as { code?: unknown; constraint?: unknown; message?: unknown };
  return code === '23505' && `${constraint ?? ''} ${message ?? ''}`.includes('_sku_key');
};
