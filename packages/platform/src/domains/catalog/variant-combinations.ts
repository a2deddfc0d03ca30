import { newId } from '../../lib/ids';
import { choicesKey, type StoredOption, type VariantRecord } from './catalog.records';

/** The most variants one product may have: every combination of its choices. */
export const maxVariants = 300;

export const combinationCount = (options: readonly StoredOption[]): number =>
  options.reduce((count, option) => count * option.choices.length, 1);

/** Every choice combination, in option order: `[{Size:'S', Color:'Red'}, {Size:'S', Color:'Blue'}, …]`; `[{}]` without options. */
export function combinations(options: readonly StoredOption[]): Array<Record<string, string>> {
  let result: Array<Record<string, string>> = [{}];
  for (const option of options) {
    result = result.flatMap((partial) => option.choices.map((choice) => ({ ...partial, [option.name]: choice.description })));
  }
  return result;
}

/**
 * Lines the variants up with the product's options: combinations that still exist keep their
 * variant (id, overrides and stock), new ones get a variant with `stock`, the rest go.
 */
export function planVariants(
  existing: readonly VariantRecord[],
  options: readonly StoredOption[],
  product: { id: string; siteId: string },
  stock: { quantity: number | null; inStock: boolean },
) {
  const byKey = new Map(existing.map((variant) => [variant.choicesKey, variant]));
  const keep: VariantRecord[] = [];
  const add: VariantRecord[] = [];
  combinations(options).forEach((choices, position) => {
    const key = choicesKey(choices);
    const found = byKey.get(key);
    if (found) {
      byKey.delete(key);
      keep.push({ ...found, position });
    } else {
      add.push({
        id: newId(),
        siteId: product.siteId,
        productId: product.id,
        choices,
        choicesKey: key,
        position,
        priceMinor: null,
        costMinor: null,
        weight: null,
        sku: null,
        visible: true,
        quantity: stock.quantity,
        inStock: stock.inStock,
      });
    }
  });
  return { keep, add, remove: [...byKey.values()] };
}
