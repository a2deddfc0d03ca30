import { queryOne, type Queryable } from '../../../db/database';
import type { Owner } from '../actor';
import { pricingContextColumns, splitPricingContext, type PricingContext, type PricingContextRow } from '../settings/settings.repository';
import type { CheckoutData } from './checkout-data';

export interface CheckoutRow {
  id: string;
  cart_id: string | null;
  owner_type: Owner['type'];
  owner_id: string;
  revision: number;
  currency: string;
  data: CheckoutData;
  completed: boolean;
  order_id: string | null;
  created_date: Date;
  updated_date: Date;
}

const columns = 'id, cart_id, owner_type, owner_id, revision, currency, data, completed, order_id, created_date, updated_date';

export const findCheckout = (db: Queryable, siteId: string, id: string) =>
  queryOne<CheckoutRow>(db, `SELECT ${columns} FROM checkouts WHERE site_id = $1 AND id = $2`, [siteId, id]);

/**
 * Locks the checkout (concurrent updates and create-order calls on it queue here) and reads, in the
 * same statement, what pricing it needs besides its lines: the site's currency and store settings.
 */
export async function lockCheckout(tx: Queryable, siteId: string, id: string): Promise<{ row: CheckoutRow; context: PricingContext } | undefined> {
  const found = await queryOne<CheckoutRow & PricingContextRow>(
    tx,
    `SELECT ${columns.split(', ').map((column) => `c.${column}`).join(', ')}, ${pricingContextColumns}
     FROM checkouts c JOIN sites s ON s.id = c.site_id LEFT JOIN store_settings st ON st.site_id = c.site_id
     WHERE c.site_id = $1 AND c.id = $2 FOR UPDATE OF c`,
    [siteId, id],
  );
  return found && splitPricingContext(found);
}

/** The checkouts made from a cart, newest first. */
export const findCheckoutsOfCart = (db: Queryable, siteId: string, cartId: string) =>
  db.query<CheckoutRow>(`SELECT ${columns} FROM checkouts WHERE site_id = $1 AND cart_id = $2 ORDER BY created_date DESC, id LIMIT 20`, [siteId, cartId]);

/**
 * The cart's latest checkout not yet ordered, of the cart's owner now and from the last 30 days,
 * whose contact and address a new checkout of the cart starts from: a cart that changed hands (a
 * visitor's, taken over by the member they signed in as) never hands on what its earlier owner typed.
 */
export const findLatestOpenCheckoutOfCart = (db: Queryable, siteId: string, cart: { id: string; owner_type: string; owner_id: string }) =>
  queryOne<CheckoutRow>(
    db,
    `SELECT ${columns} FROM checkouts WHERE site_id = $1 AND cart_id = $2 AND owner_type = $3 AND owner_id = $4 AND NOT completed
       AND created_date > now() - interval '30 days' ORDER BY created_date DESC, id LIMIT 1`,
    [siteId, cart.id, cart.owner_type, cart.owner_id],
  );

export const insertCheckout = (
  tx: Queryable,
  siteId: string,
  checkout: { id: string; cartId?: string; owner: Owner; currency: string; data: CheckoutData },
) =>
  queryOne<CheckoutRow>(
    tx,
    `INSERT INTO checkouts (id, site_id, cart_id, owner_type, owner_id, currency, data) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${columns}`,
    [checkout.id, siteId, checkout.cartId ?? null, checkout.owner.type, checkout.owner.id, checkout.currency, JSON.stringify(checkout.data)],
  );

export const saveCheckout = (tx: Queryable, siteId: string, id: string, data: CheckoutData) =>
  queryOne<CheckoutRow>(
    tx,
    `UPDATE checkouts SET data = $3, revision = revision + 1, updated_date = now() WHERE site_id = $1 AND id = $2 RETURNING ${columns}`,
    [siteId, id, JSON.stringify(data)],
  );

/** Marks the checkout completed, with the order placed from it (if any) and its data as frozen then. */
export const completeCheckout = (tx: Queryable, siteId: string, id: string, orderId: string | null, data: CheckoutData) =>
  queryOne<CheckoutRow>(
    tx,
    `UPDATE checkouts SET completed = true, order_id = COALESCE($3, order_id), data = $4, revision = revision + 1, updated_date = now()
     WHERE site_id = $1 AND id = $2 RETURNING ${columns}`,
    [siteId, id, orderId, JSON.stringify(data)],
  );
