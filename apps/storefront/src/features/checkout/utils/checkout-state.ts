import type { Checkout, ShippingOption } from '@vitrine/react';

/** Physical lines need a delivery address and a shipping option; downloads and gift cards do not. */
export const needsShipping = (checkout: Checkout) =>
  checkout.lineItems.some((line) => line.physicalProperties?.shippable !== false && line.itemType.preset !== 'DIGITAL' && line.itemType.preset !== 'GIFT_CARD');

export const shippingOptionsOf = (checkout: Checkout): ShippingOption[] => checkout.shippingInfo.carrierServiceOptions.flatMap((carrier) => carrier.shippingOptions);

export const isPickup = (option: ShippingOption) => Boolean(option.logistics.pickupDetails);

/** What still stops the order, in the order the page asks for it; empty when it can be placed. */
export function missingForOrder(checkout: Checkout): string[] {
  const missing: string[] = [];
  if (!checkout.buyerInfo.email) missing.push('your e-mail');
  if (needsShipping(checkout)) {
    if (!checkout.shippingInfo.shippingDestination?.address?.country) missing.push('a delivery address');
    else if (!checkout.shippingInfo.selectedCarrierServiceOption) missing.push('a shipping method');
  }
  if (checkout.lineItems.length === 0) missing.push('something to buy');
  return missing;
}

/** Violations the platform marks as errors stop the order (an item sold out meanwhile, say). */
export const blockingViolations = (checkout: Checkout) => checkout.violations.filter((violation) => violation.severity === 'ERROR');

/** Wire addresses are open objects: read a field as text. */
export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** "from–to" of a delivery slot, in the shopper's locale. */
export function formatSlot(slot: { from: Date | string; to: Date | string }): string {
  const format = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  return `${format.format(new Date(slot.from))} – ${format.format(new Date(slot.to))}`;
}
