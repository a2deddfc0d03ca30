import { parseDecimal } from '../../../lib/money';
import type { OrderRecords } from '../../ecom/orders/order-records.repository';
import { completedRefundAmount } from '../../ecom/orders/order-state';
import type { RefundDetails, RefusedRefund, ShipmentDetails } from './order-mail-context';

/*
 * The fulfilment and refund an ORDER_SHIPPED / ORDER_REFUNDED e-mail tells of, the refused refund a
 * REFUND_FAILED notice tells the store of, and what a canceled order's refunds gave back, from the
 * order's records as the orders domain's own repository reads them once (`loadRecords`; the mail
 * domain never reads its tables directly).
 */

export function findShipment(records: OrderRecords, fulfillmentId: string): ShipmentDetails | undefined {
  const fulfillment = records.fulfillments.find((row) => row.id === fulfillmentId);
  if (!fulfillment) return undefined;
  const tracking = fulfillment.tracking_info ?? {};
  return {
    trackingNumber: tracking.trackingNumber || undefined,
    shippingProvider: tracking.shippingProvider || undefined,
    trackingLink: tracking.trackingLink || undefined,
    lineItems: fulfillment.line_items.map(({ id, quantity }) => ({ id, quantity })),
  };
}

export function findRefund(records: OrderRecords, refundId: string): RefundDetails | undefined {
  const refund = records.transactions.find((row) => row.id === refundId && row.kind === 'REFUND');
  if (!refund) return undefined;
  return { amount: Number(refund.amount), lineItems: (refund.details.lineItems ?? []).map(({ id, quantity }) => ({ id, quantity })) };
}

/** What the order's completed refunds gave back in all: the buyer is told only of money that went back. */
export const refundedInAll = (records: OrderRecords): number => completedRefundAmount(records.transactions);

/**
 * A refund the provider refused after it was held, as the order's timeline keeps it (the refund's
 * row is let go with its hold, so its `REFUND_FAILED` activity is the one record left).
 */
export function findRefusal(records: OrderRecords, currency: string, refundId: string): RefusedRefund | undefined {
  const activity = records.activities.find((row) => row.type === 'REFUND_FAILED' && row.data?.refundId === refundId);
  if (!activity?.data) return undefined;
  const data = activity.data as { amount?: string; provider?: string; reason?: string; requestedDate?: string; lineItems?: Array<{ id: string; quantity: number }> };
  const amount = typeof data.amount === 'string' ? parseDecimal(data.amount, currency) : undefined;
  if (amount === undefined) return undefined;
  return {
    amount,
    provider: data.provider || undefined,
    reason: data.reason || undefined,
    requestedDate: data.requestedDate ? new Date(data.requestedDate) : undefined,
    lineItems: data.lineItems ?? [],
  };
}
