import { queryOne, type Queryable } from '../../../db/database';
import type { RefundDetails, ShipmentDetails } from './order-mail-context';

/*
 * The fulfilment and refund an ORDER_SHIPPED / ORDER_REFUNDED e-mail tells of. Those tables belong
 * to the orders domain (fulfilment, cancel and refund); these two readers are the only place the
 * mail domain knows their shape. Each first asks whether the table exists: a failed statement would
 * abort the caller's transaction on PostgreSQL, and the e-mail must never undo the change itself.
 */

const tableExists = async (tx: Queryable, table: string) =>
  Boolean((await queryOne<{ found: string | null }>(tx, 'SELECT to_regclass($1)::text AS found', [table]))?.found);

type JsonLines = Array<{ id?: unknown; lineItemId?: unknown; quantity?: unknown }> | null;

const linesOf = (lines: JsonLines) =>
  (Array.isArray(lines) ? lines : []).flatMap((line) => {
    const id = line?.id ?? line?.lineItemId;
    return typeof id === 'string' ? [{ id, quantity: typeof line.quantity === 'number' ? line.quantity : 1 }] : [];
  });

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export async function findShipment(tx: Queryable, siteId: string, orderId: string, fulfillmentId: string): Promise<ShipmentDetails | undefined> {
  if (!(await tableExists(tx, 'order_fulfillments'))) return undefined;
  const row = await queryOne<{ tracking_info: Record<string, unknown> | null; line_items: JsonLines }>(
    tx,
    'SELECT tracking_info, line_items FROM order_fulfillments WHERE site_id = $1 AND order_id = $2 AND id::text = $3',
    [siteId, orderId, fulfillmentId],
  );
  if (!row) return undefined;
  const tracking = row.tracking_info ?? {};
  return {
    trackingNumber: text(tracking.trackingNumber),
    shippingProvider: text(tracking.shippingProvider),
    trackingLink: text(tracking.trackingLink),
    lineItems: linesOf(row.line_items),
  };
}

export async function findRefund(tx: Queryable, siteId: string, orderId: string, refundId: string): Promise<RefundDetails | undefined> {
  if (!(await tableExists(tx, 'order_refunds'))) return undefined;
  const row = await queryOne<{ amount_minor: number; line_items: JsonLines }>(
    tx,
    'SELECT amount_minor, line_items FROM order_refunds WHERE site_id = $1 AND order_id = $2 AND id::text = $3',
    [siteId, orderId, refundId],
  );
  return row && { amount: Number(row.amount_minor), lineItems: linesOf(row.line_items) };
}
