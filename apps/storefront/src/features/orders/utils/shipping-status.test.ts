import { describe, expect, it } from 'vitest';
import { shippingStatus } from './shipping-status';

type Line = Parameters<typeof shippingStatus>[0]['lineItems'][number];
const line = (preset: 'PHYSICAL' | 'DIGITAL' | 'GIFT_CARD', shippable = preset === 'PHYSICAL') =>
  ({ itemType: { preset }, physicalProperties: { shippable } }) as Line;
const order = (lineItems: Line[], fulfillmentStatus: 'NOT_FULFILLED' | 'FULFILLED' = 'NOT_FULFILLED', status = 'APPROVED') =>
  ({ lineItems, fulfillmentStatus, status }) as Parameters<typeof shippingStatus>[0];

describe('the shipping status a buyer reads on an order', () => {
  it('says an order of downloads and gift cards has nothing to ship, not that it is not shipped yet', () => {
    expect(shippingStatus(order([line('DIGITAL'), line('GIFT_CARD')]))).toBe('Nothing to ship');
  });

  it('follows the shipments of an order with something to ship, even beside a download', () => {
    expect(shippingStatus(order([line('DIGITAL'), line('PHYSICAL')]))).toBe('Not shipped yet');
    expect(shippingStatus(order([line('PHYSICAL')], 'FULFILLED'))).toBe('Shipped');
  });

  it('says a canceled order is canceled', () => {
    expect(shippingStatus(order([line('DIGITAL')], 'NOT_FULFILLED', 'CANCELED'))).toBe('Canceled');
  });
});
