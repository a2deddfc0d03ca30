import { queryOne, type Queryable } from '../../../db/database';
import type { Owner } from '../actor';
import { pricingContextColumns, splitPricingContext, type PricingContext, type PricingContextRow } from '../settings/settings.repository';
import type { CartData } from './cart-data';

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

/** Locks the cart for the rest of the transaction: concurrent writers queue here. */
export const lockCart = (tx: Queryable, siteId: string, id: string) =>
  queryOne<CartRow>(tx, `SELECT ${columns} FROM carts WHERE site_id = $1 AND id = $2 FOR UPDATE`, [siteId, id]);

/** The columns of a cart row `c`, and the site's currency and store settings that pricing it needs (`pricingContextColumns`). */
const forPricing = `${columns.split(', ').map((column) => `c.${column}`).join(', ')}, ${pricingContextColumns}`;
const withPricingContext = 'carts c JOIN sites s ON s.id = c.site_id LEFT JOIN store_settings st ON st.site_id = c.site_id';

/**
 * A cart and, in the same statement, what pricing it needs besides its lines (the site's currency
 * and store settings): reading a priced cart or its estimate costs this read and the catalogue's.
 * `where` narrows the site's carts (`$1`) with the further params.
 */
async function findForPricing(db: Queryable, where: string, params: unknown[]) {
  const found = await queryOne<CartRow & PricingContextRow>(db, `SELECT ${forPricing} FROM ${withPricingContext} WHERE c.site_id = $1 AND ${where}`, params);
  return found && splitPricingContext(found);
}

export const findCartForPricing = (db: Queryable, siteId: string, id: string) => findForPricing(db, 'c.id = $2', [siteId, id]);

/** The owner's current cart, with its pricing context. */
export const findCurrentCartForPricing = (db: Queryable, siteId: string, owner: Owner) =>
  findForPricing(db, 'c.owner_type = $2 AND c.owner_id = $3 AND c.is_current', [siteId, owner.type, owner.id]);

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

/**
 * Saves the cart and reads, in the same statement, what pricing it needs besides its lines (the
 * site's currency and store settings): a cart write answers the priced cart.
 */
export async function saveCartForPricing(tx: Queryable, siteId: string, id: string, data: CartData): Promise<{ row: CartRow; context: PricingContext } | undefined> {
  const row = await queryOne<CartRow & PricingContextRow>(
    tx,
    `UPDATE carts c SET data = $3, revision = c.revision + 1, updated_date = now()
     FROM sites s LEFT JOIN store_settings st ON st.site_id = s.id
     WHERE c.site_id = $1 AND c.id = $2 AND s.id = c.site_id
     RETURNING ${forPricing}`,
    [siteId, id, JSON.stringify(data)],
  );
  return row && splitPricingContext(row);
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
