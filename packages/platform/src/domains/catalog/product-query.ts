import { compileQuery, type FieldSpec, type QueryTarget } from '../../db/query-compiler';
import { siteCurrencySql } from '../sites/sites.repository';

/**
 * The catalogue's queries: the fields a product or collection query filters and sorts on, over
 * `products p` and `collections c`, given to the platform's one filter compiler (db/query-compiler.ts).
 */

const productFields: Record<string, FieldSpec> = {
  id: { kind: 'uuid', column: 'p.id', sortable: true },
  // A prefix (B-tree) or three characters or more (trigrams) of the name: an index finds the matches.
  // Sorted case-insensitively, the same on every database whatever its collation: by the lowercased
  // name, then the name as written, both byte by byte ("apple" < "Banana" < "banana"); index
  // `products_site_name_order_idx` (migration 153) holds that order and serves a prefix as a range.
  name: { kind: 'text', column: 'p.name', sortable: true, indexedMatch: true, sortBy: ['lower(p.name) COLLATE "C"', 'p.name COLLATE "C"'] },
  slug: { kind: 'text', column: 'p.slug', sortable: true },
  sku: { kind: 'text', column: 'p.sku', sortable: true, nullable: true },
  description: { kind: 'text', column: 'p.description' },
  brand: { kind: 'text', column: 'p.brand', sortable: true, nullable: true },
  ribbon: { kind: 'text', column: 'p.ribbon', sortable: true, nullable: true },
  price: { kind: 'money', column: 'p.price_minor', sortable: true },
  'priceData.price': { kind: 'money', column: 'p.price_minor', sortable: true },
  discountedPrice: { kind: 'money', column: 'p.discounted_price_minor', sortable: true },
  'priceData.discountedPrice': { kind: 'money', column: 'p.discounted_price_minor', sortable: true },
  // The lowest price a shopper pays over the buyable variants (migration 080): what a shop's price
  // filter and "price: low to high" mean. Indexed with visibility and stock.
  'discountedPriceRange.minValue': { kind: 'money', column: 'p.paid_price_minor', sortable: true },
  weight: { kind: 'number', column: 'p.weight', sortable: true, nullable: true },
  productType: { kind: 'enum', column: 'p.product_type', values: ['physical', 'digital'], sortable: true },
  visible: { kind: 'boolean', column: 'p.visible', sortable: true },
  inStock: { kind: 'boolean', column: 'p.in_stock', sortable: true },
  'stock.inventoryStatus': { kind: 'enum', column: 'p.inventory_status', values: ['IN_STOCK', 'OUT_OF_STOCK', 'PARTIALLY_OUT_OF_STOCK'] },
  'discount.type': { kind: 'enum', column: 'p.discount_type', values: ['NONE', 'AMOUNT', 'PERCENT'] },
  // The product row's `collection_ids` (migration 151, kept by a trigger from collection_products),
  // which its GIN index serves together with the other filters.
  'collections.id': { kind: 'ids', column: 'p.collection_ids', noun: 'collection' },
  collectionIds: { kind: 'ids', column: 'p.collection_ids', noun: 'collection' },
  lastUpdated: { kind: 'date', column: 'p.last_updated', sortable: true },
  createdDate: { kind: 'date', column: 'p.created_date', sortable: true },
};

/**
 * Products: newest first by default. Price filters convert to the site's currency inside the
 * statement (one round trip fewer than reading it first).
 */
const productTarget: QueryTarget = { alias: 'p', fields: productFields, defaultOrder: 'p.created_date DESC' };
export const compileProductQuery = (query: { filter?: unknown; sort?: unknown }, context: { siteId: string; visibleOnly: boolean }) =>
  compileQuery(query, productTarget, { ...context, currency: { sql: siteCurrencySql('$1') } });

const collectionFields: Record<string, FieldSpec> = {
  id: { kind: 'uuid', column: 'c.id', sortable: true },
  name: { kind: 'text', column: 'c.name', sortable: true },
  slug: { kind: 'text', column: 'c.slug', sortable: true },
  description: { kind: 'text', column: 'c.description' },
  visible: { kind: 'boolean', column: 'c.visible', sortable: true },
  lastUpdated: { kind: 'date', column: 'c.last_updated', sortable: true },
  createdDate: { kind: 'date', column: 'c.created_date', sortable: true },
};

/** Collections: by name by default. */
const collectionTarget: QueryTarget = { alias: 'c', fields: collectionFields, defaultOrder: 'c.name ASC' };
export const compileCollectionQuery = (query: { filter?: unknown; sort?: unknown }, context: { siteId: string; visibleOnly: boolean }) =>
  compileQuery(query, collectionTarget, context);
