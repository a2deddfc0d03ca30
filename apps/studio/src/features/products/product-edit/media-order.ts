import type { CatalogAdmin } from '../../../lib/catalog';
import type { Product } from '@vitrine/sdk/modules/products';

/** Moves one item of a list to another index, leaving the rest in order. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item!);
  return next;
}

/**
 * Puts the product's media in a new order (the first item is the main media). The catalogue has
 * no reorder call, so the media are removed and added again in the new order, and each choice
 * gets its media back afterwards; uploaded files keep their ids and titles, so nothing is lost.
 */
export async function reorderMedia(catalog: CatalogAdmin, product: Product, orderedIds: string[]): Promise<void> {
  const choiceMedia = product.productOptions.flatMap((option) =>
    option.choices
      .filter((choice) => choice.media.items.length > 0)
      .map((choice) => ({ option: option.name, choice: choice.description, mediaIds: choice.media.items.map((item) => item.id) })),
  );
  await catalog.removeMedia(product.id, orderedIds);
  // Titles go back with their items: they are the images' alt text in the storefront.
  const titles = new Map(product.media.items.map((item) => [item.id, item.title]));
  await catalog.addMedia(product.id, orderedIds.map((mediaId) => ({ mediaId, title: titles.get(mediaId) })));
  if (choiceMedia.length > 0) await catalog.addChoiceMedia(product.id, choiceMedia);
}
