import { paths } from '../../config/paths';
import { OrderList } from '../../features/orders/order-list/order-list';
import { orderListQueryOptions } from '../../features/orders/api/orders';
import { listSearchOf, readOrderListState } from '../../features/orders/order-list/list-query';
import { loadOnEnter, searchOf, type RouteLoader } from '../route-loader';

export const loader: RouteLoader = ({ client, queryClient }) => (args) => queryClient.prefetchQuery(orderListQueryOptions(client, listSearchOf(readOrderListState(searchOf(args)))));

export const shouldRevalidate = loadOnEnter;

export function Component() {
  return <OrderList detailHref={paths.orderDetail.href} />;
}
