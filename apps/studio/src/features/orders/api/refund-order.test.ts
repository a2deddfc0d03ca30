import { errorFromResponse } from '@vitrine/sdk/internal';
import { describe, expect, it } from 'vitest';
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
      expect(refundFailure(error)).toMatch(/^The refund was sent, but its answer was lost on the way\. .*do not refund again until it does\.$/);
      expect(refundFailure(error)).not.toContain('/ecom/');
    }
  });

  it('refused by the platform, says its reason', () => {
    const refused = errorFromResponse(409, { message: 'Conflict', details: { applicationError: { code: 'REFUND_FAILED', description: 'The payment provider refused the refund: Card account closed' } } });
    expect(refundOutcomeUnknown(refused)).toBe(false);
    expect(refundFailure(refused)).toBe('The payment provider refused the refund: Card account closed');
    expect(refundFailure(null)).toBeUndefined();
  });
});
