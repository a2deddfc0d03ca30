import { paths } from '../../config/paths';
import { ProductList } from '../../features/products/product-list/product-list';

export function Component() {
  return <ProductList createHref={paths.productCreate.href()} editHref={paths.productEdit.href} bulkEditHref={paths.bulkEdit.href} />;
}
