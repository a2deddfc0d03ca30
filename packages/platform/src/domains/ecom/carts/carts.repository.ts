import { queryOne, type Queryable } from '../../../db/database';
import type { Owner } from '../actor';
import { pricingContextColumns, splitPricingContext, type PricingContext, type PricingContextRow } from '../settings/settings.repository';
import type { CartData } from './cart-data';
import type { CatalogItems, CatalogReference } from '../../catalog/catalog-items';
import { insertEventFrom, type NewEventRow } from '../../events/events.repository';

export interface CartRow {
  id: string;
  owner_type: Owner['type'];
  owner_id: string;
  is_current: boolean;
  revision: number;
  currency: string;
  data: CartData;
  created_date: Date;
  updated_date: Date;
}

const columns = 'id, owner_type, owner_id, is_current, revision, currency, data, created_date, updated_date';

/** The columns of a cart row `c`, and the site's currency and store settings that pricing it needs (`pricingContextColumns`). */
const forPricing = `${columns.split(', ').map((column) => `c.${column}`).join(', ')}, ${pricingContextColumns}`;
const withPricingContext = 'carts c JOIN sites s ON s.id = c.site_id LEFT JOIN store_settings st ON st.site_id = c.site_id';

/**
 * The catalogue read beside a cart (`CatalogItems.readAlong`): the products of the cart's lines
 * and of `adding` (lines about to be added), read by the cart's own statement.
 */
export interface CatalogAlong {
  catalog: Pick<CatalogItems, 'readAlong'>;
  adding?: readonly CatalogReference[];
}

/** The `catalog_read` column for `along`, its param numbered `$next`; none without `along`. */
function catalogColumn(along: CatalogAlong | undefined, next: number): string {
  if (!along) return '';
  const references = `jsonb_path_query_array(c.data, '$.lineItems[*].catalogReference') || $${next}::jsonb`;
  return `, ${along.catalog.readAlong(references)} AS catalog_read`;
}

/** A cart with its pricing context, and what the catalogue read beside it (`undefined` without `along`). */
export interface CartForPricing {
  row: CartRow;
  context: PricingContext;
  catalogRead: unknown;
}

/** A cart locked for a write, with its pricing context, its catalogue read and the transaction's time (the `now()` its save stamps). */
export interface LockedCart extends CartForPricing {
  now: Date;
}

/** Which cart a read names among the site's (`$1`): by id, or the owner's current one. */
type Which = { where: string; params: unknown[] };
const byId = (siteId: string, id: string): Which => ({ where: 'c.id = $2', params: [siteId, id] });
const currentOf = (siteId: string, owner: Owner): Which => ({ where: 'c.owner_type = $2 AND c.owner_id = $3 AND c.is_current', params: [siteId, owner.type, owner.id] });

/**
 * A cart and, in the same statement, what pricing it needs besides its lines (the site's currency
 * and store settings, with `along` the catalogue's products) and the transaction's time: reading a
 * priced cart or its estimate is this one read, and so is a write's first try (which saves only
 * if the cart is still at the revision read, `saveCartRecording`). With `lock`, the cart is locked
 * for the rest of the transaction (concurrent writers queue here): the write that raced prices the
 * changed cart and saves it with its event before anyone else can.
 */
async function readForPricing(db: Queryable, which: Which, along: CatalogAlong | undefined, lock: boolean): Promise<LockedCart | undefined> {
  const params = along ? [...which.params, JSON.stringify(along.adding ?? [])] : which.params;
  const found = await queryOne<CartRow & PricingContextRow & { catalog_read?: unknown; tx_now: Date }>(db, pricingReadSql(which, along, lock), params);
  if (!found) return undefined;
  const { catalog_read, tx_now, ...cart } = found;
  return { ...splitPricingContext(cart), catalogRead: catalog_read, now: tx_now };
}

/**
 * The statement of each shape of `readForPricing`, built once. The same string each time lets the
 * driver's cache of prepared statements (db/postgres.ts) find it by the hash V8 keeps on the
 * string, where a text built anew (2 KB with the catalogue's read) was hashed and compared on every
 * request: about 4 % of an estimate's CPU. `readAlong` builds the same text for the same input.
 */
const pricingReads = new Map<string, string>();
function pricingReadSql(which: Which, along: CatalogAlong | undefined, lock: boolean): string {
  const key = `${which.where}|${along !== undefined}|${lock}`;
  let sql = pricingReads.get(key);
  if (sql === undefined) {
    const catalog = catalogColumn(along, which.params.length + 1);
    sql = `SELECT ${forPricing}, now() AS tx_now${catalog} FROM ${withPricingContext} WHERE c.site_id = $1 AND ${which.where}${lock ? ' FOR UPDATE OF c' : ''}`;
    pricingReads.set(key, sql);
  }
  return sql;
}

