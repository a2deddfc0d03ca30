import { parseDecimal, toDecimal } from '@vitrine/sdk/modules/money';
import type { OrderPayment, RefundOptions } from '@vitrine/sdk/modules/order-transactions';
import type { Order } from '@vitrine/sdk/modules/orders';
import { refundable } from './order-life';

/*
 * The refund a cancel can make first, worked out from the order before anything is sent, and what
 * the merchant is told when it went through but the cancel did not. Amounts are minor units, so
 * the parts add up to the whole exactly.
 */

const minorOf = (money: { amount: string }, currency: string) => parseDecimal(money.amount, currency) ?? 0;

/**
 * What the order's payments (a provider's or an offline one) can still give back: what they paid
 * less every refund, held ones included. A gift card's share is not in it: the cancel itself puts
 * that back on the card.
 */
export const refundLeft = (order: Order) => Math.max(0, minorOf(order.balanceSummary.paid, order.currency) - minorOf(order.balanceSummary.refunded, order.currency));

/** What the refunds are worked out from of each payment (`OrderPayment`): its status, what it paid and what of that was refunded. */
type PaymentSums = Pick<OrderPayment, 'id' | 'status'> & { amount: { amount: string }; refundedAmount: { amount: string } };

/** The refunds' reason, shown with them on the order's payment panel. */
const refundReason = 'Order cancellation';

/** One refund of the cancel's, ready to send with the revision the step before it left. */
export interface RefundStep {
  amount: number;
  options: Omit<RefundOptions, 'expectedRevision'>;
}

/**
 * The refunds that give back all that is left before a cancel: one per payment with money left,
 * because a refund takes from one payment only (an order charged online and marked paid for the
 * rest has two). None e-mails the buyer: the cancellation that follows tells of them, so the buyer
 * gets one e-mail. None restocks: the cancel puts every unit back. The first names the units not
 * yet refunded and the shipping, so the order's lines read refunded.
 */
export function refundsBeforeCancel(order: Order, payments: readonly PaymentSums[]): RefundStep[] {
  const items = order.lineItems.flatMap((line) => (refundable(line) > 0 ? [{ lineItemId: line.id, quantity: refundable(line) }] : []));
  const steps = payments.flatMap((payment) => {
    const amount = payment.status === 'APPROVED' ? minorOf(payment.amount, order.currency) - minorOf(payment.refundedAmount, order.currency) : 0;
    return amount > 0 ? [{ paymentId: payment.id, amount }] : [];
  });
  return steps.map(({ paymentId, amount }, index) => ({
    amount,
    options: {
      paymentRefunds: [{ paymentId, amount: toDecimal(amount, order.currency) }],
      details: index === 0 ? { items, shippingIncluded: true, reason: refundReason } : { reason: refundReason },
      sideEffects: { restockInfo: { type: 'NO_ITEMS' }, sendOrderRefundedEmail: false },
    },
  }));
}

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/**
 * Said when money went back but the order stayed open: the cancel was refused after the refund,
 * or (`partly`) a later payment's refund was. Plain about both halves, so the merchant neither
 * refunds twice nor takes the order for canceled; the refunds e-mailed nobody, so it says that too.
 */
export function refundedButNotCanceled(refunded: string, reason: string, partly: boolean): string {
  const what = partly ? `${refunded} was refunded to the buyer, but the rest could not be` : `${refunded} was refunded to the buyer`;
  return `${what}, and the order is not canceled yet: ${sentence(reason)} Cancel it again to finish; the buyer has not been e-mailed about the refund.`;
}

/**
 * Said when the payment provider has not confirmed a refund of the cancel's (the platform holds it
 * and settles it once the provider answers): the order is left open, since the refund may yet be
 * refused, and nobody was e-mailed.
 */
export const refundNotConfirmed = (amount: string): string =>
  `The payment provider has not confirmed the refund of ${amount} yet, so the order is not canceled. The refund completes on its own once it does; cancel the order then. The buyer has not been e-mailed.`;
