import { useEstimateTotals, type Address, type Cart } from '@vitrine/react';
import { useEffect, useState } from 'react';

/** What the cart remembers of its estimate: the address typed and the shipping option picked. */
export interface SavedEstimate {
  address: Address;
  shippingCode?: string;
}

/**
 * Kept in `sessionStorage` (this tab, until it closes), so a reload shows the estimate again. Not in
 * the cart: the platform's cart holds no address before checkout, and this is a guess, not a
 * destination. Read after hydration, since the server's HTML cannot know it.
 */
const key = 'vitrine:cart-estimate';

/** The saved estimate, or undefined when there is none or it is not one (an old or hand-edited value). */
export function parseSavedEstimate(stored: string | null): SavedEstimate | undefined {
  try {
    const value = JSON.parse(stored ?? 'null') as Partial<SavedEstimate> | null;
    if (typeof value?.address?.country !== 'string') return undefined;
    const { country, subdivision, city, postalCode } = value.address;
    const text = (part: unknown) => (typeof part === 'string' && part ? part : undefined);
    return { address: { country, subdivision: text(subdivision), city: text(city), postalCode: text(postalCode) }, shippingCode: text(value.shippingCode) };
  } catch {
    return undefined;
  }
}

// Storage can be missing or refuse (a locked-down browser): the estimate then lasts the page, as before.
function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function save(estimate: SavedEstimate) {
  try {
    storage()?.setItem(key, JSON.stringify(estimate));
  } catch {
    // Full or refused: nothing to keep it in.
  }
}

/**
 * The cart page's estimate: the address and shipping option the shopper chose, and the platform's
 * totals for them. One per page, shared by the totals (which set the address) and the lines (which
 * show their own problems from its violations). `restored` counts the times a saved estimate was
 * put back, so the form can start again from it.
 */
export function useCartEstimate(cart: Cart) {
  const [chosen, setChosen] = useState<Partial<SavedEstimate>>({});
  const [restored, setRestored] = useState(0);
  useEffect(() => {
    const saved = parseSavedEstimate(storage()?.getItem(key) ?? null);
    if (!saved) return;
    setChosen(saved);
    setRestored((count) => count + 1);
  }, []);
  const choose = (next: Partial<SavedEstimate>) => {
    setChosen(next);
    if (next.address) save({ address: next.address, shippingCode: next.shippingCode });
  };
  const { address, shippingCode } = chosen;
  const estimate = useEstimateTotals(
    { shippingAddress: address, selectedShippingOption: shippingCode ? { code: shippingCode } : undefined, calculateTax: true, calculateShipping: Boolean(address) },
    { enabled: cart.lineItems.length > 0 },
  );
  return {
    estimate,
    address,
    restored,
    setAddress: (next: Address) => choose({ address: next, shippingCode }),
    setShippingCode: (code: string) => choose({ address, shippingCode: code }),
  };
}

export type CartEstimate = ReturnType<typeof useCartEstimate>;
