import { queryOne, type Queryable } from '../../../db/database';
import { wholeNumber } from '../../../db/whole-number';

/** The rows an order gathers after placement: fulfilments, payments and refunds, activities. */

export interface LineQuantity {
  id: string;
  quantity: number;
}

export interface TrackingInfo {
  trackingNumber?: string;
  shippingProvider?: string;
  trackingLink?: string;
}

export interface FulfillmentRow {
  id: string;
  order_id: string;
  line_items: LineQuantity[];
  tracking_info: TrackingInfo | null;
  picked_up: boolean;
  created_date: Date;
  updated_date: Date;
}

export interface RefundDetails {
  paymentId: string;
  lineItems: LineQuantity[];
  shippingAmount: number;
  restockLineItems: LineQuantity[];
  reason?: string;
  /** Who asked for it, for the activity its completion writes (whoever completes it). */
  by?: Author;
  /** Whether its completion tells the buyer (`sideEffects.sendOrderRefundedEmail`). */
  notify?: boolean;
  /** Its caller was answered that it was sent but not confirmed (202): its completion tells the store (`REFUND_CONFIRMED`). */
  toldHeld?: boolean;
}

export interface TransactionRow {
  id: string;
  order_id: string;
  kind: 'PAYMENT' | 'REFUND';
  status: 'PENDING' | 'COMPLETED';
  amount: number;
  provider: string;
  provider_transaction_id: string | null;
  details: Partial<RefundDetails>;
  created_date: Date;
}

export interface Author {
  type: 'WIX_USER' | 'APP' | 'MEMBER' | 'ANONYMOUS_VISITOR' | 'SYSTEM';
  id?: string;
}

export interface ActivityRow {
  id: string;
  order_id: string;
  type: string;
  author: Author;
  note: string | null;
  data: Record<string, unknown> | null;
  created_date: Date;
}

export interface OrderRecords {
  fulfillments: FulfillmentRow[];
  transactions: TransactionRow[];
  activities: ActivityRow[];
}

const fulfillmentColumns = 'id, order_id, line_items, tracking_info, picked_up, created_date, updated_date';
const transactionColumns = 'id, order_id, kind, status, amount, provider, provider_transaction_id, details, created_date';

/** The records of several orders at once (search results), by order id. */
export async function loadRecords(db: Queryable, siteId: string, orderIds: readonly string[]): Promise<Map<string, OrderRecords>> {
  const records = new Map<string, OrderRecords>(orderIds.map((id) => [id, { fulfillments: [], transactions: [], activities: [] }]));
  if (orderIds.length === 0) return records;
  const params = [siteId, orderIds];
  const [fulfillments, transactions, activities] = [
    await db.query<FulfillmentRow>(`SELECT ${fulfillmentColumns} FROM order_fulfillments WHERE site_id = $1 AND order_id = ANY($2::uuid[]) ORDER BY created_date, id`, params),
    await db.query<TransactionRow>(`SELECT ${transactionColumns} FROM order_transactions WHERE site_id = $1 AND order_id = ANY($2::uuid[]) ORDER BY created_date, id`, params),
    await db.query<ActivityRow>(
      'SELECT id, order_id, type, author, note, data, created_date FROM order_activities WHERE site_id = $1 AND order_id = ANY($2::uuid[]) ORDER BY seq',
      params,
    ),
  ];
  for (const row of fulfillments) records.get(row.order_id)!.fulfillments.push(row);
  for (const row of transactions) records.get(row.order_id)!.transactions.push(row);
  for (const row of activities) records.get(row.order_id)!.activities.push(row);
  return records;
}

export const insertFulfillment = (tx: Queryable, siteId: string, f: { id: string; orderId: string; lineItems: LineQuantity[]; trackingInfo?: TrackingInfo; pickedUp?: boolean }) =>
  queryOne<FulfillmentRow>(
    tx,
    `INSERT INTO order_fulfillments (id, site_id, order_id, line_items, tracking_info, picked_up) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${fulfillmentColumns}`,
    [f.id, siteId, f.orderId, JSON.stringify(f.lineItems), f.trackingInfo ? JSON.stringify(f.trackingInfo) : null, f.pickedUp ?? false],
  );

