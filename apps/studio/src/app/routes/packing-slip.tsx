import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { PackingSlip } from '../../features/orders/packing-slip/packing-slip';
import { useStudioConfig } from '../../lib/studio-config';

export function Component() {
  const id = useParams().id ?? '';
  return <PackingSlip id={id} siteName={useStudioConfig().siteName} orderHref={paths.orderDetail.href(id)} />;
}
