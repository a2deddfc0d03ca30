import type { Order } from '@vitrine/react';
import { needsShipping } from '@vitrine/sdk/modules/checkout-readiness';

const shipping: Record<Order['fulfillmentStatus'], string> = {
  NOT_FULFILLED: 'Not shipped yet',
  PARTIALLY_FULFILLED: 'Partly shipped',
  FULFILLED: 'Shipped',
};

/**
 * Where an order stands on its way to the buyer, in their words. An order of downloads and gift
 * cards only has nothing to ship: "Not shipped yet" would have them wait for a parcel.
 */
export function shippingStatus(order: Pick<Order, 'status' | 'fulfillmentStatus' | 'lineItems'>): string {
  if (order.status === 'CANCELED') return 'Canceled';
  return needsShipping(order) ? shipping[order.fulfillmentStatus] : 'Nothing to ship';
}
