import type { Order } from '@vitrine/sdk/modules/orders';
import { describe, expect, it } from 'vitest';
import { ordersToCsv } from './orders-csv';

const money = (amount: string) => ({ amount, formattedAmount: `$${amount}` });

/** An order as the SDK answers it, with only what the export reads. */
const order = {
  number: '10042',
  createdDate: new Date('2026-11-27T10:00:00Z'),
  status: 'APPROVED',
  paymentStatus: 'PAID',
  fulfillmentStatus: 'NOT_FULFILLED',
  buyerInfo: { email: 'buyer@vitrine.test' },
  currency: 'USD',
  lineItems: [
    {
      quantity: 2,
      productName: { original: 'Linen Shirt' },
      descriptionLines: [
        { name: { original: 'Colour' }, colorInfo: { original: 'Red' }, lineType: 'COLOR' },
        { name: { original: 'Size' }, plainText: { original: 'M' }, lineType: 'PLAIN_TEXT' },
      ],
    },
    { quantity: 1, productName: { original: 'Linen Shirt' }, descriptionLines: [{ name: { original: 'Size' }, plainText: { original: 'L' }, lineType: 'PLAIN_TEXT' }] },
    { quantity: 1, productName: { original: 'Gift wrap' }, descriptionLines: [] },
  ],
  priceSummary: { subtotal: money('90.00'), shipping: money('5.00'), tax: money('0.00'), discount: money('0.00'), total: money('95.00') },
} as unknown as Order;

describe('the orders CSV', () => {
  it('names each line with its chosen options, so lines of one product tell apart', () => {
    const [, row] = ordersToCsv([order]).trim().split('\r\n');
    expect(row).toContain('"2 × Linen Shirt (Colour: Red, Size: M); 1 × Linen Shirt (Size: L); 1 × Gift wrap"');
  });
});
