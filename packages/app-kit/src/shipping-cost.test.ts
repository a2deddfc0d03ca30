import { describe, expect, it } from 'vitest';
import { shippingOptionCost } from './shipping-cost';

const option = (price: string, otherCharges: Array<{ type: string; amount: string }> = []) => ({
  cost: { price: { amount: price }, otherCharges: otherCharges.map((charge) => ({ type: charge.type, price: { amount: charge.amount } })) },
});

describe('what a shipping option costs the buyer', () => {
  it('is its price plus its other charges, naming what it includes', () => {
    expect(shippingOptionCost(option('14.99', [{ type: 'HANDLING_FEE', amount: '1.50' }]), 'USD')).toEqual({ total: '$16.49', includes: 'includes $1.50 handling' });
    expect(shippingOptionCost(option('0', [{ type: 'INSURANCE', amount: '2.00' }]), 'USD')).toEqual({ total: '$2.00', includes: 'free delivery, $2.00 insurance' });
    expect(shippingOptionCost(option('5', [{ type: 'HANDLING_FEE', amount: '0.10' }, { type: 'INSURANCE', amount: '0.20' }]), 'USD').total).toBe('$5.30');
  });

  it('is free only when nothing at all is charged', () => {
    expect(shippingOptionCost(option('0.00'), 'USD')).toEqual({ total: 'Free' });
    expect(shippingOptionCost(option('0', [{ type: 'HANDLING_FEE', amount: '0.00' }]), 'USD')).toEqual({ total: 'Free' });
  });

  it('adds in the currency’s minor units, with no float error', () => {
    expect(shippingOptionCost(option('0.1', [{ type: 'HANDLING_FEE', amount: '0.2' }]), 'USD').total).toBe('$0.30');
    expect(shippingOptionCost(option('500', [{ type: 'INSURANCE', amount: '100' }]), 'JPY').total).toBe('¥600');
  });
});
