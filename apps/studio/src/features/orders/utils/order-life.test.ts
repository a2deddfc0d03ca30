import { describe, expect, it } from 'vitest';
import { offeredRefund } from './order-life';

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
