import { queryOne, type Queryable } from '../../../db/database';
import type { Owner } from '../actor';
import { pricingContextColumns, toPricingContext, type PricingContext } from '../settings/settings.repository';
import type { StoreSettings } from '../settings/store-settings';
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

export const findCart = (db: Queryable, siteId: string, id: string) =>
  queryOne<CartRow>(db, `SELECT ${columns} FROM carts WHERE site_id = $1 AND id = $2`, [siteId, id]);

/** Locks the cart for the rest of the transaction: concurrent writers queue here. */
export const lockCart = (tx: Queryable, siteId: string, id: string) =>
  queryOne<CartRow>(tx, `SELECT ${columns} FROM carts WHERE site_id = $1 AND id = $2 FOR UPDATE`, [siteId, id]);

export const findCurrentCart = (db: Queryable, siteId: string, owner: Owner) =>
  queryOne<CartRow>(db, `SELECT ${columns} FROM carts WHERE site_id = $1 AND owner_type = $2 AND owner_id = $3 AND is_current`, [
    siteId,
    owner.type,
    owner.id,
  ]);

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
  const row = await queryOne<CartRow & { site_currency: string; store_settings: StoreSettings | null }>(
    tx,
    `UPDATE carts c SET data = $3, revision = c.revision + 1, updated_date = now()
     FROM sites s LEFT JOIN store_settings st ON st.site_id = s.id
     WHERE c.site_id = $1 AND c.id = $2 AND s.id = c.site_id
     RETURNING ${columns.split(', ').map((column) => `c.${column}`).join(', ')}, ${pricingContextColumns}`,
    [siteId, id, JSON.stringify(data)],
  );
  if (!row) return undefined;
  const { site_currency, store_settings, ...cart } = row;
  return { row: cart, context: toPricingContext({ site_currency, store_settings }) };
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
