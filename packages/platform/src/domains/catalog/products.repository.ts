import { queryOne, type Queryable } from '../../db/database';
import type { ProductRecord, VariantRecord } from './catalog.records';
import { storesAppId } from './catalog-items';
import { isUuid, uuidPattern } from '../../lib/ids';
import { toVariant, variantColumns, type VariantRow } from './variants.repository';
import { wholeNumber } from '../../db/whole-number';

/** SQL for products and their variants. Every statement is scoped by site. */

interface ProductRow {
  id: string;
  site_id: string;
  name: string;
  slug: string;
  visible: boolean;
  product_type: ProductRecord['productType'];
  description: string;
  sku: string | null;
  weight: number | null;
  currency: string;
  price_minor: number;
  discounted_price_minor: number;
  cost_minor: number | null;
  discount_type: ProductRecord['discountType'];
  discount_value: number;
  price_per_unit_data: ProductRecord['pricePerUnitData'];
  manage_variants: boolean;
  track_inventory: boolean;
  product_options: ProductRecord['productOptions'];
  media: ProductRecord['media'];
  ribbon: string | null;
  brand: string | null;
  in_stock: boolean;
  inventory_status: ProductRecord['inventoryStatus'];
  created_date: Date;
  last_updated: Date;
  revision: number;
}

export const productColumns = `p.id, p.site_id, p.name, p.slug, p.visible, p.product_type, p.description, p.sku, p.weight,
  p.currency, p.price_minor, p.discounted_price_minor, p.cost_minor, p.discount_type, p.discount_value,
  p.price_per_unit_data, p.manage_variants, p.track_inventory, p.product_options, p.media, p.ribbon, p.brand,
  p.in_stock, p.inventory_status, p.created_date, p.last_updated, p.revision`;

const date = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

export const toProduct = (row: ProductRow): ProductRecord => ({
  id: row.id,
  siteId: row.site_id,
  name: row.name,
  slug: row.slug,
  visible: row.visible,
  productType: row.product_type,
  description: row.description,
  sku: row.sku,
  weight: row.weight,
  currency: row.currency,
  priceMinor: row.price_minor,
  discountedPriceMinor: row.discounted_price_minor,
  costMinor: row.cost_minor,
  discountType: row.discount_type,
  discountValue: row.discount_value,
  pricePerUnitData: row.price_per_unit_data,
  manageVariants: row.manage_variants,
  trackInventory: row.track_inventory,
  productOptions: row.product_options,
  media: row.media,
  ribbon: row.ribbon,
  brand: row.brand,
  inStock: row.in_stock,
  inventoryStatus: row.inventory_status,
  createdDate: date(row.created_date),
  lastUpdated: date(row.last_updated),
  revision: row.revision,
});

