import { cartItemCount, useCurrentCart } from '@vitrine/react';
import { useRef } from 'react';
import { Link } from '../../../lib/routing';
import { formatMoney } from '../../../components/ui/money';
import { EmptyState, ErrorState, Loading } from '../../../components/ui/states';
import { paths } from '../../../config/paths';
import { useCartDrawer } from '../../../lib/cart-drawer';
import { useDrawerFocus } from '../../../lib/drawer-focus';
import { LineItems } from './line-items';

/** The cart as a side drawer: a modal dialog that Escape and the backdrop close. */
export function CartDrawer() {
  const { open, setOpen } = useCartDrawer();
  const { data: cart, isPending, error, refetch } = useCurrentCart();
  const closeRef = useRef<HTMLButtonElement>(null);

  useDrawerFocus(open, setOpen, closeRef);

  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <>
      <div className="drawer-backdrop" onClick={close} />
      <div className="drawer" role="dialog" aria-modal="true" aria-labelledby="cart-drawer-title">
        <header>
          <h2 id="cart-drawer-title">Your cart ({cartItemCount(cart)})</h2>
          <button ref={closeRef} type="button" className="button secondary" onClick={close}>
            Close
          </button>
        </header>
        <div className="drawer-body">
          {isPending ? <Loading label="Loading your cart…" /> : error ? <ErrorState message="Your cart could not be loaded." onRetry={() => void refetch()} /> : !cart || cart.lineItems.length === 0 ? <EmptyState title="Your cart is empty" /> : <LineItems cart={cart} />}
        </div>
        {cart && cart.lineItems.length > 0 ? (
          <footer>
            <p className="row">
              Subtotal <strong>{formatMoney(cart.subtotal?.amount, cart.currency)}</strong>
            </p>
            <Link className="button" to={paths.cart.href()} onClick={close}>
              View cart and check out
            </Link>
          </footer>
        ) : null}
      </div>
    </>
  );
}
