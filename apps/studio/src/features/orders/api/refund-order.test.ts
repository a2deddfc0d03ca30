import { errorFromResponse } from '@vitrine/sdk/internal';
import { describe, expect, it } from 'vitest';
import type { Order } from '@vitrine/sdk/modules/orders';
import { refusedActivity, refusedRefundText } from '../utils/refused-refund';
import { refundFailure, refundOutcomeUnknown } from './refund-order';

/** The platform's answer to a refund that failed after its hold committed, as the 500 and as a retry's replayed 409 carry it. */
const outcomeUnknown = (status: number) =>
  errorFromResponse(status, {
    message: status === 500 ? 'System error occurred' : 'The first request with this Idempotency-Key took effect, then failed or has not answered',
    details: { applicationError: { code: 'OUTCOME_UNKNOWN', description: 'Refund r1 was held, and the request that held it failed or has not answered: read the order’s payments (GET /ecom/v1/payments/orders/o1) before refunding again', data: { orderId: 'o1', refundId: 'r1' } } },
  });

describe('a refund that failed', () => {
  it('after its refund was held, tells the merchant to look at the order before refunding again, in the studio’s words, not an API path', () => {
    for (const error of [outcomeUnknown(500), outcomeUnknown(409)]) {
      expect(refundOutcomeUnknown(error)).toBe(true);
      expect(refundFailure(error, 'USD')).toMatch(/^The refund was sent, but its answer was lost on the way\. .*do not refund again until it does\.$/);
      expect(refundFailure(error, 'USD')).not.toContain('/ecom/');
    }
  });

  it('refused by the payment provider, says so in the words the order page uses for every refused refund', () => {
    const refused = errorFromResponse(409, {
      message: 'Conflict',
      details: { applicationError: { code: 'REFUND_FAILED', description: 'The payment provider refused the refund: Card account closed', data: { provider: 'TEST', reason: 'Card account closed', amount: '5.00' } } },
    });
    expect(refundOutcomeUnknown(refused)).toBe(false);
    const said = 'The payment provider (TEST) refused the refund of $5.00: Card account closed. The money did not go back to the buyer: refund again, or settle with the buyer another way.';
    expect(refundFailure(refused, 'USD')).toBe(said);
    // The same refusal held first and let go, as the timeline and the Payment panel read it.
    const activity = { id: 'a1', type: 'REFUND_FAILED', createdDate: '2026-11-27T10:00:00.000Z', author: { type: 'SYSTEM' }, data: { refundId: 'r1', amount: '5.00', provider: 'TEST', reason: 'Card account closed' } };
    expect(refusedRefundText(refusedActivity(activity as unknown as Order['activities'][number])!, 'USD')).toBe(said);
  });

  it('refused by the platform for another reason, says its reason', () => {
    const tooMuch = errorFromResponse(409, { message: 'Conflict', details: { applicationError: { code: 'REFUND_EXCEEDS_PAID', description: 'A refund cannot exceed what was paid' } } });
    expect(refundFailure(tooMuch, 'USD')).toBe('A refund cannot exceed what was paid');
    expect(refundFailure(null, 'USD')).toBeUndefined();
  });
});
