import { paths } from '../../config/paths';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import { useStudioConfig } from '../../lib/studio-config';

export function Component() {
  return <Dashboard currency={useStudioConfig().currency} productHref={paths.productEdit.href} ordersHref={paths.orders.href()} />;
}
