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
          <ErrorState {...linkRefusal(errorCode(order.error), errorMessage(order.error))} />
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

/**
 * What the page says when the platform does not open the link: headed as what happened to the link,
 * not as a fault ("Something went wrong"), which an old or cut-short link is not.
 */
function linkRefusal(code: string | undefined, message: string) {
  if (code === 'ORDER_LINK_EXPIRED') return { title: 'This link has expired', message: 'Sign in to see your orders, or ask the store for a new link.' };
  if (code === 'ORDER_LINK_NOT_FOUND') return { title: 'This link does not open an order', message: 'Check that the whole link from the e-mail was opened, or sign in to see your orders.' };
  return { message };
}
