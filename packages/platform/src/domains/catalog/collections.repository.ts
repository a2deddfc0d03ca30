import { queryOne, type Queryable } from '../../db/database';
import type { CollectionRecord } from './catalog.records';
import { limitAndOffset } from '../../db/whole-number';

interface CollectionRow {
  id: string;
  site_id: string;
  name: string;
  slug: string;
  description: string;
  visible: boolean;
  media: CollectionRecord['media'];
  created_date: Date;
  last_updated: Date;
  revision: number;
  number_of_products: number;
}

const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const toCollection = (row: CollectionRow): CollectionRecord => ({
  id: row.id,
  siteId: row.site_id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  visible: row.visible,
  media: row.media,
  createdDate: date(row.created_date),
  lastUpdated: date(row.last_updated),
  revision: row.revision,
  numberOfProducts: row.number_of_products,
});

/** `numberOfProducts` counts what the caller may see: visible products only, unless staff. */
const columns = (staff: boolean) => `c.id, c.site_id, c.name, c.slug, c.description, c.visible, c.media, c.created_date, c.last_updated, c.revision,
  (SELECT count(*)::int FROM collection_products cp JOIN products p ON p.id = cp.product_id
    WHERE cp.collection_id = c.id${staff ? '' : ' AND p.visible'}) AS number_of_products`;

export async function findCollection(db: Queryable, siteId: string, by: { id: string } | { slug: string }, staff = true) {
  const [column, value] = 'id' in by ? ['c.id', by.id] : ['c.slug', by.slug];
  const row = await queryOne<CollectionRow>(db, `SELECT ${columns(staff)} FROM collections c WHERE c.site_id = $1 AND ${column} = $2`, [
    siteId,
    value,
  ]);
  return row && toCollection(row);
}

export async function lockCollection(db: Queryable, siteId: string, id: string) {
  const row = await queryOne(db, 'SELECT id FROM collections WHERE site_id = $1 AND id = $2 FOR UPDATE', [siteId, id]);
  return row !== undefined;
}

export async function selectCollections(db: Queryable, where: string, orderBy: string, params: unknown[], limit: number, offset: number, staff: boolean) {
  const rows = await db.query<CollectionRow>(
    `SELECT ${columns(staff)} FROM collections c WHERE ${where} ORDER BY ${orderBy} ${limitAndOffset(limit, offset)}`,
    params,
  );
  return rows.map(toCollection);
}

export async function countCollections(db: Queryable, where: string, params: unknown[]): Promise<number> {
  return (await queryOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM collections c WHERE ${where}`, params))?.n ?? 0;
}

export async function collectionSlugTaken(db: Queryable, siteId: string, slug: string, exceptId?: string) {
  return (
    (await queryOne(db, 'SELECT 1 FROM collections WHERE site_id = $1 AND slug = $2 AND id IS DISTINCT FROM $3::uuid', [siteId, slug, exceptId ?? null])) !==
    undefined
  );
}

export async function insertCollection(db: Queryable, c: Omit<CollectionRecord, 'createdDate' | 'lastUpdated' | 'revision' | 'numberOfProducts'>) {
  await db.query(
    `INSERT INTO collections (id, site_id, name, slug, description, visible, media, created_date, last_updated)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, date_trunc('milliseconds', clock_timestamp()), date_trunc('milliseconds', clock_timestamp()))`,
    [c.id, c.siteId, c.name, c.slug, c.description, c.visible, JSON.stringify(c.media)],
  );
}

export async function saveCollection(db: Queryable, c: CollectionRecord) {
  await db.query(
    `UPDATE collections SET name = $3, slug = $4, description = $5, visible = $6, media = $7::jsonb, last_updated = date_trunc('milliseconds', clock_timestamp()),
       revision = revision + 1
     WHERE site_id = $1 AND id = $2`,
    [c.siteId, c.id, c.name, c.slug, c.description, c.visible, JSON.stringify(c.media)],
  );
}

/** Stamps the collection's lastUpdated: its products changed. */
export async function touchCollection(db: Queryable, siteId: string, id: string): Promise<void> {
  await db.query(`UPDATE collections SET last_updated = date_trunc('milliseconds', clock_timestamp()) WHERE site_id = $1 AND id = $2`, [siteId, id]);
}

export const deleteCollection = async (db: Queryable, siteId: string, id: string) =>
  (await db.query('DELETE FROM collections WHERE site_id = $1 AND id = $2 RETURNING id', [siteId, id])).length > 0;

/** Adds products of the site (others are ignored by the join); returns the ids that exist. */
export async function addCollectionProducts(db: Queryable, siteId: string, collectionId: string, productIds: readonly string[]) {
  const found = await db.query<{ id: string }>('SELECT id FROM products WHERE site_id = $1 AND id = ANY($2::uuid[])', [siteId, productIds]);
  const ids = productIds.filter((id) => found.some((row) => row.id === id));
  if (ids.length) {
    await db.query(
      `INSERT INTO collection_products (collection_id, product_id, site_id)
       SELECT $1, id, $2 FROM unnest($3::uuid[]) WITH ORDINALITY AS t(id, n) ORDER BY n
       ON CONFLICT (collection_id, product_id) DO NOTHING`,
      [collectionId, siteId, ids],
    );
  }
  return found.map((row) => row.id);
}

export async function removeCollectionProducts(db: Queryable, siteId: string, collectionId: string, productIds: readonly string[]) {
  await db.query('DELETE FROM collection_products WHERE site_id = $1 AND collection_id = $2 AND product_id = ANY($3::uuid[])', [
    siteId,
    collectionId,
    productIds,
  ]);
}
