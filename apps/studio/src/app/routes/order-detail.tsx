import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { OrderDetail } from '../../features/orders/order-detail/order-detail';

export function Component() {
  const id = useParams().id ?? '';
  return <OrderDetail id={id} listHref={paths.orders.href()} slipHref={paths.packingSlip.href(id)} />;
}
