import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { OrderDetail } from '../../features/orders/order-detail/order-detail';
import { orderQueryOptions } from '../../features/orders/api/orders';
import type { RouteLoader } from '../route-loader';

export const loader: RouteLoader = ({ client, queryClient }) => ({ params }) => queryClient.prefetchQuery(orderQueryOptions(client, params.id ?? ''));

export function Component() {
  const id = useParams().id ?? '';
  return <OrderDetail id={id} listHref={paths.orders.href()} slipHref={paths.packingSlip.href(id)} />;
}
