import type { Order } from '@vitrine/sdk/modules/orders';
import { inWords } from './order-text';
import { refusedRefunds, refusedRefundText } from './refused-refund';

type Line = Order['lineItems'][number];

/** Units of a line not yet sent (nothing more can be fulfilled than was ordered). */
export const unfulfilled = (line: Line) => Math.max(0, line.quantity - (line.fulfilledQuantity ?? 0));

/** Units of a line that can still be refunded. */
export const refundable = (line: Line) => Math.max(0, line.quantity - (line.refundedQuantity ?? 0));

/** Why the order cannot be canceled, or undefined when it can. */
export function cancelBlocker(order: Order): string | undefined {
  if (order.status === 'CANCELED') return 'The order is already canceled.';
  if (order.lineItems.some((line) => (line.fulfilledQuantity ?? 0) > 0)) return 'Part of the order is fulfilled: refund it instead (a fulfilled order cannot be canceled).';
  return undefined;
}

/** Offline payments: the balance is recorded as paid by hand (cash on pickup, bank transfer). */
export const canMarkPaid = (order: Order) => order.status !== 'CANCELED' && ['NOT_PAID', 'PARTIALLY_PAID', 'PENDING'].includes(order.paymentStatus);

/** A whole decimal amount as minor units, from a wire money string ("12.50" → 1250 in a 2-digit currency). */
const toMinor = (amount: string, digits: number) => Math.round(Number(amount) * 10 ** digits);

/**
 * What a refund of these units (and the shipping, if asked) comes to: each line's total after tax,
 * shared out per unit. The platform computes the same by default; this is the figure shown before
 * the merchant confirms.
 */
export function refundEstimate(order: Order, quantities: Record<string, number>, shipping: boolean, digits: number): number {
  let minor = 0;
  for (const line of order.lineItems) {
    const units = quantities[line.id] ?? 0;
    const total = (line as { totalPriceAfterTax?: { amount: string } }).totalPriceAfterTax;
    if (units > 0 && total) minor += Math.round((toMinor(total.amount, digits) * units) / line.quantity);
  }
  if (shipping) minor += toMinor(order.priceSummary.shipping.amount, digits);
  return minor / 10 ** digits;
}

/**
 * The amount the refund dialog offers: what the units and shipping chosen are worth, but never more
 * than is left to refund through the payment (a gift card's share is not: a cancel gives it back to
 * the card). `capped` says it was cut, so the dialog sends the amount itself.
 */
export function offeredRefund(estimate: number, left: number): { amount: number; capped: boolean } {
  const capped = estimate > left;
  return { amount: capped ? Math.max(0, left) : estimate, capped };
}

const activityLabels: Record<string, string> = {
  ORDER_PLACED: 'Order placed',
  ORDER_PAID: 'Payment received',
  ORDER_FULFILLED: 'Items fulfilled',
  ORDER_PARTIALLY_FULFILLED: 'Items fulfilled',
  FULFILLMENT_CREATED: 'Items fulfilled',
  FULFILLMENT_UPDATED: 'Fulfilment changed',
  FULFILLMENT_DELETED: 'Fulfilment deleted',
  TRACKING_NUMBER_ADDED: 'Tracking added',
  TRACKING_NUMBER_EDITED: 'Tracking changed',
  ORDER_CANCELED: 'Order canceled',
  ORDER_REFUNDED: 'Refund',
  REFUND_FAILED: 'Refund refused by the payment provider',
  ORDER_UPDATED: 'Order details changed',
  MERCHANT_COMMENT: 'Note',
  CUSTOM_ACTIVITY: 'App activity',
  READY_FOR_PICKUP: 'Ready for pickup',
  PICKED_UP: 'Picked up',
  ORDER_PLACED_EMAIL_SENT: 'Order confirmation e-mailed',
  SHIPPING_CONFIRMATION_EMAIL_SENT: 'Shipping confirmation e-mailed',
  ORDER_CANCELED_EMAIL_SENT: 'Cancellation e-mailed',
  ORDER_REFUNDED_EMAIL_SENT: 'Refund e-mailed',
  REFUND_FAILED_EMAIL_SENT: 'Refused refund e-mailed to the store',
  REFUND_CONFIRMED_EMAIL_SENT: 'Refund confirmation e-mailed to the store',
};

/** An activity type in words; an unknown one ("SOMETHING_NEW") as "Something new". */
export function activityLabel(type: string): string {
  return inWords(activityLabels, type);
}

const authorLabels: Record<string, string> = {
  WIX_USER: 'Staff',
  APP: 'An app',
  MEMBER: 'The buyer (member)',
  ANONYMOUS_VISITOR: 'The buyer',
  SYSTEM: 'Vitrine',
};

/** Who did it, as far as the studio can tell. */
export const authorLabel = (author: { type: string; id?: string } | undefined) => authorLabels[author?.type ?? 'SYSTEM'] ?? author?.type ?? 'Vitrine';

/**
 * How a refund the merchant was told was sent but not yet confirmed ended, once it has: the
 * provider confirmed it (it completed), or refused it (the platform let it go: the money did not go
 * back). Undefined while it is still held.
 */
export function heldRefundOutcome(order: Order, refundId: string): { tone: 'success' | 'error'; text: string } | undefined {
  const refund = order.refunds.find((made) => made.id === refundId);
  if (refund?.status === 'COMPLETED') return { tone: 'success', text: `The payment provider confirmed the refund of ${refund.amount.formattedAmount}: it is made.` };
  if (refund) return undefined;
  const refused = refusedRefunds(order).find((made) => made.refundId === refundId);
  if (!refused) return undefined;
  return { tone: 'error', text: refusedRefundText(refused, order.currency) };
}
