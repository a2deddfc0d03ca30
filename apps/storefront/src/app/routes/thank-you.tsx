import { errorMessage, errorStatus, useOrder } from '@vitrine/react';
import { Link, useParams } from '../../lib/routing';
import { ErrorState, Loading } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { OrderDetails } from '../../features/orders/components/order-details';
import { usePrivatePage } from '../../lib/private-page';

/** The confirmation after either checkout: the in-app one and the hosted one both land here. */
export function Component() {
  const { orderId } = useParams();
  const order = useOrder(orderId);
  // An address naming no order of this shopper's (mistyped, or placed in another browser) thanks nobody.
  const unknown = Boolean(order.error && errorStatus(order.error) === 404);
  usePrivatePage(unknown ? 'Order not found' : 'Thank you for your order');
  if (unknown) {
    return (
      <main className="page">
        <h1>Order not found</h1>
        <p>This order does not exist, or it was placed in another browser. A member finds their orders in their account.</p>
        <ContinueShopping />
      </main>
    );
  }
  return (
    <main className="page">
      <h1>Thank you for your order</h1>
      {order.isPending ? (
        <Loading label="Loading your order…" />
      ) : order.error ? (
        <ErrorState title="The order could not be shown" message={errorMessage(order.error)} onRetry={() => void order.refetch()} />
      ) : (
        <>
          <p className="notice ok" role="status">
            Your order is placed. A confirmation is on its way to {order.data.buyerInfo.email}.
          </p>
          <OrderDetails order={order.data} />
        </>
      )}
      <ContinueShopping />
    </main>
  );
}

function ContinueShopping() {
  return (
    <p>
      <Link className="button secondary" to={paths.catalogue.href()}>
        Continue shopping
      </Link>
    </p>
  );
}
