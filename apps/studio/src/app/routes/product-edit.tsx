import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { ProductEdit } from '../../features/products/product-edit/product-edit';
import { usePublicConfig } from '@vitrine/app-kit/public-config-context';

export function Component() {
  const id = useParams().id ?? '';
  // Keyed by id: moving from one product to another starts a fresh form.
  return <ProductEdit key={id} id={id} currency={usePublicConfig().currency} listHref={paths.products.href()} />;
}
