import type { Collection } from '@vitrine/react';

/** How many collections the home page features: one row on a desktop. */
export const featuredCount = 4;

/**
 * The home page's featured collections. The catalogue has no "featured" flag, so the rule is:
 * collections a shopper can judge at a glance (a cover picture) and will find something in (at
 * least one product), the fullest first, ties by name, at most `count`.
 */
export function pickFeatured(collections: readonly Collection[], count = featuredCount): Collection[] {
  return collections
    .filter((collection) => collection.visible !== false && Boolean(collection.media?.mainMedia?.image?.url) && collection.numberOfProducts > 0)
    .sort((a, b) => b.numberOfProducts - a.numberOfProducts || a.name.localeCompare(b.name))
    .slice(0, count);
}
