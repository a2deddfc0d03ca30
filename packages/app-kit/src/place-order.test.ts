import { describe, expect, it } from 'vitest';
import type { Checkout } from '@vitrine/sdk/modules/checkout';
import { missingSentence } from './place-order';

/** A checkout of one shipped item, with what the test gives of the buyer's e-mail and address. */
const checkout = (email?: string, country?: string) =>
  ({
    buyerInfo: { email },
    lineItems: [{ itemType: { preset: 'PHYSICAL' }, physicalProperties: { shippable: true } }],
    shippingInfo: { shippingDestination: country ? { address: { country } } : undefined, carrierServiceOptions: [] },
  }) as unknown as Checkout;

describe('the sentence under the order button', () => {
  it('names what is missing as a shopper would say it, the last with "and"', () => {
    expect(missingSentence(checkout())).toBe('To place the order, add your e-mail and a delivery address.');
    expect(missingSentence(checkout('ada@vitrine.test'))).toBe('To place the order, add a delivery address.');
    expect(missingSentence(checkout('ada@vitrine.test', 'US'))).toBe('To place the order, add a shipping method.');
  });
});
