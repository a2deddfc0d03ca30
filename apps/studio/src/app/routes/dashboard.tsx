import { paths } from '../../config/paths';
import { Dashboard } from '../../features/dashboard/components/dashboard';
import { usePublicConfig } from '@vitrine/app-kit/public-config-context';

export function Component() {
  return <Dashboard currency={usePublicConfig().currency} productHref={paths.productEdit.href} ordersHref={paths.orders.href()} />;
}
