import { isRevisionConflict } from '../../../components/ui/conflict-notice';
import type { CatalogAdmin } from '../../../lib/catalog';
import type { Product } from '@vitrine/sdk/modules/products';
import { sameOptions, toProductInput, type ProductFormValues } from '../utils/product-form';

/** Thrown when the product changed on the platform after the form loaded it. */
export class EditConflictError extends Error {
  override name = 'EditConflictError';
  constructor(readonly latest: Product) {
    super('Someone else changed this product after you opened it.');
  }
}

/**
 * Saves the edit form in one call: only the fields that changed are sent, so a concurrent change
 * to another field is kept. The save carries `expectedRevision`: the revision the form loaded, or,
 * when the merchant chose to save over someone else's change, the revision of the version shown.
 * The platform refuses it when someone saved in between (checked under the row lock, so two saves
 * at once cannot both pass), and the caller gets the latest version to show. Brand and ribbon
 * emptied in the form are sent as '' (which removes them), so they fall under the same check.
 */
export async function saveProduct(
  catalog: CatalogAdmin,
  input: { loaded: Product; initial: ProductFormValues; values: ProductFormValues; expectedRevision: number },
): Promise<Product> {
  const { loaded, initial, values } = input;
  const before = toProductInput(initial);
  const after = toProductInput(values);
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(after) as Array<keyof typeof after>) {
    if (key === 'productOptions') continue;
    if (JSON.stringify(after[key]) !== JSON.stringify(before[key])) patch[key] = after[key];
  }
  for (const key of ['brand', 'ribbon'] as const) if (before[key] !== undefined && after[key] === undefined) patch[key] = '';
  if (!sameOptions(before.productOptions, after.productOptions)) patch.productOptions = after.productOptions;

  if (Object.keys(patch).length === 0) return catalog.getProduct(loaded.id);
  try {
    await catalog.updateProduct(loaded.id, patch, { expectedRevision: input.expectedRevision });
  } catch (error) {
    if (isRevisionConflict(error)) throw new EditConflictError(await catalog.getProduct(loaded.id));
    throw error;
  }
  // Read back with the merchant's data (cost, profit), as the form loaded it.
  return catalog.getProduct(loaded.id);
}
