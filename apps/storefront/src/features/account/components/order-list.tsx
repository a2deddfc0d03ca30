import { errorMessage, useMyOrders } from '@vitrine/react';
import { Table } from '@vitrine/app-kit/table';
import { Link } from '../../../lib/routing';
import { EmptyState, ErrorState, Loading } from '../../../components/ui/states';
import { paths } from '../../../config/paths';

export function OrderList() {
  const orders = useMyOrders();
  if (orders.isPending) return <Loading label="Loading your orders…" />;
  if (orders.error) return <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />;
  if (orders.data.orders.length === 0) {
    return (
      <EmptyState title="No orders yet">
        <Link to={paths.catalogue.href()}>Browse the shop</Link>
      </EmptyState>
    );
  }
  return (
    <Table caption="Your orders" columns={['Order', 'Date', 'Items', 'Total']}>
      {orders.data.orders.map((order) => (
        <tr key={order.id}>
          <td>
            <Link to={paths.accountOrder.href(order.id)}>#{order.number}</Link>
          </td>
          <td>{new Date(order.createdDate).toLocaleDateString()}</td>
          <td>{order.lineItems.map((line) => line.productName.original).join(', ')}</td>
          <td>{order.priceSummary.total.formattedAmount}</td>
        </tr>
      ))}
    </Table>
  );
}
