import { Link, Navigate, useSearchParams } from '../../lib/routing';
import { ErrorState } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { usePrivatePage } from '../../lib/private-page';

/** Where the hosted checkout sends the shopper back, with `?orderId=…`: on to the confirmation. */
export function Component() {
  usePrivatePage('Checkout');
  const [search] = useSearchParams();
  const orderId = search.get('orderId');
  if (orderId) return <Navigate to={paths.thankYou.href(orderId)} replace />;
  return (
    <main className="page">
      <h1>Checkout</h1>
      <ErrorState title="No order was placed" message="The checkout ended without an order." />
      <p>
        <Link to={paths.cart.href()}>Back to your cart</Link>
      </p>
    </main>
  );
}
