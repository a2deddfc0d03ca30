import { errorMessage, useOrder } from '@vitrine/react';
import { Link, useParams } from '../../lib/routing';
import { ErrorState, Loading } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { accountPage } from '../../features/account/components/account-layout';
import { OrderDetails } from '../../features/orders/components/order-details';

function OrderView({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  if (order.isPending) return <Loading label="Loading the order…" />;
  if (order.error) return <ErrorState message={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  return <OrderDetails order={order.data} />;
}

function OrderPage() {
  const { orderId = '' } = useParams();
  return (
    <>
      <OrderView orderId={orderId} />
      <p>
        <Link to={paths.accountOrders.href()}>All orders</Link>
      </p>
    </>
  );
}

export const Component = accountPage('Order', OrderPage);
