import type { Order } from '@vitrine/sdk/modules/orders';
import { describe, expect, it } from 'vitest';
import { refundedButNotCanceled, refundLeft, refundsBeforeCancel } from './refund-on-cancel';

const money = (amount: string) => ({ amount, formattedAmount: `$${amount}` });

/** The fields the helpers read of an order: its currency, what was paid and refunded, and its lines. */
const orderOf = (paid: string, refunded: string, lines: Array<{ id: string; quantity: number; refundedQuantity: number }> = [], currency = 'USD') =>
  ({ currency, balanceSummary: { paid: money(paid), refunded: money(refunded), balance: money('0') }, lineItems: lines }) as unknown as Order;

const payment = (id: string, amount: string, refundedAmount: string, status: 'APPROVED' | 'PENDING' = 'APPROVED') => ({
  id,
  status,
  amount: money(amount),
  refundedAmount: money(refundedAmount),
});

const silent = { restockInfo: { type: 'NO_ITEMS' }, sendOrderRefundedEmail: false };

describe('what a cancel can refund', () => {
  it('is what the payments paid less what was refunded, in minor units, never below nothing', () => {
    expect(refundLeft(orderOf('30.00', '0.00'))).toBe(3000);
    expect(refundLeft(orderOf('30.00', '10.05'))).toBe(1995);
    expect(refundLeft(orderOf('0.00', '0.00'))).toBe(0);
    expect(refundLeft(orderOf('1050', '50', [], 'JPY'))).toBe(1000);
  });
});

describe('the refunds made before a cancel', () => {
  it('give back what one payment has left, silently and without restocking, naming the units not yet refunded and the shipping', () => {
    const order = orderOf('30.00', '5.00', [
      { id: 'mug', quantity: 2, refundedQuantity: 1 },
      { id: 'lamp', quantity: 1, refundedQuantity: 1 },
    ]);
    expect(refundsBeforeCancel(order, [payment('pay-1', '30.00', '5.00')])).toEqual([
      {
        amount: 2500,
        options: {
          paymentRefunds: [{ paymentId: 'pay-1', amount: '25.00' }],
          details: { items: [{ lineItemId: 'mug', quantity: 1 }], shippingIncluded: true, reason: 'Order cancellation' },
          sideEffects: silent,
        },
      },
    ]);
  });

  it('are one per payment with money left (a refund takes from one payment), adding up to what is left; a pending payment gave nothing', () => {
    const order = orderOf('35.00', '5.00', [{ id: 'mug', quantity: 1, refundedQuantity: 0 }]);
    const steps = refundsBeforeCancel(order, [payment('test-1', '20.00', '5.00'), payment('pending-1', '9.00', '0.00', 'PENDING'), payment('offline-1', '15.00', '0.00'), payment('done-1', '4.00', '4.00')]);
    expect(steps.map((step) => step.options.paymentRefunds)).toEqual([[{ paymentId: 'test-1', amount: '15.00' }], [{ paymentId: 'offline-1', amount: '15.00' }]]);
    expect(steps.reduce((total, step) => total + step.amount, 0)).toBe(refundLeft(order));
    // The units and shipping are named once, on the first.
    expect(steps[1]!.options.details).toEqual({ reason: 'Order cancellation' });
    expect(steps.every((step) => step.options.sideEffects?.sendOrderRefundedEmail === false)).toBe(true);
  });

  it('are none when nothing is left to give back', () => {
    expect(refundsBeforeCancel(orderOf('20.00', '20.00'), [payment('pay-1', '20.00', '20.00')])).toEqual([]);
  });
});

describe('what the merchant is told when money went back but the order is still open', () => {
  it('says the refund was made, that the order is not canceled, why, and what to do', () => {
    expect(refundedButNotCanceled('$30.00', 'Only an order with nothing fulfilled can be canceled; delete its fulfilments first', false)).toBe(
      '$30.00 was refunded to the buyer, and the order is not canceled yet: Only an order with nothing fulfilled can be canceled; delete its fulfilments first. Cancel it again to finish; the buyer has not been e-mailed about the refund.',
    );
    expect(refundedButNotCanceled('$15.00', 'The payment provider refused the refund: card closed.', true)).toBe(
      '$15.00 was refunded to the buyer, but the rest could not be, and the order is not canceled yet: The payment provider refused the refund: card closed. Cancel it again to finish; the buyer has not been e-mailed about the refund.',
    );
  });
});
