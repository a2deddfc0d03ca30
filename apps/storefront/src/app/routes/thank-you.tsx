import { errorMessage, useOrder } from '@vitrine/react';
import { Link, useParams } from '../../lib/routing';
import { ErrorState, Loading } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { OrderDetails } from '../../features/orders/components/order-details';
import { usePrivatePage } from '../../lib/private-page';

/** The confirmation after either checkout: the in-app one and the hosted one both land here. */
export function Component() {
  usePrivatePage('Thank you for your order');
  const { orderId } = useParams();
  const order = useOrder(orderId);
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
      <p>
        <Link className="button secondary" to={paths.catalogue.href()}>
          Continue shopping
        </Link>
      </p>
    </main>
  );
}
