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
 *
 * Saved with the id of the cart it was made for, and read back only for that cart: the tab outlives
 * carts (a member signs in and gets their own, an order replaces the cart with a new one), and an
 * address and shipping option chosen for another cart would be shown as this one's.
 */
const key = 'vitrine:cart-estimate';

/**
 * The estimate saved for the cart `cartId`, or undefined when there is none, it was saved for
 * another cart, or it is not one (an old or hand-edited value).
 */
export function parseSavedEstimate(stored: string | null, cartId: string): SavedEstimate | undefined {
  try {
    const value = JSON.parse(stored ?? 'null') as (Partial<SavedEstimate> & { cartId?: unknown }) | null;
    if (value?.cartId !== cartId || typeof value.address?.country !== 'string') return undefined;
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

function save(cartId: string, estimate: SavedEstimate) {
  try {
    storage()?.setItem(key, JSON.stringify({ cartId, ...estimate }));
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
  // What was chosen, with the cart it was chosen for: the page can stay open while the cart changes
  // under it (signed in elsewhere), and another cart starts with no estimate, as after a reload.
  const [chosen, setChosen] = useState<Partial<SavedEstimate> & { cartId?: string }>({});
  const [restored, setRestored] = useState(0);
  useEffect(() => {
    const saved = parseSavedEstimate(storage()?.getItem(key) ?? null, cart.id);
    if (!saved) return;
    setChosen({ cartId: cart.id, ...saved });
    setRestored((count) => count + 1);
  }, [cart.id]);
  const choose = (next: Partial<SavedEstimate>) => {
    setChosen({ cartId: cart.id, ...next });
    if (next.address) save(cart.id, { address: next.address, shippingCode: next.shippingCode });
  };
  const { address, shippingCode } = chosen.cartId === cart.id ? chosen : {};
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
