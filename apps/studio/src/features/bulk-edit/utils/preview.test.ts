import { describe, expect, it } from 'vitest';
import { previewBulkAction, valueRange, type BulkSubject } from './preview';

/** A shirt at $10 whose L variant has its own price, $14; M follows the product. */
const shirt: BulkSubject = {
  id: 'shirt',
  name: 'Shirt',
  price: 10,
  cost: undefined,
  weight: 0.2,
  currency: 'USD',
  variants: [
    { name: 'M', price: 10, cost: undefined, weight: 0.2 },
    { name: 'L', price: 14, cost: undefined, weight: 0.25 },
  ],
};
const mug: BulkSubject = { id: 'mug', name: 'Mug', price: 8, cost: 3, weight: undefined, currency: 'USD' };

describe('the bulk edit preview', () => {
  it("shows what each variant's price becomes, not only the product's base price", () => {
    const [row] = previewBulkAction([shirt], { property: 'price', mode: 'percent', value: 10, rounding: false });
    expect(row!.variants).toEqual([
      { name: 'M', current: 10, next: 11 },
      { name: 'L', current: 14, next: 15.4 },
    ]);
    expect([valueRange(row!, 'current'), valueRange(row!, 'next')]).toEqual([
      [10, 14],
      [11, 15.4],
    ]);
  });

  it('a set price becomes every variant’s, as the platform drops their own', () => {
    const [row] = previewBulkAction([shirt], { property: 'price', mode: 'set', value: 12, rounding: false });
    expect(row!.variants.map((variant) => variant.next)).toEqual([12, 12]);
    expect(valueRange(row!, 'next')).toEqual([12, 12]);
  });

  it('a product without variants shows its own value; a cost it lacks is still the problem it was', () => {
    const [shirtCost, mugCost] = previewBulkAction([shirt, mug], { property: 'cost', mode: 'amount', value: 1, rounding: false });
    expect(shirtCost).toMatchObject({ problem: 'No cost to adjust', next: undefined });
    expect(mugCost).toMatchObject({ current: 3, next: 4, variants: [] });
    expect(valueRange(mugCost!, 'next')).toEqual([4, 4]);
  });
});
