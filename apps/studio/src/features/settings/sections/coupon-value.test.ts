import { describe, expect, it } from 'vitest';
import { couponValueError } from './coupon-value';

describe('a coupon value as the merchant types it', () => {
  it('takes a percent from above 0 to 100, and any positive amount', () => {
    expect(couponValueError('PERCENT', '12.5')).toBeUndefined();
    expect(couponValueError('PERCENT', '100')).toBeUndefined();
    expect(couponValueError('AMOUNT', '150')).toBeUndefined();
  });

  it('refuses beside the field what the platform would refuse, or could not read', () => {
    expect(couponValueError('PERCENT', '150')).toBe('At most 100 %');
    expect(couponValueError('PERCENT', '10%')).toBe('Enter a number such as 10 or 12.5');
    expect(couponValueError('AMOUNT', '-5')).toBe('Enter a number such as 10 or 12.5');
    expect(couponValueError('AMOUNT', '0')).toBe('More than 0');
    expect(couponValueError('PERCENT', ' ')).toBe('Enter the percent off');
  });
});
