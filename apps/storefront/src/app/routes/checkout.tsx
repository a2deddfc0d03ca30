import { errorMessage, errorStatus, useCheckout } from '@vitrine/react';
import { Link, Navigate, useNavigate, useSearchParams } from '../../lib/routing';
import { ErrorState, Loading } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { CheckoutView } from '../../features/checkout/components/checkout-view';
import { usePrivatePage } from '../../lib/private-page';

export function Component() {
  usePrivatePage('Checkout');
  const [search] = useSearchParams();
  const id = search.get('checkoutId') ?? undefined;
  const checkout = useCheckout(id);
  const navigate = useNavigate();
  let body;
  if (!id) body = <ErrorState title="No checkout" message="Start the checkout from your cart." />;
  else if (checkout.isPending) body = <Loading label="Loading your checkout…" />;
  else if (checkout.error)
    body = <ErrorState title={errorStatus(checkout.error) === 404 ? 'Checkout not found' : 'The checkout could not be loaded'} message={errorMessage(checkout.error)} onRetry={() => void checkout.refetch()} />;
  else if (checkout.data.completed && checkout.data.orderId) return <Navigate to={paths.thankYou.href(checkout.data.orderId)} replace />;
  else body = <CheckoutView checkout={checkout.data} onOrderPlaced={(orderId) => navigate(paths.thankYou.href(orderId), { replace: true })} />;
  return (
    <main className="page">
      <div className="page-header">
        <h1>Checkout</h1>
        <Link to={paths.cart.href()}>Back to your cart</Link>
      </div>
      {body}
    </main>
  );
}
