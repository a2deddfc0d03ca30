import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { PackingSlip } from '../../features/orders/packing-slip/packing-slip';
import { usePublicConfig } from '@vitrine/app-kit/public-config-context';

export function Component() {
  const id = useParams().id ?? '';
  return <PackingSlip id={id} siteName={usePublicConfig().siteName} orderHref={paths.orderDetail.href(id)} />;
}
