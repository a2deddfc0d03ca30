import { paths } from '../../config/paths';
import { ProductCreate } from '../../features/products/product-create/product-create';
import { usePublicConfig } from '@vitrine/app-kit/public-config-context';

export function Component() {
  return <ProductCreate currency={usePublicConfig().currency} listHref={paths.products.href()} editHref={paths.productEdit.href} />;
}
