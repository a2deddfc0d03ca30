import { errorCode, errorMessage, useOrderByLink } from '@vitrine/react';
import { Link, useSearchParams } from '../../lib/routing';
import { ErrorState, Loading } from '../../components/ui/states';
import { signInPageHref } from '../../features/auth/utils/return-to';
import { OrderDetails } from '../../features/orders/components/order-details';
import { orderLinkReturn } from '../../lib/order-link';
import { usePrivatePage } from '../../lib/private-page';

/**
 * A guest's order, from the signed link in an order e-mail: no account, just that one order. When
 * the link no longer opens it, signing in comes back to that order in the account.
 */
export function Component() {
  usePrivatePage('Your order');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const order = useOrderByLink(token);
  return (
    <main className="page">
      <h1>Your order</h1>
      {order.isPending ? (
        <Loading label="Loading the order…" />
      ) : order.error ? (
        <>
          <ErrorState message={errorCode(order.error) === 'ORDER_LINK_EXPIRED' ? 'This link has expired. Sign in to see your orders, or ask the store for a new link.' : errorMessage(order.error)} />
          <p>
            <Link to={signInPageHref('signIn', orderLinkReturn(token))}>Sign in</Link>
          </p>
        </>
      ) : (
        <OrderDetails order={order.data} />
      )}
    </main>
  );
}
