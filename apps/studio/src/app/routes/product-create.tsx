import { paths } from '../../config/paths';
import { ProductCreate } from '../../features/products/product-create/product-create';
import { useStudioConfig } from '../../lib/studio-config';

export function Component() {
  return <ProductCreate currency={useStudioConfig().currency} listHref={paths.products.href()} editHref={paths.productEdit.href} />;
}
