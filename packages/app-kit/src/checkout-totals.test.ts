import type { Checkout } from '@vitrine/sdk/modules/checkout';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckoutTotals } from './checkout-totals';

const usd = (amount: string) => ({ amount, formattedAmount: `$${amount}` });
const ebook = { id: 'ebook', quantity: 1, itemType: { preset: 'DIGITAL' } };
const lamp = { id: 'lamp', quantity: 1, itemType: { preset: 'PHYSICAL' }, physicalProperties: { shippable: true } };
const checkoutOf = (lineItems: object[], shippingInfo: object = {}) =>
  ({
    lineItems,
    shippingInfo,
    appliedDiscounts: [],
    priceSummary: { subtotal: usd('12.00'), shipping: usd('0.00'), tax: usd('0.00'), discount: usd('0.00'), total: usd('12.00') },
  }) as unknown as Checkout;

type Element = ReactElement<{ children?: unknown }>;

/** What the totals' Shipping row says: the list's element after its "Shipping" term. */
function shippingRow(checkout: Checkout) {
  const rows = (CheckoutTotals({ checkout, totalClassName: 'total', totalTestId: 'total' }) as Element).props.children as Element[];
  const term = rows.findIndex((row) => row.type === 'dt' && row.props.children === 'Shipping');
  return rows[term + 1]?.props.children;
}

describe("a checkout's shipping row", () => {
  it('says shipping is not needed for downloads, rather than a free-looking $0.00', () => {
    expect(shippingRow(checkoutOf([ebook]))).toBe('Not needed');
  });

  it('is not yet known for what must ship before an option is chosen, and the option’s price once one is', () => {
    expect(shippingRow(checkoutOf([lamp, ebook]))).toBe('—');
    expect(shippingRow(checkoutOf([lamp], { selectedCarrierServiceOption: { code: 'post' } }))).toBe('$0.00');
  });
});
