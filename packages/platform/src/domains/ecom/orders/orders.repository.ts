import { queryOne, type Queryable } from '../../../db/database';
import type { OrderData } from './order-data';

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

export const insertOrder = (
  tx: Queryable,
  siteId: string,
  order: { id: string; checkoutId: string; memberId?: string; visitorId?: string; email: string; status: string; paymentStatus: string; currency: string; total: number; data: OrderData },
) =>
  queryOne<OrderRow>(
    tx,
    `INSERT INTO orders (id, site_id, checkout_id, member_id, visitor_id, buyer_email, status, payment_status, currency, total, data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${columns}`,
    [order.id, siteId, order.checkoutId, order.memberId ?? null, order.visitorId ?? null, order.email, order.status, order.paymentStatus, order.currency, order.total, JSON.stringify(order.data)],
  );

/** Columns a search may filter and sort on, by their wire names. */
export const searchableColumns: Record<string, { column: string; type: 'text' | 'number' | 'date' | 'uuid' }> = {
  id: { column: 'id', type: 'uuid' },
  number: { column: 'number', type: 'number' },
  status: { column: 'status', type: 'text' },
  paymentStatus: { column: 'payment_status', type: 'text' },
  fulfillmentStatus: { column: 'fulfillment_status', type: 'text' },
  'buyerInfo.email': { column: 'buyer_email', type: 'text' },
  'buyerInfo.memberId': { column: 'member_id', type: 'uuid' },
  'buyerInfo.visitorId': { column: 'visitor_id', type: 'uuid' },
  checkoutId: { column: 'checkout_id', type: 'uuid' },
  createdDate: { column: 'created_date', type: 'date' },
  updatedDate: { column: 'updated_date', type: 'date' },
  'priceSummary.total': { column: 'total', type: 'number' },
};

/**
 * The orders a member may list, with $param naming the member (the site is $1): those placed as
 * the member, and guest orders whose buyer e-mail is the member's verified login e-mail.
 */
export const memberOrdersCondition = (param: number) =>
  `(member_id = $${param} OR (member_id IS NULL AND lower(buyer_email) = (SELECT lower(login_email) FROM members WHERE site_id = $1 AND id = $${param} AND email_verified)))`;

/** The member's login e-mail when it is verified. */
export async function verifiedMemberEmail(db: Queryable, siteId: string, memberId: string): Promise<string | undefined> {
  const [member] = await db.query<{ login_email: string }>('SELECT login_email FROM members WHERE site_id = $1 AND id = $2 AND email_verified', [siteId, memberId]);
  return member?.login_email;
}

export async function searchOrders(
  db: Queryable,
  siteId: string,
  where: { sql: string[]; params: unknown[] },
  sort: Array<{ column: string; order: 'ASC' | 'DESC' }>,
  paging: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const params = [siteId, ...where.params];
  const conditions = ['site_id = $1', ...where.sql].join(' AND ');
  const orderBy = [...sort.map((s) => `${s.column} ${s.order}`), 'id ASC'].join(', ');
  const rows = await db.query<OrderRow>(
    `SELECT ${columns} FROM orders WHERE ${conditions} ORDER BY ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, paging.limit, paging.offset],
  );
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders WHERE ${conditions}`, params);
  return { rows, total: count?.total ?? 0 };
}
