import { describe, expect, it } from 'vitest';
import { parseSavedEstimate } from './use-cart-estimate';

describe("the cart estimate kept for the tab's reloads", () => {
  it('reads back the address and shipping option saved', () => {
    const saved = { address: { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10013' }, shippingCode: 'standard' };
    expect(parseSavedEstimate(JSON.stringify(saved))).toEqual(saved);
  });

  it('ignores what is not one: nothing saved, broken JSON, no country, or parts that are not text', () => {
    expect(parseSavedEstimate(null)).toBeUndefined();
    expect(parseSavedEstimate('{"address":')).toBeUndefined();
    expect(parseSavedEstimate(JSON.stringify({ address: { city: 'Paris' } }))).toBeUndefined();
    expect(parseSavedEstimate(JSON.stringify({ address: { country: 'FR', city: 7, postalCode: '' }, shippingCode: {} }))).toEqual({
      address: { country: 'FR', subdivision: undefined, city: undefined, postalCode: undefined },
      shippingCode: undefined,
    });
  });
});
