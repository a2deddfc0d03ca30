import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { PackingSlip } from '../../features/orders/packing-slip/packing-slip';
import { usePublicConfig } from '@vitrine/app-kit/public-config-context';
import { orderQueryOptions } from '../../features/orders/api/orders';
import type { RouteLoader } from '../route-loader';

export const loader: RouteLoader = ({ client, queryClient }) => ({ params }) => queryClient.prefetchQuery(orderQueryOptions(client, params.id ?? ''));

export function Component() {
  const id = useParams().id ?? '';
  return <PackingSlip id={id} siteName={usePublicConfig().siteName} orderHref={paths.orderDetail.href(id)} />;
}
