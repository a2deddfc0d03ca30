import type { Checkout } from '@vitrine/sdk/modules/checkout';
import { missingForOrder as missingCodes, type MissingForOrder } from '@vitrine/sdk/modules/checkout-readiness';

export { blockingViolations, needsShipping, shippingOptionsOf } from '@vitrine/sdk/modules/checkout-readiness';

const missingText: Record<MissingForOrder, string> = {
  BUYER_EMAIL: 'your e-mail',
  SHIPPING_ADDRESS: 'a delivery address',
  SHIPPING_OPTION: 'a shipping method',
  LINE_ITEMS: 'something to buy',
};

/** What still stops the order, in the buyer's words, in the order the page asks for it. */
export const missingForOrder = (checkout: Checkout): string[] => missingCodes(checkout).map((code) => missingText[code]);
