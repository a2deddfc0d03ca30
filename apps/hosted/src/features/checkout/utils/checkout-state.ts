import type { Checkout } from '@vitrine/sdk/modules/checkout';

/** Physical lines need a delivery address and a shipping option; digital ones do not. */
export const needsShipping = (checkout: Checkout) => checkout.lineItems.some((line) => line.physicalProperties?.shippable !== false && line.itemType.preset !== 'DIGITAL' && line.itemType.preset !== 'GIFT_CARD');

export const shippingOptionsOf = (checkout: Checkout) => checkout.shippingInfo.carrierServiceOptions.flatMap((carrier) => carrier.shippingOptions);

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

/** Violations the platform marks as errors stop the order; they are shown to the shopper. */
export const blockingViolations = (checkout: Checkout) => checkout.violations.filter((violation) => violation.severity === 'ERROR');
