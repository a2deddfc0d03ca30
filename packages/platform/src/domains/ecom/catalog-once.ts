import type { Queryable } from '../../db/database';
import type { CatalogItem, CatalogItems, CatalogReference } from '../catalog/catalog-items';
import type { StoredLine } from './line-items';

/** Objects with their keys sorted: a reference read back from the database (jsonb orders keys its own way) keys the same. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, canonical(v)]))
      : value;
const keys = new WeakMap<CatalogReference, string>();
/**
 * A reference's key, worked out once per reference object: one resolve asks for each reference's
 * key several times (known, unique, kept, answered), and canonicalising each time was about 2 % of
 * an add-to-cart's CPU. References are never changed in place (`pinned` makes a new one).
 */
function keyOf(reference: CatalogReference): string {
  let key = keys.get(reference);
  if (key === undefined) {
    key = JSON.stringify(canonical([reference.appId, reference.catalogItemId, reference.options ?? null]));
    keys.set(reference, key);
  }
  return key;
}

/** The reference a line stores once its item is found: the variant pinned (line-items.ts `catalogLines`); it resolves to the same item. */
const pinned = (reference: CatalogReference, item: CatalogItem): CatalogReference => ({ ...reference, options: { ...reference.options, variantId: item.variantId } });

/**
 * The catalogue read once per transaction: a write to a cart resolves the lines it adds and then
 * prices the whole cart, and both need the same items. The first read also takes `alsoWanted` (the
 * document's own lines), so pricing afterwards reads nothing; a reference it has not seen is read
 * then. References to products that `read` holds (what the caller's statement read beside its own
 * rows, `CatalogItems.readAlong`) come from it, without a statement. Only
 * for the length of one transaction (or one read): stock and prices are not remembered across them.
 */
export function catalogOnce(catalog: CatalogItems, alsoWanted: readonly CatalogReference[], read?: unknown): CatalogItems {
  const known = new Map<string, CatalogItem | undefined>();
  let pending = [...alsoWanted];
  return {
    ...catalog,
    async resolve(db: Queryable, siteId: string, references: readonly CatalogReference[]) {
      const missing = [...references, ...pending].filter((reference) => !known.has(keyOf(reference)));
      pending = [];
      const unique = [...new Map(missing.map((reference) => [keyOf(reference), reference])).values()];
      // What the statement read answers without another; a reference it did not look for is read now.
      const fromRead = read === undefined || unique.length === 0 ? undefined : catalog.resolveRead(read, unique);
      const items = fromRead ?? (unique.length ? await catalog.resolve(db, siteId, unique) : []);
      unique.forEach((reference, i) => {
        const item = items[i];
        known.set(keyOf(reference), item);
        if (item) known.set(keyOf(pinned(reference, item)), item);
      });
      return references.map((reference) => known.get(keyOf(reference)));
    },
  };
}

/** The catalogue references of a document's lines (custom lines have none). */
export const catalogReferencesOf = (lines: readonly StoredLine[]): CatalogReference[] =>
  lines.flatMap((line) => (!line.custom && line.catalogReference ? [line.catalogReference] : []));
