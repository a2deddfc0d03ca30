import { describe, expect, it } from 'vitest';
import type { AppliedDiscount } from '@vitrine/sdk/modules/cart';
import { discountRows } from './discount-rows';

const usd = (amount: string) => ({ amount, formattedAmount: `$${amount}`, convertedAmount: amount, formattedConvertedAmount: `$${amount}` });
const coupon: AppliedDiscount = { discountType: 'GLOBAL', lineItemIds: [], coupon: { id: 'c', code: 'welcome10', name: 'Welcome', amount: usd('2.80') } };
const freeShipping: AppliedDiscount = { discountType: 'SHIPPING', lineItemIds: [], merchantDiscount: { name: 'Free shipping weekend', discountType: 'PERCENT', percentage: 100, amount: usd('6.49') } };

describe('the discounts in a totals list', () => {
  it('name each discount with what it took off', () => {
    expect(discountRows(usd('9.29'), [coupon, freeShipping])).toEqual([
      { name: 'Coupon WELCOME10', amount: '$2.80' },
      { name: 'Free shipping weekend (shipping)', amount: '$6.49' },
    ]);
  });

  it('show the whole as one row when a part of it has no name, so the rows add up', () => {
    const staff: AppliedDiscount = { discountType: 'GLOBAL', lineItemIds: [] };
    expect(discountRows(usd('4.80'), [coupon, staff])).toEqual([{ name: 'Discount', amount: '$4.80' }]);
    expect(discountRows(usd('4.80'), [])).toEqual([{ name: 'Discount', amount: '$4.80' }]);
  });

  it('leave out a part that took nothing off', () => {
    const nothing: AppliedDiscount = { ...coupon, coupon: { ...coupon.coupon!, code: 'zero', amount: usd('0.00') } };
    expect(discountRows(usd('6.49'), [nothing, freeShipping])).toEqual([{ name: 'Free shipping weekend (shipping)', amount: '$6.49' }]);
  });

  it('show nothing when nothing was taken off', () => {
    expect(discountRows(usd('0.00'), [])).toEqual([]);
  });
});