export async function findProduct(db: Queryable, siteId: string, id: string, options: { forUpdate?: boolean } = {}) {
  const row = await queryOne<ProductRow>(
    db,
    `SELECT ${productColumns} FROM products p WHERE p.site_id = $1 AND p.id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [siteId, id],
  );
  return row && toProduct(row);
}

export async function findProducts(db: Queryable, siteId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db.query<ProductRow>(`SELECT ${productColumns} FROM products p WHERE p.site_id = $1 AND p.id = ANY($2::uuid[])`, [
    siteId,
    ids,
  ]);
  return rows.map(toProduct);
}

/**
 * The site's catalogue version (migration 159) as text, read in the statement that reads the answer
 * it stands for, so both come from one snapshot: an answer kept under this version is exactly what
 * a read seeing the same version would answer. A site whose catalogue was never written reads '0'.
 */
const catalogVersionOf = (site: string) => `coalesce((SELECT version::text FROM catalog_versions WHERE site_id = ${site}), '0')`;

const catalogVersionSql = `SELECT ${catalogVersionOf('$1')} AS version`;

/** The site's catalogue version alone: whether an answer kept under it still holds (answer-cache.ts). */
export async function readCatalogVersion(db: Queryable, siteId: string): Promise<string> {
  return (await queryOne<{ version: string }>(db, catalogVersionSql, [siteId]))!.version;
}

/**
 * Runs a query built by product-query.ts (its WHERE and ORDER BY use `p.` columns and numbered
 * params) in one statement: the page, and the matches counted up to `bound + 1` (a huge result
 * costs no more than the bound to count). The count runs only when the page cannot tell the total:
 * a page that is not full ends the result (its subquery is evaluated lazily, inside the CASE).
 * `counted` is undefined when the page told.
 *
 * A query that narrows by name (`narrow`: a prefix or "contains", which an index serves) reads its
 * matches once, up to `bound + 1` of them, through that index, and keeps only their ids and sort
 * columns (`sortColumns`): it counts them, picks the page's ids from them with a top-N sort, and
 * then reads the page's rows by id. A prefix whose index holds those columns never touches the
 * table (10,000 matches sorted from the index alone, see docs/catalog.md), and a filter the index
 * does not cover fetches each candidate once, not once to count and again for the page. Past the
 * bound, the page is read in the sort's order instead, where that many matches come soon (a count
 * kept from an earlier answer says so before reading anything). Only one branch runs: the other's
 * condition is a one-time filter on the count.
 */
export async function selectProductPage(
  db: Queryable,
  query: { where: string; orderBy: string; params: unknown[]; narrow?: boolean; sortColumns: string[] },
  page: { limit: number; offset: number; bound: number; knownCount?: number },
) {
  const { where, orderBy, params } = query;
  // The row's own copy of its collection ids (migration 151) rides along with its columns.
  const columns = `${productColumns}, p.collection_ids`;
  // The page's size, its offset and the bound are written into the statement, not sent as
  // parameters: a LIMIT whose value the planner cannot see is planned as a tenth of the table, so on
  // PGlite, whose statements are prepared (db/pglite.ts), every call was planned again (0.8 ms of
  // CPU for Q1's page at 100k products, 2 ms for Q3's) instead of keeping one plan. They are whole
  // numbers checked here, never text.
  const [limit, offset, bound] = [page.limit, page.offset, page.bound].map(wholeNumber);
  // The position is numbered over the page, after its LIMIT: numbered inside, it would sit between
  // the sort and the LIMIT and turn a top-N sort of the page into a full sort of every match.
  const numbered = (columns: string, from: string) =>
    `SELECT chosen.*, row_number() OVER () AS page_position FROM (
       SELECT ${columns} FROM ${from} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}
     ) chosen`;
  // A count kept from an earlier answer (count-cache.ts) stands in for counting again: never above
  // the bound and one, as counted (naming the bound also gives that parameter its type).
  const known = page.knownCount === undefined ? undefined : `least($${params.length + 1}::int, ${bound}::int + 1)`;
  const count = known ?? `(SELECT count(*)::int FROM (SELECT 1 FROM products p WHERE ${where} LIMIT ${bound}::int + 1) matched)`;
  // A page that is not full ends the result: its total needs no count (`counted` is null). The
  // answer is one row: the page as one JSON array of products (in the page's order), its variants as
  // another, and the count. On PGlite each row of an answer costs its own decoding in JavaScript;
  // twenty products as one value cost less than twenty rows of one value each (docs/catalog.md,
  // "Where a request's CPU goes"). The variants of the whole page are read once (one scan, whatever
  // the page's size; a subquery per row made the planner's cost follow its guess of the page's size,
  // so a prepared statement whose guess differs kept being planned again).
  const answer = (counted: string) =>
    `SELECT (SELECT coalesce(json_agg(row_to_json(page) ORDER BY page.page_position), '[]'::json) FROM page) AS products, (
       SELECT coalesce(json_agg(v ORDER BY v.product_id, v.position), '[]'::json)
       FROM (SELECT ${variantColumns} FROM product_variants WHERE site_id = $1 AND product_id IN (SELECT id FROM page)) v
     ) AS variants, (
       SELECT CASE WHEN ${limit}::int > 0 AND s.n < ${limit}::int AND (s.n > 0 OR ${offset}::int = 0) THEN NULL ELSE ${counted} END
       FROM (SELECT count(*)::int AS n FROM page) s
     ) AS counted, ${catalogVersionOf('$1')} AS catalog_version`;
  // A narrowing query whose kept count is past the bound is read like any other: in the sort's order.
  const matchFirst = query.narrow && !(page.knownCount !== undefined && page.knownCount > page.bound);
  const sql = matchFirst
    ? `WITH matches AS MATERIALIZED (SELECT ${query.sortColumns.join(', ')} FROM products p WHERE ${where} LIMIT ${bound}::int + 1),
       matched AS MATERIALIZED (SELECT count(*)::int AS n FROM matches),
       page AS (
         (SELECT ${columns}, chosen.page_position
          FROM (${numbered('p.id', `matches p WHERE (SELECT n FROM matched) <= ${bound}::int`)}) chosen
          JOIN products p ON p.site_id = $1 AND p.id = chosen.id)
         UNION ALL
         (${numbered(columns, `products p WHERE ${where} AND (SELECT n FROM matched) > ${bound}::int`)})
       )
       ${answer('(SELECT n FROM matched)')}`
    : `WITH page AS (${numbered(columns, `products p WHERE ${where}`)})
       ${answer(count)}`;
  const values = [...params, ...(known && !matchFirst ? [page.knownCount] : [])];
  const [answered] = await db.query<{
    products: Array<ProductRow & { collection_ids: string[] }>;
    variants: VariantRow[];
    counted: number | null;
    catalog_version: string;
  }>(
    sql,
    values,
  );
  const variants = variantsByProduct(answered!.variants);
  return {
    products: answered!.products.map((row) => ({ product: toProduct(row), variants: variants.get(row.id) ?? [], collectionIds: row.collection_ids })),
    counted: answered!.counted ?? undefined,
    catalogVersion: answered!.catalog_version,
  };
}

export async function slugTaken(db: Queryable, siteId: string, slug: string, exceptId?: string): Promise<boolean> {
  const row = await queryOne(db, 'SELECT 1 FROM products WHERE site_id = $1 AND slug = $2 AND id IS DISTINCT FROM $3::uuid', [
    siteId,
    slug,
    exceptId ?? null,
  ]);
  return row !== undefined;
}

/** Which of the SKUs a product or variant of another product of the site already has. */
export async function skusTakenElsewhere(db: Queryable, siteId: string, skus: readonly string[], productId: string): Promise<string[]> {
  const rows = await db.query<{ sku: string }>(
    `SELECT sku FROM products WHERE site_id = $1 AND sku = ANY($2::text[]) AND id <> $3
     UNION SELECT sku FROM product_variants WHERE site_id = $1 AND sku = ANY($2::text[]) AND product_id <> $3`,
    [siteId, skus, productId],
  );
  return rows.map((row) => row.sku);
}

/**
 * Of these ids, those naming a product of any site, however written (a uuid in capitals names the
 * same row): its id as the platform writes it, and whether it is `siteId`'s.
 */
export const productsNamed = async (db: Queryable, siteId: string, ids: readonly string[]): Promise<Map<string, { id: string; own: boolean }>> =>
  new Map(
    (await db.query<{ id: string; own: boolean }>('SELECT id, site_id = $1 AS own FROM products WHERE id = ANY($2::uuid[])', [siteId, [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))]])).map(
      (row) => [row.id, row],
    ),
  );

/** The ids of the site's products with these SKUs, by SKU. */
export const productIdsBySku = async (db: Queryable, siteId: string, skus: readonly string[]) =>
  (await db.query<{ id: string }>('SELECT id FROM products WHERE site_id = $1 AND sku = ANY($2) ORDER BY sku', [siteId, skus])).map((row) => row.id);

function productParams(p: ProductRecord): unknown[] {
  return [
    p.id,
    p.siteId,
    p.name,
    p.slug,
    p.visible,
    p.productType,
    p.description,
    p.sku,
    p.weight,
    p.currency,
    p.priceMinor,
    p.discountedPriceMinor,
    p.costMinor,
    p.discountType,
    p.discountValue,
    p.pricePerUnitData === null ? null : JSON.stringify(p.pricePerUnitData),
    p.manageVariants,
    p.trackInventory,
    JSON.stringify(p.productOptions),
    JSON.stringify(p.media),
    p.ribbon,
    p.brand,
  ];
}

export async function insertProduct(db: Queryable, p: ProductRecord): Promise<void> {
  await db.query(
    `INSERT INTO products (id, site_id, name, slug, visible, product_type, description, sku, weight, currency, price_minor,
       discounted_price_minor, cost_minor, discount_type, discount_value, price_per_unit_data, manage_variants, track_inventory,
       product_options, media, ribbon, brand, created_date, last_updated)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::jsonb, $17, $18, $19::jsonb, $20::jsonb, $21, $22,
       date_trunc('milliseconds', clock_timestamp()), date_trunc('milliseconds', clock_timestamp()))`,
    productParams(p),
  );
}

/**
 * Writes every field of the product, stamps lastUpdated and counts the save in `revision`. Stamps
 * are cut to milliseconds, the wire's precision, so a date read from an answer compares equal to
 * the stored one.
 */
export async function saveProduct(db: Queryable, p: ProductRecord): Promise<void> {
  await db.query(
    `UPDATE products SET name = $3, slug = $4, visible = $5, product_type = $6, description = $7, sku = $8, weight = $9,
       currency = $10, price_minor = $11, discounted_price_minor = $12, cost_minor = $13, discount_type = $14, discount_value = $15,
       price_per_unit_data = $16::jsonb, manage_variants = $17, track_inventory = $18, product_options = $19::jsonb, media = $20::jsonb,
       ribbon = $21, brand = $22, last_updated = date_trunc('milliseconds', clock_timestamp()), revision = revision + 1
     WHERE id = $1 AND site_id = $2`,
    productParams(p),
  );
}

export const touchProduct = (db: Queryable, siteId: string, id: string) =>
  db.query(`UPDATE products SET last_updated = date_trunc('milliseconds', clock_timestamp()), revision = revision + 1 WHERE site_id = $1 AND id = $2`, [siteId, id]);

export const deleteProduct = async (db: Queryable, siteId: string, id: string) =>
  (await db.query('DELETE FROM products WHERE site_id = $1 AND id = $2 RETURNING id', [siteId, id])).length > 0;

/**
 * Recomputes products' `in_stock` and `inventory_status` from their variants, so queries filter on
 * plain columns (a variant is in stock when it has units, tracked, or its switch is on); `also`
 * adds SET clauses and a RETURNING. The products are `$2` of site `$1`.
 */
const stockStatusUpdate = (also: { set?: string; returning?: string } = {}) =>
  `UPDATE products p SET in_stock = s.available > 0,
     inventory_status = CASE WHEN s.available = s.total THEN 'IN_STOCK' WHEN s.available = 0 THEN 'OUT_OF_STOCK'
       ELSE 'PARTIALLY_OUT_OF_STOCK' END${also.set ? `, ${also.set}` : ''}
   FROM (
     SELECT v.product_id,
       count(*) AS total,
       count(*) FILTER (WHERE CASE WHEN pp.track_inventory THEN coalesce(v.quantity, 0) > 0 ELSE v.in_stock END) AS available
     FROM product_variants v JOIN products pp ON pp.id = v.product_id
     WHERE v.site_id = $1 AND v.product_id = ANY($2::uuid[])
     GROUP BY v.product_id
   ) s
   WHERE p.id = s.product_id AND p.site_id = $1${also.returning ? ` RETURNING ${also.returning}` : ''}`;

export async function refreshStock(db: Queryable, siteId: string, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db.query(stockStatusUpdate(), [siteId, productIds]);
}

/** A product row's (`p`) variants by position, aggregated as JSON: `variants`. */
const variantsOfProduct = `(SELECT coalesce(json_agg(v ORDER BY v.position), '[]'::json)
   FROM (SELECT ${variantColumns} FROM product_variants WHERE site_id = p.site_id AND product_id = p.id) v) AS variants`;

/** The products of site `$1` whose ids `idsCondition` admits (`p.id …`), each with its variants. */
const productsWithVariantsWhere = (idsCondition: string) => `SELECT ${productColumns}, ${variantsOfProduct} FROM products p WHERE p.site_id = $1 AND p.id ${idsCondition}`;

// Built once: a text built on every call is hashed again by the prepared-statement cache
// (db/postgres.ts), where the same string keeps its hash (carts.repository.ts `pricingReadSql`).
const productWithRelationsSql = `SELECT row_to_json(found) AS product, ${catalogVersionOf('$1')} AS catalog_version FROM (
   SELECT ${productColumns}, p.collection_ids, ${variantsOfProduct} FROM products p WHERE p.site_id = $1 AND p.id = $2
 ) found`;

/**
 * One product with its variants and collection ids, in one statement: what a product page needs.
 * The collection ids are the row's own copy (`collection_ids`, kept in the order they were added by
 * migration 151's trigger), and the whole answer is one JSON value: on PGlite, decoding one JSON
 * text costs less than decoding thirty columns of the wire protocol (docs/catalog.md, "Where a
 * request's CPU goes").
 */
export async function findProductWithRelations(db: Queryable, siteId: string, id: string) {
  const found = await queryOne<{ product: ProductRow & { variants: VariantRow[]; collection_ids: string[] }; catalog_version: string }>(
    db,
    productWithRelationsSql,
    [siteId, id],
  );
  const row = found?.product;
  return row && { product: toProduct(row), variants: row.variants.map(toVariant), collectionIds: row.collection_ids, catalogVersion: found.catalog_version };
}

/**
 * What `findProductsWithVariants` reads, as a JSON value another statement can carry (a scalar
 * subquery): for the catalogue references in `referencesSql` (a jsonb array expression), the ids it
 * looked for (the store catalogue's uuids, as `resolve` takes them) and the products of site `$1`
 * with those ids, each with its variants. The caller's statement then reads its own rows and the
 * catalogue in one round trip; `productsWithVariantsOf` turns the value back into records.
 */
export function productsWithVariantsAlong(referencesSql: string) {
  // The CASE keeps a malformed id from reaching the cast.
  const id = "r->>'catalogItemId'";
  const ids = `SELECT CASE WHEN ${id} ~* '${uuidPattern.source}' THEN (${id})::uuid END FROM jsonb_array_elements(${referencesSql}) r WHERE r->>'appId' = '${storesAppId}'`;
  return `(WITH wanted (id) AS (${ids}) SELECT json_build_object(
     'ids', (SELECT coalesce(json_agg(wanted.id), '[]'::json) FROM wanted),
     'products', (SELECT coalesce(json_agg(found), '[]'::json) FROM (${productsWithVariantsWhere('IN (SELECT id FROM wanted)')}) found)))`;
}

type ProductsWithVariantsRow = ProductRow & { variants: VariantRow[] };

const withVariants = (rows: readonly ProductsWithVariantsRow[]) => rows.map((row) => ({ product: toProduct(row), variants: row.variants.map(toVariant) }));

/** The value `productsWithVariantsAlong` read: the ids it looked for and the products it found. */
export const productsWithVariantsOf = (read: { ids: Array<string | null>; products: ProductsWithVariantsRow[] }) => ({
  ids: read.ids.filter((id): id is string => id !== null),
  products: withVariants(read.products),
});

/**
 * `refreshStock` for products whose variants' quantities an order changed, which also counts the
 * change as a save (lastUpdated, revision), in one statement; answers the products as saved, by id,
 * each with its variants (by position) and collection ids (in the order they were added), which the
 * product events of the change carry.
 */
export async function refreshStockAndTouch(db: Queryable, siteId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return [];
  const rows = await db.query<ProductRow & { variants: VariantRow[]; collection_ids: string[] }>(
    stockStatusUpdate({
      set: "last_updated = date_trunc('milliseconds', clock_timestamp()), revision = p.revision + 1",
      // The stock taken by the statements before this one is visible to these reads.
      returning: `${productColumns}, p.collection_ids, ${variantsOfProduct}`,
    }),
    [siteId, productIds],
  );
  return rows
    .map((row) => ({ product: toProduct(row), variants: row.variants.map(toVariant), collectionIds: row.collection_ids }))
    .sort((x, y) => (x.product.id < y.product.id ? -1 : x.product.id > y.product.id ? 1 : 0));
}

/** Variant rows (in position order) as records, grouped by their product. */
function variantsByProduct(rows: readonly VariantRow[]): Map<string, VariantRecord[]> {
  const byProduct = new Map<string, VariantRecord[]>();
  for (const variant of rows.map(toVariant)) {
    const ofProduct = byProduct.get(variant.productId);
    if (ofProduct) ofProduct.push(variant);
    else byProduct.set(variant.productId, [variant]);
  }
  return byProduct;
}

/**
 * The variants of the products by product (each in position order) and the collection ids of each
 * (the row's own copy, in the order they were added), in one statement: each list is aggregated as
 * JSON, so the two reads cost one round trip.
 */
export async function variantsAndCollectionsOf(db: Queryable, siteId: string, productIds: readonly string[]) {
  if (productIds.length === 0) return { variants: new Map<string, VariantRecord[]>(), collections: new Map<string, string[]>() };
  const row = await queryOne<{ variants: VariantRow[]; collections: Record<string, string[]> }>(
    db,
    `SELECT
       (SELECT coalesce(json_agg(v ORDER BY v.product_id, v.position), '[]'::json)
        FROM (SELECT ${variantColumns} FROM product_variants WHERE site_id = $1 AND product_id = ANY($2::uuid[])) v) AS variants,
       (SELECT coalesce(json_object_agg(id, collection_ids), '{}'::json) FROM products WHERE site_id = $1 AND id = ANY($2::uuid[])) AS collections`,
    [siteId, productIds],
  );
  return { variants: variantsByProduct(row!.variants), collections: new Map(Object.entries(row!.collections)) };
}

/**
 * Products with their variants (by position), in one statement: what a cart needs to price and
 * check its lines.
 */
export async function findProductsWithVariants(db: Queryable, siteId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db.query<ProductRow & { variants: VariantRow[] }>(
    productsWithVariantsWhere('= ANY($2::uuid[])'),
    [siteId, ids],
  );
  return withVariants(rows);
}
