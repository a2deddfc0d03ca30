import { useParams } from 'react-router';
import { paths } from '../../config/paths';
import { ProductEdit } from '../../features/products/product-edit/product-edit';
import { usePublicConfig } from '@vitrine/app-kit/public-config-context';
import { createCatalogAdmin } from '../../lib/catalog';
import { productQueryOptions } from '../../features/products/api/products';
import type { RouteLoader } from '../route-loader';

export const loader: RouteLoader = ({ client, queryClient }) => ({ params }) => queryClient.prefetchQuery(productQueryOptions(createCatalogAdmin(client), params.id ?? ''));

export function Component() {
  const id = useParams().id ?? '';
  // Keyed by id: moving from one product to another starts a fresh form.
  return <ProductEdit key={id} id={id} currency={usePublicConfig().currency} listHref={paths.products.href()} />;
}