export const updateFulfillment = (tx: Queryable, siteId: string, id: string, f: { lineItems: LineQuantity[]; trackingInfo: TrackingInfo | null }) =>
  queryOne<FulfillmentRow>(
    tx,
    `UPDATE order_fulfillments SET line_items = $3, tracking_info = $4, updated_date = now() WHERE site_id = $1 AND id = $2 RETURNING ${fulfillmentColumns}`,
    [siteId, id, JSON.stringify(f.lineItems), f.trackingInfo ? JSON.stringify(f.trackingInfo) : null],
  );

export const deleteFulfillment = (tx: Queryable, siteId: string, id: string) => tx.query('DELETE FROM order_fulfillments WHERE site_id = $1 AND id = $2', [siteId, id]);

export const insertTransaction = (
  tx: Queryable,
  siteId: string,
  t: {
    id: string;
    orderId: string;
    kind: TransactionRow['kind'];
    status: TransactionRow['status'];
    amount: number;
    provider: string;
    providerTransactionId?: string;
    details?: Partial<RefundDetails>;
    /** A held refund that asks no provider (offline) is answered at once. */
    answered?: boolean;
  },
) =>
  queryOne<TransactionRow>(
    tx,
    `INSERT INTO order_transactions (id, site_id, order_id, kind, status, amount, provider, provider_transaction_id, details, provider_answered_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $10::boolean THEN now() END) RETURNING ${transactionColumns}`,
    [t.id, siteId, t.orderId, t.kind, t.status, t.amount, t.provider, t.providerTransactionId ?? null, JSON.stringify(t.details ?? {}), t.answered === true],
  );

/** Records the provider's yes on a held refund; the first answer recorded stands. False when there was none to record it on. */
export async function recordProviderAnswer(db: Queryable, siteId: string, id: string, providerTransactionId: string | null): Promise<boolean> {
  const recorded = await db.query(
    `UPDATE order_transactions SET provider_answered_at = now(), provider_transaction_id = $3
     WHERE site_id = $1 AND id = $2 AND status = 'PENDING' AND provider_answered_at IS NULL RETURNING id`,
    [siteId, id, providerTransactionId],
  );
  return recorded.length > 0;
}

/**
 * Whether a refund's hold was committed, read once the order's row is free: a hold whose COMMIT is
 * still under way on the server holds that row, so it is waited for (up to 5 s; then this fails,
 * and the caller cannot tell). Run in a transaction of its own.
 */
export async function refundHeldOnceOrderFree(tx: Queryable, siteId: string, orderId: string, id: string): Promise<boolean> {
  await tx.query(`SET LOCAL lock_timeout = '5s'`);
  await tx.query(`SELECT 1 FROM orders WHERE site_id = $1 AND id = $2 FOR SHARE`, [siteId, orderId]);
  return (await refundAnswered(tx, siteId, id)) !== undefined;
}

/** Whether a held refund has its provider's yes recorded (or has completed since); undefined when it is no longer held or done. */
export async function refundAnswered(db: Queryable, siteId: string, id: string): Promise<boolean | undefined> {
  const row = await queryOne<{ answered: boolean }>(
    db,
    `SELECT provider_answered_at IS NOT NULL OR status = 'COMPLETED' AS answered FROM order_transactions WHERE site_id = $1 AND id = $2`,
    [siteId, id],
  );
  return row?.answered;
}

/** Completes a held refund the provider answered; undefined when it is not one (already completed). */
export const completeRefund = (tx: Queryable, siteId: string, id: string) =>
  queryOne<TransactionRow>(
    tx,
    `UPDATE order_transactions SET status = 'COMPLETED'
     WHERE site_id = $1 AND id = $2 AND status = 'PENDING' AND provider_answered_at IS NOT NULL RETURNING ${transactionColumns}`,
    [siteId, id],
  );

