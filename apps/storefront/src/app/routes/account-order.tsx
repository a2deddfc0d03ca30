import { errorMessage, useOrder } from '@vitrine/react';
import { Link, useParams } from '../../lib/routing';
import { RequireMember } from '../../components/require-member';
import { ErrorState, Loading } from '../../components/ui/states';
import { paths } from '../../config/paths';
import { AccountLayout } from '../../features/account/components/account-layout';
import { OrderDetails } from '../../features/orders/components/order-details';

function OrderView({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  if (order.isPending) return <Loading label="Loading the order…" />;
  if (order.error) return <ErrorState message={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  return <OrderDetails order={order.data} />;
}

export function Component() {
  const { orderId = '' } = useParams();
  return (
    <RequireMember>
      <AccountLayout title="Order">
        <OrderView orderId={orderId} />
        <p>
          <Link to={paths.accountOrders.href()}>All orders</Link>
        </p>
      </AccountLayout>
    </RequireMember>
  );
}
