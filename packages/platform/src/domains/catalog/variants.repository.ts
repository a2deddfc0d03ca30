import { queryOne, type Queryable } from '../../db/database';
import { choicesKey, type VariantRecord } from './catalog.records';
import type { FieldSpec, QueryTarget } from '../../db/query-compiler';
import { limitAndOffset } from '../../db/whole-number';

/** SQL for product variants and their stock. Every statement is scoped by site. */

export interface VariantRow {
  id: string;
  site_id: string;
  product_id: string;
  choices: Record<string, string>;
  choices_key: string;
  position: number;
  price_minor: number | null;
  cost_minor: number | null;
  weight: number | null;
  sku: string | null;
  visible: boolean;
  quantity: number | null;
  in_stock: boolean;
}

export const toVariant = (row: VariantRow): VariantRecord => ({
  id: row.id,
  siteId: row.site_id,
  productId: row.product_id,
  choices: row.choices,
  choicesKey: row.choices_key,
  position: row.position,
  priceMinor: row.price_minor,
  costMinor: row.cost_minor,
  weight: row.weight,
  sku: row.sku,
  visible: row.visible,
  quantity: row.quantity,
  inStock: row.in_stock,
});

export const variantColumns = 'id, site_id, product_id, choices, choices_key, position, price_minor, cost_minor, weight, sku, visible, quantity, in_stock';

export async function listVariants(db: Queryable, siteId: string, productIds: readonly string[]): Promise<VariantRecord[]> {
  if (productIds.length === 0) return [];
  const rows = await db.query<VariantRow>(
    `SELECT ${variantColumns} FROM product_variants WHERE site_id = $1 AND product_id = ANY($2::uuid[]) ORDER BY product_id, position`,
    [siteId, productIds],
  );
  return rows.map(toVariant);
}

export async function findVariants(db: Queryable, siteId: string, ids: readonly string[]): Promise<VariantRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<VariantRow>(
    `SELECT ${variantColumns} FROM product_variants WHERE site_id = $1 AND id = ANY($2::uuid[])`,
    [siteId, ids],
  );
  return rows.map(toVariant);
}

export async function insertVariants(db: Queryable, variants: readonly VariantRecord[]): Promise<void> {
  if (variants.length === 0) return;
  // One statement for all combinations: unnest keeps it a single round trip whatever the count.
  await db.query(
    `INSERT INTO product_variants (id, site_id, product_id, choices, choices_key, position, price_minor, cost_minor, weight, sku,
       visible, quantity, in_stock)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::jsonb[], $5::text[], $6::int[], $7::bigint[], $8::bigint[],
       $9::float8[], $10::text[], $11::bool[], $12::int[], $13::bool[])`,
    [
      variants.map((v) => v.id),
      variants.map((v) => v.siteId),
      variants.map((v) => v.productId),
      variants.map((v) => JSON.stringify(v.choices)),
      variants.map((v) => v.choicesKey ?? choicesKey(v.choices)),
      variants.map((v) => v.position),
      variants.map((v) => v.priceMinor),
      variants.map((v) => v.costMinor),
      variants.map((v) => v.weight),
      variants.map((v) => v.sku),
      variants.map((v) => v.visible),
      variants.map((v) => v.quantity),
      variants.map((v) => v.inStock),
    ],
  );
}

export async function saveVariant(db: Queryable, v: VariantRecord): Promise<void> {
  await db.query(
    `UPDATE product_variants SET position = $3, price_minor = $4, cost_minor = $5, weight = $6, sku = $7, visible = $8,
       quantity = $9, in_stock = $10 WHERE site_id = $1 AND id = $2`,
    [v.siteId, v.id, v.position, v.priceMinor, v.costMinor, v.weight, v.sku, v.visible, v.quantity, v.inStock],
  );
}

export async function deleteVariants(db: Queryable, siteId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query('DELETE FROM product_variants WHERE site_id = $1 AND id = ANY($2::uuid[])', [siteId, ids]);
}

/** Adds units back to a tracked variant; answers its product id, or undefined when nothing was tracked. */
export async function returnStock(db: Queryable, siteId: string, variantId: string, quantity: number): Promise<string | undefined> {
  const [row] = await db.query<{ product_id: string }>(
    `UPDATE product_variants v SET quantity = v.quantity + $3
     FROM products p
     WHERE v.site_id = $1 AND v.id = $2 AND p.id = v.product_id AND p.track_inventory
     RETURNING v.product_id`,
    [siteId, variantId, quantity],
  );
  return row?.product_id;
}

/**
 * Drops the variants' own values of the fields named, so each follows its product's again;
 * `skuAndVisibility` also clears their SKUs and shows every variant (a reset to defaults).
 */
export async function clearVariantOverrides(
  db: Queryable,
  siteId: string,
  productId: string,
  clear: { price?: boolean; cost?: boolean; weight?: boolean; skuAndVisibility?: boolean },
): Promise<void> {
  await db.query(
    `UPDATE product_variants SET price_minor = CASE WHEN $3 THEN NULL ELSE price_minor END,
       cost_minor = CASE WHEN $4 THEN NULL ELSE cost_minor END, weight = CASE WHEN $5 THEN NULL ELSE weight END,
       sku = CASE WHEN $6 THEN NULL ELSE sku END, visible = visible OR $6
     WHERE site_id = $1 AND product_id = $2`,
    [siteId, productId, !!clear.price, !!clear.cost, !!clear.weight, !!clear.skuAndVisibility],
  );
}

