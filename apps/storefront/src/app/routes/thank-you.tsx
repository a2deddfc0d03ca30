import { errorMessage, orderQueryOptions, useOrder } from '@vitrine/react';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorState, Loading } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { OrderDetails } from '../../features/orders/components/order-details';
import type { LoaderDeps } from '../router';

export const loader =
  ({ queryClient, client }: LoaderDeps) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.orderId) void queryClient.prefetchQuery(orderQueryOptions(client, params.orderId));
    return null;
  };

/** The confirmation after either checkout: the in-app one and the hosted one both land here. */
export function Component() {
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
