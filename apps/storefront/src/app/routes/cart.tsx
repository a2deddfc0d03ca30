import { errorMessage, useCreateCheckoutMutation, useCurrentCart, useRedirectToHostedCheckout, type Cart } from '@vitrine/react';
import { Link, useNavigate } from '../../lib/routing';
import { EmptyState, ErrorState, Loading } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { usePublicConfig } from '@vitrine/app-kit/public-config-context';
import { CartTotals } from '../../features/cart/components/cart-totals';
import { CouponForm } from '../../features/cart/components/coupon-form';
import { LineItems } from '../../features/cart/components/line-items';
import { useCartEstimate } from '../../features/cart/hooks/use-cart-estimate';
import { usePrivatePage } from '../../lib/private-page';

export function Component() {
  usePrivatePage('Your cart');
  const cart = useCurrentCart();
  if (cart.isPending) return <Loading label="Loading your cart…" />;
  if (cart.error) return <ErrorState message="Your cart could not be loaded." onRetry={() => void cart.refetch()} />;
  if (!cart.data || cart.data.lineItems.length === 0) {
    return (
      <main className="page">
        <h1>Your cart</h1>
        <EmptyState title="Your cart is empty">
          <Link to={paths.catalogue.href()}>Browse the shop</Link>
        </EmptyState>
      </main>
    );
  }
  return <FilledCart cart={cart.data} />;
}

function FilledCart({ cart }: { cart: Cart }) {
  const navigate = useNavigate();
  const { checkoutPage } = usePublicConfig();
  const hosted = useRedirectToHostedCheckout();
  const inApp = useCreateCheckoutMutation({ onSuccess: (checkoutId) => navigate(`${paths.checkout.href()}?checkoutId=${encodeURIComponent(checkoutId)}`) });
  const estimate = useCartEstimate(cart);
  const checkoutError = hosted.error ?? inApp.error;
  // One way to check out, the one the store chose: both pages are equally secure.
  const checkOut = () =>
    checkoutPage === 'HOSTED'
      ? hosted.mutate({ postFlowUrl: location.origin + paths.cart.href(), thankYouPageUrl: location.origin + paths.checkoutReturn.href() })
      : inApp.mutate();
  return (
    <main className="page">
      <h1>Your cart</h1>
      <div className="cart-page">
        <section aria-label="Items">
          <LineItems cart={cart} violations={estimate.estimate.data?.violations} settled={!estimate.estimate.isFetching} />
          <CouponForm cart={cart} />
        </section>
        <div>
          <CartTotals cart={cart} estimate={estimate} />
          <div className="checkout-actions">
            <button type="button" className="button" disabled={inApp.isPending || hosted.isPending} onClick={checkOut}>
              Check out
            </button>
            {checkoutError ? <p className="form-error" role="alert">{errorMessage(checkoutError)}</p> : null}
          </div>
        </div>
      </div>
    </main>
  );
}
