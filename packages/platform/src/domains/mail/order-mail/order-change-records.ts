import type { Queryable } from '../../../db/database';
import { parseDecimal } from '../../../lib/money';
import { loadRecords } from '../../ecom/orders/order-records.repository';
import type { RefundDetails, RefusedRefund, ShipmentDetails } from './order-mail-context';

/*
 * The fulfilment and refund an ORDER_SHIPPED / ORDER_REFUNDED e-mail tells of, the refused refund a
 * REFUND_FAILED notice tells the store of, and what a canceled
 * order's refunds gave back, read through the orders domain's own repository (the mail domain never
 * reads its tables directly).
 */

export async function findShipment(tx: Queryable, siteId: string, orderId: string, fulfillmentId: string): Promise<ShipmentDetails | undefined> {
  const records = (await loadRecords(tx, siteId, [orderId])).get(orderId);
  const fulfillment = records?.fulfillments.find((row) => row.id === fulfillmentId);
  if (!fulfillment) return undefined;
  const tracking = fulfillment.tracking_info ?? {};
  return {
    trackingNumber: tracking.trackingNumber || undefined,
    shippingProvider: tracking.shippingProvider || undefined,
    trackingLink: tracking.trackingLink || undefined,
    lineItems: fulfillment.line_items.map(({ id, quantity }) => ({ id, quantity })),
  };
}

export async function findRefund(tx: Queryable, siteId: string, orderId: string, refundId: string): Promise<RefundDetails | undefined> {
  const records = (await loadRecords(tx, siteId, [orderId])).get(orderId);
  const refund = records?.transactions.find((row) => row.id === refundId && row.kind === 'REFUND');
  if (!refund) return undefined;
  return { amount: Number(refund.amount), lineItems: (refund.details.lineItems ?? []).map(({ id, quantity }) => ({ id, quantity })) };
}

/**
 * What the order's completed refunds gave back in all: a refund still held may yet be refused, so
 * the buyer is told only of money that went back.
 */
export async function refundedInAll(tx: Queryable, siteId: string, orderId: string): Promise<number> {
  const records = (await loadRecords(tx, siteId, [orderId])).get(orderId);
  return (records?.transactions ?? []).filter((row) => row.kind === 'REFUND' && row.status === 'COMPLETED').reduce((total, row) => total + Number(row.amount), 0);
}

/**
 * A refund the provider refused after it was held, as the order's timeline keeps it (the refund's
 * row is let go with its hold, so its `REFUND_FAILED` activity is the one record left).
 */
export async function findRefusal(tx: Queryable, siteId: string, orderId: string, currency: string, refundId: string): Promise<RefusedRefund | undefined> {
  const records = (await loadRecords(tx, siteId, [orderId])).get(orderId);
  const activity = records?.activities.find((row) => row.type === 'REFUND_FAILED' && row.data?.refundId === refundId);
  if (!activity?.data) return undefined;
  const data = activity.data as { amount?: string; provider?: string; reason?: string; requestedDate?: string; lineItems?: Array<{ id: string; quantity: number }> };
  const amount = typeof data.amount === 'string' ? parseDecimal(data.amount, currency) : undefined;
  if (amount === undefined) return undefined;
  return {
    amount,
    provider: data.provider ?? 'the payment provider',
    reason: data.reason ?? '',
    requestedDate: data.requestedDate ? new Date(data.requestedDate) : undefined,
    lineItems: data.lineItems ?? [],
  };
}
