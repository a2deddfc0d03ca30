import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { OrderDetail } from '../../features/orders/order-detail/order-detail';

export function Component() {
  return <OrderDetail id={useParams().id ?? ''} listHref={paths.orders.href()} />;
}
