import { errorCode, errorMessage, useOrderByLink } from '@vitrine/react';
import { Link, useSearchParams } from '../../lib/routing';
import { ErrorState, Loading } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { OrderDetails } from '../../features/orders/components/order-details';
import { usePrivatePage } from '../../lib/private-page';

/** A guest's order, from the signed link in an order e-mail: no account, just that one order. */
export function Component() {
  usePrivatePage('Your order');
  const [params] = useSearchParams();
  const order = useOrderByLink(params.get('token') ?? '');
  return (
    <main className="page">
      <h1>Your order</h1>
      {order.isPending ? (
        <Loading label="Loading the order…" />
      ) : order.error ? (
        <>
          <ErrorState message={errorCode(order.error) === 'ORDER_LINK_EXPIRED' ? 'This link has expired. Sign in to see your orders, or ask the store for a new link.' : errorMessage(order.error)} />
          <p>
            <Link to={paths.signIn.href()}>Sign in</Link>
          </p>
        </>
      ) : (
        <OrderDetails order={order.data} />
      )}
    </main>
  );
}