/**
 * Held refunds the provider answered whose completion has not run and is due: the sweep's work
 * (refunds.service.ts), never tried first, then the longest waiting.
 */
export const findOwedRefunds = (db: Queryable, limit: number) =>
  db.query<{ site_id: string; order_id: string; id: string }>(
    `SELECT site_id, order_id, id FROM order_transactions
     WHERE status = 'PENDING' AND provider_answered_at IS NOT NULL AND (next_sweep_at IS NULL OR next_sweep_at <= now())
     ORDER BY next_sweep_at NULLS FIRST, provider_answered_at LIMIT ${wholeNumber(limit)}`,
  );

/**
 * Claims held refunds still waiting for the provider's answer after `olderThanMs`, and due: the
 * process that asked may have stopped during the call, so the sweep asks again (refunds.service.ts).
 * Each claimed refund is not due again for `leaseMs`, so two sweeps (two processes on one database)
 * never ask about the same refund at once; a sweep that fails on one puts it off instead
 * (`postponeHeldRefund`). Offline refunds ask no provider and are never among them.
 */
export const claimRefundsInDoubt = (db: Queryable, olderThanMs: number, leaseMs: number, limit: number) =>
  db.query<{ site_id: string; order_id: string; id: string }>(
    `UPDATE order_transactions t SET next_sweep_at = now() + make_interval(secs => $2::double precision / 1000)
     FROM (
       SELECT id FROM order_transactions
       WHERE status = 'PENDING' AND provider_answered_at IS NULL AND provider <> 'OFFLINE'
         AND created_date <= now() - make_interval(secs => $1::double precision / 1000)
         AND (next_sweep_at IS NULL OR next_sweep_at <= now())
       ORDER BY next_sweep_at NULLS FIRST, created_date LIMIT ${wholeNumber(limit)}
       FOR UPDATE SKIP LOCKED
     ) due
     WHERE t.id = due.id RETURNING t.site_id, t.order_id, t.id`,
    [olderThanMs, leaseMs],
  );

/** The sweep failed on a held refund: the next try waits 2 s, then twice as long each time, at most an hour. */
export const postponeHeldRefund = (db: Queryable, siteId: string, id: string) =>
  db.query(
    `UPDATE order_transactions SET sweep_attempts = sweep_attempts + 1,
       next_sweep_at = now() + make_interval(secs => least(power(2, sweep_attempts + 1), 3600))
     WHERE site_id = $1 AND id = $2 AND status = 'PENDING'`,
    [siteId, id],
  );

/** A held refund's caller was answered 202 (sent, not confirmed): its completion is to tell the store. */
export const markToldHeld = (db: Queryable, siteId: string, id: string) =>
  db.query(`UPDATE order_transactions SET details = details || '{"toldHeld": true}'::jsonb WHERE site_id = $1 AND id = $2 AND status = 'PENDING'`, [siteId, id]);

/** Lets go of a held refund the provider refused: the row it was; undefined when it is answered (a yes recorded by another ask stands) or gone. */
export const deletePendingRefund = (db: Queryable, siteId: string, id: string) =>
  queryOne<TransactionRow>(
    db,
    `DELETE FROM order_transactions WHERE site_id = $1 AND id = $2 AND status = 'PENDING' AND provider_answered_at IS NULL RETURNING ${transactionColumns}`,
    [siteId, id],
  );

export const insertActivity = (tx: Queryable, siteId: string, a: { id: string; orderId: string; type: string; author: Author; note?: string; data?: Record<string, unknown> }) =>
  tx.query('INSERT INTO order_activities (id, site_id, order_id, type, author, note, data) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    a.id,
    siteId,
    a.orderId,
    a.type,
    JSON.stringify(a.author),
    a.note ?? null,
    a.data ? JSON.stringify(a.data) : null,
  ]);