export const findCartForPricing = (db: Queryable, siteId: string, id: string, along?: CatalogAlong) => readForPricing(db, byId(siteId, id), along, false);

/** The owner's current cart, with its pricing context. */
export const findCurrentCartForPricing = (db: Queryable, siteId: string, owner: Owner, along?: CatalogAlong) => readForPricing(db, currentOf(siteId, owner), along, false);

export const lockCartForPricing = (tx: Queryable, siteId: string, id: string, along?: CatalogAlong) => readForPricing(tx, byId(siteId, id), along, true);

export const lockCurrentCartForPricing = (tx: Queryable, siteId: string, owner: Owner, along?: CatalogAlong) => readForPricing(tx, currentOf(siteId, owner), along, true);

/** Whether the owner has a current cart (a visitor's, still to be merged into the member they became). */
export async function hasCurrentCart(db: Queryable, siteId: string, owner: Owner): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM carts WHERE site_id = $1 AND owner_type = $2 AND owner_id = $3 AND is_current) AS found', [
    siteId,
    owner.type,
    owner.id,
  ]);
  return row?.found === true;
}

export const lockCurrentCart = (tx: Queryable, siteId: string, owner: Owner) =>
  queryOne<CartRow>(tx, `SELECT ${columns} FROM carts WHERE site_id = $1 AND owner_type = $2 AND owner_id = $3 AND is_current FOR UPDATE`, [
    siteId,
    owner.type,
    owner.id,
  ]);

/**
 * Inserts a cart. For a current cart, a concurrent insert for the same owner makes this one a
 * no-op (undefined): the partial unique index decides who wins, and the loser reads the winner's.
 */
export const insertCart = (
  tx: Queryable,
  siteId: string,
  cart: { id: string; owner: Owner; isCurrent: boolean; currency: string; data: CartData },
) =>
  queryOne<CartRow>(
    tx,
    `INSERT INTO carts (id, site_id, owner_type, owner_id, is_current, currency, data) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (site_id, owner_type, owner_id) WHERE is_current DO NOTHING RETURNING ${columns}`,
    [cart.id, siteId, cart.owner.type, cart.owner.id, cart.isCurrent, cart.currency, JSON.stringify(cart.data)],
  );

export const saveCart = (tx: Queryable, siteId: string, id: string, data: CartData) =>
  queryOne<CartRow>(tx, `UPDATE carts SET data = $3, revision = revision + 1, updated_date = now() WHERE site_id = $1 AND id = $2 RETURNING ${columns}`, [
    siteId,
    id,
    JSON.stringify(data),
  ]);

// Built once, as `pricingReadSql` is.
const recorded = insertEventFrom('written', 6);
const saveRecordingSql = `WITH written AS (UPDATE carts SET data = $3, revision = revision + 1, updated_date = $5 WHERE site_id = $1 AND id = $2 AND revision = $4 RETURNING revision),
      recorded AS (${recorded.sql})
 SELECT revision FROM written`;

/**
 * Saves a cart and writes its event in one statement (a data-modifying CTE), if the cart is still
 * at the revision it was read at: the event is written exactly when the save is. `saved` is the
 * cart as its event shows it: its revision is the read row's plus one and its `updated_date` the
 * time its read returned. False when another write moved the cart since that read (never for a
 * cart this transaction has locked).
 */
export async function saveCartRecording(db: Queryable, siteId: string, saved: CartRow, event: NewEventRow): Promise<boolean> {
  const written = await queryOne<{ revision: number }>(db, saveRecordingSql, [
    siteId,
    saved.id,
    JSON.stringify(saved.data),
    saved.revision - 1,
    saved.updated_date,
    ...recorded.params(event),
  ]);
  return written !== undefined;
}

/** Hands a visitor's current cart to the member they became. */
export const transferCart = (tx: Queryable, siteId: string, id: string, owner: Owner) =>
  queryOne<CartRow>(
    tx,
    `UPDATE carts SET owner_type = $3, owner_id = $4, revision = revision + 1, updated_date = now() WHERE site_id = $1 AND id = $2 RETURNING ${columns}`,
    [siteId, id, owner.type, owner.id],
  );

export async function deleteCart(tx: Queryable, siteId: string, id: string): Promise<boolean> {
  return (await tx.query('DELETE FROM carts WHERE site_id = $1 AND id = $2 RETURNING id', [siteId, id])).length > 0;
}
