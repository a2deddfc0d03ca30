import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AppliedDiscount } from '@vitrine/react';
import { DiscountRows } from './discount-rows';

const usd = (amount: string) => ({ amount, formattedAmount: `$${amount}`, convertedAmount: amount, formattedConvertedAmount: `$${amount}` });
const rows = (total: string, discounts: AppliedDiscount[]) => renderToStaticMarkup(createElement('dl', null, createElement(DiscountRows, { total: usd(total), discounts })));
const coupon: AppliedDiscount = { discountType: 'GLOBAL', lineItemIds: [], coupon: { id: 'c', code: 'welcome10', name: 'Welcome', amount: usd('2.80') } };
const freeShipping: AppliedDiscount = { discountType: 'SHIPPING', lineItemIds: [], merchantDiscount: { name: 'Free shipping weekend', discountType: 'PERCENT', percentage: 100, amount: usd('6.49') } };

describe('the discounts in a totals list', () => {
  it('name each discount with what it took off', () => {
    expect(rows('9.29', [coupon, freeShipping])).toBe('<dl><dt>Coupon WELCOME10</dt><dd>−$2.80</dd><dt>Free shipping weekend (shipping)</dt><dd>−$6.49</dd></dl>');
  });

  it('show the whole as one row when a part of it has no name, so the rows add up', () => {
    const staff: AppliedDiscount = { discountType: 'GLOBAL', lineItemIds: [] };
    expect(rows('4.80', [coupon, staff])).toBe('<dl><dt>Discount</dt><dd>−$4.80</dd></dl>');
    expect(rows('4.80', [])).toBe('<dl><dt>Discount</dt><dd>−$4.80</dd></dl>');
  });

  it('show nothing when nothing was taken off', () => {
    expect(rows('0.00', [])).toBe('<dl></dl>');
  });
});
