import { describe, expect, it } from 'vitest';
import { parseSavedEstimate } from './use-cart-estimate';

const saved = { address: { country: 'US', subdivision: 'US-NY', city: 'New York', postalCode: '10013' }, shippingCode: 'us-standard' };

describe("the cart estimate kept for the tab's reloads", () => {
  it('reads back the address and shipping option saved for this cart', () => {
    expect(parseSavedEstimate(JSON.stringify({ cartId: 'cart-1', ...saved }), 'cart-1')).toEqual(saved);
  });

  it("is not another cart's: a member who signs in, or the new cart after an order, starts with no estimate", () => {
    expect(parseSavedEstimate(JSON.stringify({ cartId: 'cart-1', ...saved }), 'cart-2')).toBeUndefined();
    // Saved before estimates named their cart: nobody knows whose it was.
    expect(parseSavedEstimate(JSON.stringify(saved), 'cart-1')).toBeUndefined();
  });

  it('ignores what is not one: nothing saved, broken JSON, no country, or parts that are not text', () => {
    expect(parseSavedEstimate(null, 'cart-1')).toBeUndefined();
    expect(parseSavedEstimate('{"address":', 'cart-1')).toBeUndefined();
    expect(parseSavedEstimate(JSON.stringify({ cartId: 'cart-1', address: { city: 'Paris' } }), 'cart-1')).toBeUndefined();
    expect(parseSavedEstimate(JSON.stringify({ cartId: 'cart-1', address: { country: 'FR', city: 7, postalCode: '' }, shippingCode: {} }), 'cart-1')).toEqual({
      address: { country: 'FR', subdivision: undefined, city: undefined, postalCode: undefined },
      shippingCode: undefined,
    });
  });
});
