import { paths } from '../../config/paths';
import { OrderList } from '../../features/orders/order-list/order-list';

export function Component() {
  return <OrderList detailHref={paths.orderDetail.href} />;
}
