import { queryOne, type Queryable } from '../../../db/database';
import type { QueryTarget } from '../../../db/query-compiler';
import { provenMemberEmailSql } from '../../identity/identity.repository';
import type { CheckoutData } from '../checkouts/checkout-data';
import type { OrderData } from './order-data';
import { limitAndOffset } from '../../../db/whole-number';

export interface OrderRow {
  id: string;
  number: number;
  checkout_id: string;
  member_id: string | null;
  visitor_id: string | null;
  buyer_email: string;
  status: string;
  payment_status: string;
  fulfillment_status: string;
  revision: number;
  ready_for_pickup_date: Date | null;
  currency: string;
  total: number;
  data: OrderData;
  created_date: Date;
  updated_date: Date;
}

const columns =
  'id, number, checkout_id, member_id, visitor_id, buyer_email, status, payment_status, fulfillment_status, revision, ready_for_pickup_date, currency, total, data, created_date, updated_date';

export const findOrder = (db: Queryable, siteId: string, id: string) =>
  queryOne<OrderRow>(db, `SELECT ${columns} FROM orders WHERE site_id = $1 AND id = $2`, [siteId, id]);

/** The order under its row lock, for the rest of the caller's transaction: every change of an order starts here. */
export const lockOrder = (tx: Queryable, siteId: string, id: string) =>
  queryOne<OrderRow>(tx, `SELECT ${columns} FROM orders WHERE site_id = $1 AND id = $2 FOR UPDATE`, [siteId, id]);

/** Saves a change of a locked order: its states, data and one more revision. */
export const saveOrder = (
  tx: Queryable,
  siteId: string,
  id: string,
  change: { status: string; paymentStatus: string; fulfillmentStatus: string; readyForPickupDate: Date | null; data: OrderData; email: string },
) =>
  queryOne<OrderRow>(
    tx,
    `UPDATE orders SET status = $3, payment_status = $4, fulfillment_status = $5, ready_for_pickup_date = $6, data = $7, buyer_email = $8,
       revision = revision + 1, updated_date = now()
     WHERE site_id = $1 AND id = $2 RETURNING ${columns}`,
    [siteId, id, change.status, change.paymentStatus, change.fulfillmentStatus, change.readyForPickupDate, JSON.stringify(change.data), change.email],
  );

export interface NewOrder {
  id: string;
  checkoutId: string;
  memberId?: string;
  visitorId?: string;
  email: string;
  status: string;
  paymentStatus: string;
  currency: string;
  total: number;
  data: OrderData;
}

/**
 * Places the order in one statement: inserts it, completes the checkout it comes from (which the
 * caller holds locked) with the data frozen then, and deletes the cart that was bought, if it is
 * still there. Answers the order as inserted, the checkout's new revision and update time, and
 * whether a cart was deleted.
 */
export async function insertOrderCompletingCheckout(tx: Queryable, siteId: string, order: NewOrder, checkout: { data: CheckoutData; cartId: string | null }) {
  const row = await queryOne<OrderRow & { checkout_revision: number; checkout_updated_date: Date; cart_deleted: boolean }>(
    tx,
    `WITH placed AS (
       INSERT INTO orders (id, site_id, checkout_id, member_id, visitor_id, buyer_email, status, payment_status, currency, total, data)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${columns}
     ),
     completed AS (
       UPDATE checkouts SET completed = true, order_id = $1, data = $12, revision = revision + 1, updated_date = now()
       WHERE site_id = $2 AND id = $3 RETURNING revision, updated_date
     ),
     bought AS (DELETE FROM carts WHERE site_id = $2 AND id = $13::uuid RETURNING id)
     SELECT placed.*, completed.revision AS checkout_revision, completed.updated_date AS checkout_updated_date, EXISTS (SELECT FROM bought) AS cart_deleted
     FROM placed, completed`,
    [
      order.id,
      siteId,
      order.checkoutId,
      order.memberId ?? null,
      order.visitorId ?? null,
      order.email,
      order.status,
      order.paymentStatus,
      order.currency,
      order.total,
      JSON.stringify(order.data),
      JSON.stringify(checkout.data),
      checkout.cartId,
    ],
  );
  if (!row) throw new Error(`checkout ${order.checkoutId} vanished under its lock`);
  const { checkout_revision, checkout_updated_date, cart_deleted, ...placed } = row;
  return { order: placed, checkout: { revision: checkout_revision, updated_date: checkout_updated_date }, cartDeleted: cart_deleted };
}

/** Each order's own currency, for its money filters: an order keeps the currency it was placed in. */
export const orderCurrencySql = { sql: 'o.currency' };

/** What an order search filters and sorts on, by wire name, over `orders o`: newest first by default. */
export const orderQuery: QueryTarget = {
  alias: 'o',
  root: 'search',
  defaultOrder: 'o.created_date DESC',
  // Ties end in ascending id whatever the sort, as order lists always have.
  idOrder: 'ASC',
  fields: {
    id: { kind: 'uuid', column: 'o.id', sortable: true },
    number: { kind: 'integer', column: 'o.number', sortable: true },
    status: { kind: 'text', column: 'o.status', sortable: true },
    paymentStatus: { kind: 'text', column: 'o.payment_status', sortable: true },
    fulfillmentStatus: { kind: 'text', column: 'o.fulfillment_status', sortable: true },
    'buyerInfo.email': { kind: 'text', column: 'o.buyer_email', sortable: true },
    'buyerInfo.memberId': { kind: 'uuid', column: 'o.member_id', sortable: true },
    'buyerInfo.visitorId': { kind: 'uuid', column: 'o.visitor_id', sortable: true },
    checkoutId: { kind: 'uuid', column: 'o.checkout_id', sortable: true },
    createdDate: { kind: 'date', column: 'o.created_date', sortable: true },
    updatedDate: { kind: 'date', column: 'o.updated_date', sortable: true },
    // An amount as the wire shows it (`12.5` for 12.50), in the order's own currency: the search
    // passes `o.currency` as the currency, so each row's minor units are compared with its own.
    'priceSummary.total': { kind: 'money', column: 'o.total', sortable: true },
  },
};

/**
 * Runs a search compiled for `orderQuery` (site `$1`, numbered params): the page and the count of
 * every match. With `memberId`, only the member's orders: those placed as the member, and guest
 * orders whose buyer e-mail is the member's verified login e-mail (never those of the browser's
 * earlier visitor as such).
 */
export async function searchOrders(
  db: Queryable,
  query: { where: string; orderBy: string; params: unknown[] },
  options: { memberId?: string; limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const params = [...query.params];
  const conditions = [query.where];
  if (options.memberId !== undefined) {
    params.push(options.memberId);
    const member = `$${params.length}`;
    conditions.push(`(o.member_id = ${member} OR (o.member_id IS NULL AND lower(o.buyer_email) = ${provenMemberEmailSql('$1', member)}))`);
  }
  const where = conditions.join(' AND ');
  const rows = await db.query<OrderRow>(
    `SELECT ${columns} FROM orders o WHERE ${where} ORDER BY ${query.orderBy} ${limitAndOffset(options.limit, options.offset)}`,
    params,
  );
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders o WHERE ${where}`, params);
  return { rows, total: count?.total ?? 0 };
}
