import type { Collection, Product } from '@vitrine/react';

/**
 * The collection a product page sits in: of the product's visible collections, the fullest (the
 * broadest shelf, Apparel rather than New Arrivals), ties by name, so every page picks the same.
 */
export function homeCollection(product: Product, collections: readonly Collection[] | undefined): Collection | undefined {
  const own = new Set(product.collectionIds ?? []);
  return (collections ?? [])
    .filter((collection) => own.has(collection.id) && collection.visible !== false)
    .sort((a, b) => b.numberOfProducts - a.numberOfProducts || a.name.localeCompare(b.name))[0];
}
