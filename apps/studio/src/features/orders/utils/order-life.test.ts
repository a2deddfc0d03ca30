import { describe, expect, it } from 'vitest';
import type { Order } from '@vitrine/sdk/modules/orders';
import { heldRefundOutcome, offeredRefund } from './order-life';
import { heldRefundFollowMs, heldRefundPoll, newestHeldRefund } from './held-refund-wait';
import { refusedRefunds } from './refused-refund';

describe('the amount the refund dialog offers', () => {
  it('is what the units and shipping chosen are worth while that much is left to refund', () => {
    expect(offeredRefund(12.5, 40)).toEqual({ amount: 12.5, capped: false });
    expect(offeredRefund(40, 40)).toEqual({ amount: 40, capped: false });
  });

  it('is cut to what is left when a gift card paid the rest (49.53 worth, 0.06 paid by card)', () => {
    expect(offeredRefund(49.53, 0.06)).toEqual({ amount: 0.06, capped: true });
    expect(offeredRefund(5, 0)).toEqual({ amount: 0, capped: true });
  });
});

describe('a refund sent but not yet confirmed', () => {
  const held = { id: 'r1', status: 'PENDING', amount: { amount: '5.00', formattedAmount: '$5.00' }, createdDate: '2026-11-27T10:00:00.000Z' };
  const refusal = {
    id: 'a1',
    type: 'REFUND_FAILED',
    createdDate: '2026-11-27T10:00:00.000Z',
    author: { type: 'SYSTEM' },
    data: { refundId: 'r1', amount: '5.00', provider: 'TEST', reason: 'Card account closed' },
  };
  const orderWith = (refunds: unknown[], activities: unknown[] = []) => ({ currency: 'USD', refunds, activities }) as unknown as Order;

  it('has no outcome while it is held', () => {
    expect(newestHeldRefund(orderWith([held]))).toEqual({ sentAt: Date.parse(held.createdDate), amount: '$5.00' });
    expect(heldRefundOutcome(orderWith([held]), 'r1')).toBeUndefined();
  });

  it('is made once the provider confirmed it', () => {
    const order = orderWith([{ ...held, status: 'COMPLETED' }]);
    expect(newestHeldRefund(order)).toBeUndefined();
    expect(heldRefundPoll(order, Date.parse(held.createdDate))).toBe(false);
    expect(heldRefundOutcome(order, 'r1')).toEqual({ tone: 'success', text: 'The payment provider confirmed the refund of $5.00: it is made.' });
  });

  it('is refused when the platform let it go: the amount, the provider’s reason, and that the money did not go back', () => {
    const order = orderWith([], [refusal]);
    expect(refusedRefunds(order)).toEqual([{ refundId: 'r1', amount: '5.00', provider: 'TEST', reason: 'Card account closed', date: '2026-11-27T10:00:00.000Z' }]);
    expect(heldRefundOutcome(order, 'r1')).toEqual({
      tone: 'error',
      text: 'The payment provider (TEST) refused the refund of $5.00: Card account closed. The money did not go back to the buyer: refund again, or settle with the buyer another way.',
    });
    // Another refund's refusal says nothing of this one.
    expect(heldRefundOutcome(order, 'r2')).toBeUndefined();
  });

  it('is read again often at first, less often later, and no more once it has waited so long that the platform may never settle it', () => {
    const sent = Date.parse(held.createdDate);
    const order = orderWith([held]);
    expect(heldRefundPoll(order, sent + 1_000)).toBe(5_000);
    expect(heldRefundPoll(order, sent + 10 * 60_000)).toBe(30_000);
    // A provider that cannot be asked twice leaves the refund held for good: the page stops reading.
    expect(heldRefundPoll(order, sent + heldRefundFollowMs)).toBe(false);
    expect(heldRefundPoll(order, sent + 24 * 60 * 60_000)).toBe(false);
    // A newer refund held on the same order is followed again from its own sending.
    const newer = { ...held, id: 'r2', createdDate: new Date(sent + heldRefundFollowMs).toISOString() };
    expect(heldRefundPoll(orderWith([held, newer]), sent + heldRefundFollowMs + 1_000)).toBe(5_000);
  });
});
