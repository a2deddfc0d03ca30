import type { ShippingOption } from '@vitrine/react';

export { needsShipping, shippingOptionsOf } from '@vitrine/sdk/modules/checkout-readiness';

export const isPickup = (option: ShippingOption) => Boolean(option.logistics.pickupDetails);

export { text } from '@vitrine/app-kit/address-text';

/** "from–to" of a delivery slot, in the shopper's locale. */
export function formatSlot(slot: { from: Date | string; to: Date | string }): string {
  const format = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  return `${format.format(new Date(slot.from))} – ${format.format(new Date(slot.to))}`;
}
