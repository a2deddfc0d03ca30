import { useEstimateTotals, type Address, type Cart } from '@vitrine/react';
import { useState } from 'react';

/**
 * The cart page's estimate: the address and shipping option the shopper chose, and the platform's
 * totals for them. One per page, shared by the totals (which set the address) and the lines (which
 * show their own problems from its violations).
 */
export function useCartEstimate(cart: Cart) {
  const [address, setAddress] = useState<Address | undefined>();
  const [shippingCode, setShippingCode] = useState<string | undefined>();
  const estimate = useEstimateTotals(
    { shippingAddress: address, selectedShippingOption: shippingCode ? { code: shippingCode } : undefined, calculateTax: true, calculateShipping: Boolean(address) },
    { enabled: cart.lineItems.length > 0 },
  );
  return { estimate, address, setAddress, setShippingCode };
}

export type CartEstimate = ReturnType<typeof useCartEstimate>;
