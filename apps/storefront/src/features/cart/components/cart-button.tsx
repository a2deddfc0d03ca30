import { cartItemCount, useCurrentCart } from '@vitrine/react';
import { useCartDrawer } from '../../../lib/cart-drawer';

/** The header's cart: a bag and the item count; the word "Cart" shows from tablet width up. */
export function CartButton() {
  const { data: cart } = useCurrentCart();
  const { setOpen } = useCartDrawer();
  const count = cartItemCount(cart);
  return (
    <button type="button" className="button cart-button" onClick={() => setOpen(true)} aria-haspopup="dialog">
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M6 7h12l1 14H5L6 7Z" />
        <path d="M9 7a3 3 0 0 1 6 0" />
      </svg>
      <span className="cart-label">Cart</span>{' '}
      <span className="cart-count" data-testid="cart-count" aria-label={`${count} items`}>
        {count}
      </span>
    </button>
  );
}