export interface LockedVariant {
  id: string;
  product_id: string;
  /** Units on hand before this statement took any. */
  quantity: number | null;
  in_stock: boolean;
  track_inventory: boolean;
  /** Whether the statement took the wanted units from it (tracked variants only). */
  taken: boolean;
}

/**
 * Locks the variants' products and then the variants, each in id order, so two orders sharing
 * variants cannot deadlock each other, nor an order and a merchant's edit, which locks the product
 * before its variants too (taking stock also touches the product, through its paid-price trigger).
 * The products' lock comes first because the count of `products_first` is an InitPlan of the
 * variants' scan, evaluated before its first row. Then, only when every wanted variant exists and
 * has enough, takes the units of the tracked ones, in one statement. The `quantity >= wanted` guard on the update (re-checked against the newest row when
 * another order changed it meanwhile) keeps stock from going negative however many orders race.
 * `complete` false (some wanted variant is not even an id) takes nothing. Answers the locked rows
 * with their quantities before the take.
 */
export function lockAndTakeStock(db: Queryable, siteId: string, wanted: ReadonlyMap<string, number>, complete: boolean) {
  return db.query<LockedVariant>(
    `WITH wanted AS (SELECT id, quantity FROM unnest($2::uuid[], $3::int[]) AS w(id, quantity)),
     products_first AS (
       SELECT p.id FROM products p
       WHERE p.site_id = $1 AND p.id IN (SELECT product_id FROM product_variants WHERE site_id = $1 AND id = ANY($2::uuid[]))
       ORDER BY p.id FOR UPDATE
     ),
     locked AS (
       SELECT v.id, v.product_id, v.quantity, v.in_stock, p.track_inventory
       FROM product_variants v JOIN products p ON p.id = v.product_id
       WHERE v.site_id = $1 AND v.id = ANY($2::uuid[]) AND (SELECT count(*) FROM products_first) > 0
       ORDER BY v.id FOR UPDATE OF v
     ),
     short AS (
       SELECT w.id FROM wanted w LEFT JOIN locked l ON l.id = w.id
       WHERE l.id IS NULL OR CASE WHEN l.track_inventory THEN coalesce(l.quantity, 0) < w.quantity ELSE NOT l.in_stock END
     ),
     taken AS (
       UPDATE product_variants v SET quantity = v.quantity - w.quantity
       FROM wanted w JOIN locked l ON l.id = w.id
       WHERE v.site_id = $1 AND v.id = w.id AND l.track_inventory AND v.quantity >= w.quantity AND $4::boolean AND NOT EXISTS (SELECT FROM short)
       RETURNING v.id
     )
     SELECT l.id, l.product_id, l.quantity, l.in_stock, l.track_inventory, EXISTS (SELECT FROM taken t WHERE t.id = l.id) AS taken
     FROM locked l ORDER BY l.id`,
    [siteId, [...wanted.keys()], [...wanted.values()], complete],
  );
}

/** Expressions for what a variant is, whether or not its product manages variants (see pricing.ts). */
const effectivePrice = 'CASE WHEN p.manage_variants THEN coalesce(v.price_minor, p.price_minor) ELSE p.price_minor END';
const effectiveSku = 'CASE WHEN p.manage_variants THEN coalesce(v.sku, p.sku) ELSE p.sku END';
const effectiveInStock = 'CASE WHEN p.track_inventory THEN coalesce(v.quantity, 0) > 0 ELSE v.in_stock END';
const effectiveVisible = '(p.visible AND (NOT p.manage_variants OR v.visible))';

/** What a store-wide variant query filters and sorts on, over `product_variants v JOIN products p`. */
const variantFields: Record<string, FieldSpec> = {
  id: { kind: 'uuid', column: 'v.id', sortable: true },
  productId: { kind: 'uuid', column: 'v.product_id', sortable: true },
  productName: { kind: 'text', column: 'p.name', sortable: true },
  sku: { kind: 'text', column: effectiveSku, sortable: true, nullable: true },
  price: { kind: 'money', column: effectivePrice, sortable: true },
  'variant.priceData.price': { kind: 'money', column: effectivePrice, sortable: true },
  inStock: { kind: 'boolean', column: effectiveInStock },
  'stock.inStock': { kind: 'boolean', column: effectiveInStock },
  visible: { kind: 'boolean', column: effectiveVisible },
};

/** Store-wide variants: by product name, then the variant's position, by default. */
export const variantQuery: QueryTarget = { alias: 'v', fields: variantFields, defaultOrder: 'p.name ASC, v.position ASC' };

/**
 * Runs a query compiled for `variantQuery` (site `$1`, numbered params): the page's variant ids
 * and the count of every match. `visibleOnly` keeps variants a shopper may see.
 */
export async function selectVariantPage(
  db: Queryable,
  query: { where: string; orderBy: string; params: unknown[] },
  page: { limit: number; offset: number; visibleOnly: boolean },
): Promise<{ ids: string[]; total: number }> {
  const { orderBy, params } = query;
  const where = page.visibleOnly ? `${query.where} AND ${effectiveVisible}` : query.where;
  const from = 'product_variants v JOIN products p ON p.id = v.product_id';
  const [rows, count] = await Promise.all([
    db.query<{ id: string }>(
      `SELECT v.id FROM ${from} WHERE ${where} ORDER BY ${orderBy} ${limitAndOffset(page.limit, page.offset)}`,
      params,
    ),
    queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM ${from} WHERE ${where}`, params),
  ]);
  return { ids: rows.map((row) => row.id), total: count?.n ?? 0 };
}
