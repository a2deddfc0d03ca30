import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * Whether the cart drawer is open. Shared state, so the product page can open the drawer after
 * adding an item without importing the cart feature.
 */
interface CartDrawerState {
  open: boolean;
  setOpen(open: boolean): void;
}

const CartDrawerContext = createContext<CartDrawerState | null>(null);

export function CartDrawerProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <CartDrawerContext.Provider value={value}>{children}</CartDrawerContext.Provider>;
}

export function useCartDrawer(): CartDrawerState {
  const state = useContext(CartDrawerContext);
  if (!state) throw new Error('useCartDrawer outside CartDrawerProvider');
  return state;
}
