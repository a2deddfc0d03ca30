import type { ShippingOption } from './cart.ts';
import type { Checkout } from './checkout.ts';

/**
 * What a checkout still lacks before `createOrder` can succeed, read from the checkout alone (no
 * request). The platform checks the same rules when it creates the order; these let a page say so
 * first. Kept apart from the checkout module, so a program that does not ask pays nothing for it.
 */

/** Something `createOrder` would refuse for, in the order a checkout page asks for it. */
export type MissingForOrder = 'BUYER_EMAIL' | 'SHIPPING_ADDRESS' | 'SHIPPING_OPTION' | 'LINE_ITEMS';

/** What {@link needsShipping} reads: the lines of a checkout, or of an order. */
export interface ShippableLines {
  lineItems: ReadonlyArray<{ itemType: { preset?: string }; physicalProperties?: { shippable?: boolean } }>;
}

/**
 * True when some line is shipped: physical lines need an address and a shipping option, while
 * downloads and gift cards do not. Takes an order too, whose lines say the same.
 *
 * @example
 * if (needsShipping(checkout)) showAddressForm();
 */
export function needsShipping(checkout: ShippableLines): boolean {
  return checkout.lineItems.some(
    (line) => line.physicalProperties?.shippable !== false && line.itemType.preset !== 'DIGITAL' && line.itemType.preset !== 'GIFT_CARD',
  );
}

/**
 * Every shipping option the platform offers for the checkout's address, across carriers.
 *
 * @example
 * const pickups = shippingOptionsOf(checkout).filter((option) => option.logistics.pickupDetails);
 */
export function shippingOptionsOf(checkout: Checkout): ShippingOption[] {
  return checkout.shippingInfo.carrierServiceOptions.flatMap((carrier) => carrier.shippingOptions);
}

/**
 * What still stops the order; empty when it can be placed (violations aside: see
 * {@link blockingViolations}).
 *
 * @example
 * const missing = missingForOrder(checkout); // e.g. ['SHIPPING_OPTION']
 * placeOrderButton.disabled = missing.length > 0;
 */
export function missingForOrder(checkout: Checkout): MissingForOrder[] {
  const missing: MissingForOrder[] = [];
  // A member's order takes the account's e-mail when the checkout has none (the platform's rule).
  if (!checkout.buyerInfo.email && !checkout.buyerInfo.memberId) missing.push('BUYER_EMAIL');
  if (needsShipping(checkout)) {
    if (!checkout.shippingInfo.shippingDestination?.address?.country) missing.push('SHIPPING_ADDRESS');
    else if (!checkout.shippingInfo.selectedCarrierServiceOption) missing.push('SHIPPING_OPTION');
  }
  if (checkout.lineItems.length === 0) missing.push('LINE_ITEMS');
  return missing;
}

/**
 * The violations that stop the order (severity ERROR: an item sold out meanwhile, say); warnings
 * do not.
 *
 * @example
 * for (const violation of blockingViolations(checkout)) console.warn(violation.description);
 */
export function blockingViolations(checkout: Checkout): Checkout['violations'] {
  return checkout.violations.filter((violation) => violation.severity === 'ERROR');
}
