import { cartItemCount, useCurrentCart } from '@vitrine/react';
import { useCartDrawer } from '../../../lib/cart-drawer';

export function CartButton() {
  const { data: cart } = useCurrentCart();
  const { setOpen } = useCartDrawer();
  const count = cartItemCount(cart);
  return (
    <button type="button" className="button cart-button" onClick={() => setOpen(true)} aria-haspopup="dialog">
      Cart <span className="cart-count" data-testid="cart-count" aria-label={`${count} items`}>{count}</span>
    </button>
  );
}
