import type { CatalogAdmin } from '../../../lib/catalog';
import type { Product } from '../../../lib/catalog-types';
import { sameOptions, toProductInput, type ProductFormValues } from '../utils/product-form';

/** Thrown when the product changed on the platform after the form loaded it. */
export class EditConflictError extends Error {
  override name = 'EditConflictError';
  constructor(readonly latest: Product) {
    super('Someone else changed this product after you opened it.');
  }
}

/**
 * Saves the edit form: only the fields that changed are sent, so a concurrent change to another
 * field is kept. Before writing, the product is read again; if its `lastUpdated` moved since the
 * form loaded it, nothing is written and the caller is told (the merchant then chooses to reload
 * or to overwrite). Brand and ribbon emptied in the form are removed with their own calls.
 */
export async function saveProduct(
  catalog: CatalogAdmin,
  input: { loaded: Product; initial: ProductFormValues; values: ProductFormValues; overwrite: boolean },
): Promise<Product> {
  const { loaded, initial, values } = input;
  if (!input.overwrite) {
    const latest = await catalog.getProduct(loaded.id);
    if (latest.lastUpdated !== loaded.lastUpdated) throw new EditConflictError(latest);
  }
  const before = toProductInput(initial);
  const after = toProductInput(values);
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(after) as Array<keyof typeof after>) {
    if (key === 'productOptions') continue;
    if (key === 'brand' || key === 'ribbon') {
      if (after[key] !== undefined && after[key] !== before[key]) patch[key] = after[key];
      continue;
    }
    if (JSON.stringify(after[key]) !== JSON.stringify(before[key])) patch[key] = after[key];
  }
  if (!sameOptions(before.productOptions, after.productOptions)) patch.productOptions = after.productOptions;

  let product = loaded;
  if (Object.keys(patch).length > 0) product = await catalog.updateProduct(loaded.id, patch);
  if (before.brand !== undefined && after.brand === undefined) await catalog.removeBrand(loaded.id);
  if (before.ribbon !== undefined && after.ribbon === undefined) await catalog.removeRibbon(loaded.id);
  return catalog.getProduct(product.id);
}
