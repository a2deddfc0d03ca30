import type { Checkout, ShippingOption } from '@vitrine/react';
import { missingForOrder as missingCodes, type MissingForOrder } from '@vitrine/sdk/modules/checkout-readiness';

export { blockingViolations, needsShipping, shippingOptionsOf } from '@vitrine/sdk/modules/checkout-readiness';

export const isPickup = (option: ShippingOption) => Boolean(option.logistics.pickupDetails);

const missingText: Record<MissingForOrder, string> = {
  BUYER_EMAIL: 'your e-mail',
  SHIPPING_ADDRESS: 'a delivery address',
  SHIPPING_OPTION: 'a shipping method',
  LINE_ITEMS: 'something to buy',
};

/** What still stops the order, in the shopper's words, in the order the page asks for it. */
export const missingForOrder = (checkout: Checkout): string[] => missingCodes(checkout).map((code) => missingText[code]);

export { text } from '../../../lib/address-text';

/** "from–to" of a delivery slot, in the shopper's locale. */
export function formatSlot(slot: { from: Date | string; to: Date | string }): string {
  const format = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  return `${format.format(new Date(slot.from))} – ${format.format(new Date(slot.to))}`;
}
